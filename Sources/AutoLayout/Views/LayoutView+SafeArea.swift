import Foundation

extension LayoutView {
    /// The insets a view controller adds to this, its root view's, safe area.
    var additionalSafeAreaInsets: EdgeInsets { viewController?.additionalSafeAreaInsets ?? .zero }

    /// The insets the root's safe area has: those set on it, plus its
    /// controller's additional insets.
    var rootSafeAreaInsets: EdgeInsets {
        let added = additionalSafeAreaInsets
        return EdgeInsets(
            top: storedSafeAreaInsets.top + added.top, left: storedSafeAreaInsets.left + added.left,
            bottom: storedSafeAreaInsets.bottom + added.bottom,
            right: storedSafeAreaInsets.right + added.right)
    }

    /// Something above the view's solved rectangle changed its safe area (a
    /// controller took it over, or changed its additional insets): every
    /// view of the tree is due to settle its insets in the next pass.
    func safeAreaDidChangeFromAbove() {
        engineStorageOfTree?.safeAreaChangedAbove(self)
        setTreeNeedsLayoutPass()
    }
}

extension LayoutEngine {
    /// The safe area changed above `view`'s solved rectangle: every view's
    /// insets are due in the next pass, and `view`'s guides now.
    func safeAreaChangedAbove(_ view: LayoutView) {
        safeAreaChanged = true
        needsSync(view)
    }

    /// The insets of a view from the safe area, from its solved rectangle:
    /// UIKit's rule that a view's safe area is the part of its superview's
    /// safe area it covers, inset further by its controller's
    /// `additionalSafeAreaInsets`. An edge of the superview with no inset
    /// sets no limit, so a view reaching beyond its superview is limited
    /// only where some ancestor's safe area is.
    func settledSafeAreaInsets(of view: LayoutView, in superview: LayoutView) -> EdgeInsets {
        let above = superview.superview == nil ? superview.rootSafeAreaInsets : superview.storedSafeAreaInsets
        let added = view.additionalSafeAreaInsets
        // Most trees have no safe area, and most views no share of one: a
        // pass that moves thousands of views reads no rectangle for it.
        if above == .zero && added == .zero { return .zero }
        let rect = self.rect(of: view), outer = self.rect(of: superview)
        // How far the superview's safe area reaches in from each of the
        // view's edges; an edge of the superview with no inset sets none.
        let reach = EdgeInsets(
            top: above.top > 0 ? outer.minY + above.top - rect.minY : 0,
            left: above.left > 0 ? outer.minX + above.left - rect.minX : 0,
            bottom: above.bottom > 0 ? rect.maxY - (outer.maxY - above.bottom) : 0,
            right: above.right > 0 ? rect.maxX - (outer.maxX - above.right) : 0)
        func inset(_ reach: CGFloat, _ extra: CGFloat, _ length: CGFloat) -> CGFloat {
            min(length, max(0, reach) + extra)
        }
        return EdgeInsets(
            top: inset(reach.top, added.top, rect.height), left: inset(reach.left, added.left, rect.width),
            bottom: inset(reach.bottom, added.bottom, rect.height),
            right: inset(reach.right, added.right, rect.width))
    }
}
