import Foundation

extension LayoutEngine {
    /// Solves and writes frames. Safe-area insets and text that wraps to
    /// its width depend on frames, so the pass repeats (a few times at
    /// most) until they settle.
    func layout() {
        guard let root else { return }
        for _ in 0..<4 {
            sync()
            for variable in solver.updateVariables() {
                guard let item = itemOfVariable[ObjectIdentifier(variable)]?.item else { continue }
                movedItems[ObjectIdentifier(item)] = WeakItem(item: item)
            }
            applyFrames(scale: root.contentScaleFactor)
            if !settleFrameDependentState(from: root) { break }
        }
    }

    /// Writes the frames of the items that moved (and of the subviews and
    /// guides of moved views, whose frames are relative to them).
    private func applyFrames(scale: CGFloat) {
        var views: [ObjectIdentifier: LayoutView] = [:]
        var guides: [ObjectIdentifier: LayoutGuide] = [:]
        for entry in movedItems.values {
            if let view = entry.item as? LayoutView {
                views[ObjectIdentifier(view)] = view
                for subview in view.subviews { views[ObjectIdentifier(subview)] = subview }
                for guide in view.layoutGuides { guides[ObjectIdentifier(guide)] = guide }
            } else if let guide = entry.item as? LayoutGuide {
                guides[ObjectIdentifier(guide)] = guide
            }
        }
        movedItems.removeAll(keepingCapacity: true)
        for view in views.values where view.rootView === root {
            let origin = view.superview?.solvedRect.pixelEdges(scale: scale).origin ?? .zero
            view.storedFrame = view.solvedRect.pixelEdges(scale: scale).points(relativeTo: origin, scale: scale)
        }
        for guide in guides.values {
            guard let owner = guide.owningView else { continue }
            let origin = owner.solvedRect.pixelEdges(scale: scale).origin
            guide.layoutFrame = guide.solvedRect.pixelEdges(scale: scale).points(relativeTo: origin, scale: scale)
        }
    }

    /// Updates what depends on frames (safe-area insets, the width text
    /// wraps to); returns whether anything changed and needs another pass.
    private func settleFrameDependentState(from root: LayoutView) -> Bool {
        var changed = false
        let safeRect = root.solvedRect.inset(by: root.storedSafeAreaInsets)
        forEachView(in: root) { view in
            if view !== root {
                let rect = view.solvedRect
                let insets = EdgeInsets(
                    top: max(0, min(rect.height, safeRect.minY - rect.minY)),
                    left: max(0, min(rect.width, safeRect.minX - rect.minX)),
                    bottom: max(0, min(rect.height, rect.maxY - safeRect.maxY)),
                    right: max(0, min(rect.width, rect.maxX - safeRect.maxX)))
                if insets != view.storedSafeAreaInsets {
                    view.storedSafeAreaInsets = insets
                    if view.safeAreaGuideStorage != nil { needsSync(view); changed = true }
                }
            }
            if view.frameDidSettle() {
                needsSync(view)
                changed = true
            }
        }
        return changed
    }
}

extension CGRect {
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}
