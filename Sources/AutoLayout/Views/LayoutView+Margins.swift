import Foundation

extension LayoutView {
    /// Whether the margins are measured from the safe area rather than from
    /// the view's edges, as UIKit's `insetsLayoutMarginsFromSafeArea`
    /// (true by default).
    ///
    /// Apple's documentation: when true, "any margins that are outside the
    /// safe area are automatically modified to fall within the safe area
    /// boundary". What UIKit does is add, on each edge, the view's
    /// safe-area inset to its margin, so the margins are measured from the
    /// safe area: a view set to a top margin of 28 under a 20-point status
    /// bar reads 48 back, and 28 once out from under it (as measured on
    /// UIKit). A view filling an iPhone whose safe area starts 47 points
    /// down has its default top margin at 47 + 8 = 55. An edge the safe
    /// area does not cover keeps its margin. False leaves the margins where
    /// they were set, under bars and notches.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { settings?.insetsMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            editableSettings.insetsMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    /// Whether the view's margins reach at least as far in as its
    /// superview's, as UIKit's `preservesSuperviewLayoutMargins` (false by
    /// default).
    ///
    /// Apple's rule: where a superview's margin lies inside the view's own
    /// margin area, UIKit raises the view's margin by "the smallest amount
    /// needed to ensure that content is also inside the superview's
    /// margins". So on each edge the margin is the larger of the view's own
    /// (safe area included) and the superview's effective margin less the
    /// distance between the two edges, from the frames of the last layout
    /// pass. A superview that preserves its own superview's margins passes
    /// them on, so they cascade down a chain of such views.
    public var preservesSuperviewLayoutMargins: Bool {
        get { settings?.preservesSuperviewMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            let settings = editableSettings
            settings.preservesSuperviewMargins = newValue
            // Settled margins are tracked only while preserving: none are stale when it resumes.
            settings.settledMargins = nil
            if newValue { engineStorageOfTree?.someViewPreservesMargins() }
            marginsDidChange()
        }
    }

    /// The smallest margins the view's owner allows, leading and trailing,
    /// before the safe area is added: a view controller gives its root view
    /// UIKit's `systemMinimumLayoutMargins` here while it respects them
    /// (`viewRespectsSystemMinimumLayoutMargins`). On each edge the margin
    /// is the larger of the one set and this one; `nil` imposes none. A
    /// value outside ``LayoutLimits/coordinates`` is reported and ignored.
    ///
    /// Package access: only the code that owns a view (a view controller
    /// built on this module) imposes it, and this package's tests check it.
    package var minimumLayoutMargins: DirectionalEdgeInsets? {
        get { settings?.minimumMargins }
        set {
            guard newValue != minimumLayoutMargins else { return }
            if let newValue, !accepts(newValue, "minimumLayoutMargins") { return }
            editableSettings.minimumMargins = newValue
            marginsDidChange()
        }
    }

    /// The margins the layout margins guide is inset by, absolute: the ones
    /// set, raised to the owner's minimum, plus the safe-area insets (see
    /// ``insetsLayoutMarginsFromSafeArea``), raised to the superview's where
    /// the view preserves them. From the frames and safe area of the last
    /// layout pass.
    var effectiveLayoutMargins: EdgeInsets {
        let settings = self.settings
        var directional = storedMargins
        if let minimum = settings?.minimumMargins { directional = directional.atLeast(minimum) }
        var margins = directional.absolute(in: effectiveUserInterfaceLayoutDirection)
        if settings?.insetsMarginsFromSafeArea ?? true { margins = margins.adding(safeAreaInsets) }
        if settings?.preservesSuperviewMargins == true, let superview {
            let outer = superview.effectiveLayoutMargins, bounds = superview.storedFrame.size
            margins = margins.atLeast(
                EdgeInsets(
                    top: outer.top - storedFrame.minY, left: outer.left - storedFrame.minX,
                    bottom: outer.bottom - (bounds.height - storedFrame.maxY),
                    right: outer.right - (bounds.width - storedFrame.maxX)))
        }
        return margins
    }

    /// Brings what depends on this view's margins up to date after one of
    /// its settings changed: its own guides, the descendants that preserve
    /// its margins, its next `layoutSubviews()`, and tells it.
    func marginsDidChange() {
        if let engine = engineStorageOfTree {
            engine.needsSync(self)
            if engine.mayPreserveMargins { engine.settleMargins(of: self) }
        }
        setNeedsLayout()
        layoutMarginsDidChange()
    }
}

extension EdgeInsets {
    /// The larger inset on each edge.
    func atLeast(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, other.top), left: max(left, other.left),
            bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// The insets summed edge by edge.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top + other.top, left: left + other.left,
            bottom: bottom + other.bottom, right: right + other.right)
    }
}

extension DirectionalEdgeInsets {
    /// The larger inset on each edge.
    func atLeast(_ other: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: max(top, other.top), leading: max(leading, other.leading),
            bottom: max(bottom, other.bottom), trailing: max(trailing, other.trailing))
    }
}
