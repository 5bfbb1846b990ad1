import Cassowary
import Foundation

extension LayoutEngine {
    /// Solves and writes frames. Safe-area insets and text that wraps to
    /// its width depend on frames, so the pass repeats (a few times at
    /// most) until they settle. What earlier changes left to the solver
    /// (see `settleLeftoverRows()`) is tried again before the first solve,
    /// after the generated constraints, as an activation comes after them,
    /// so the frames include it.
    func layout() {
        guard let root else { return }
        beginChange()
        defer { endChange() }
        for round in 0..<4 {
            sync()
            if round == 0, !strandedRows.isEmpty || !unplacedConstraints.isEmpty { settleLeftoverRows() }
            solver.updateValuesReportingOwned { slot, symbol, value in
                // The item is found before it is called: a call while the
                // registry was being read copied the registry's tables.
                guard let item = items.unretainedItem(atSlot: Int(slot)),
                    item._withUnsafeGuaranteedRef({ $0.noteSolvedValue(value, of: symbol) })
                else { return }
                items.markMoved(slot: Int(slot))
            }
            let moved = applyFrames(scale: root.contentScaleFactor)
            if !settleFrameDependentState(of: moved, root: root) { break }
        }
    }

    /// Writes the frames of the items that moved (and of the subviews and
    /// guides of moved views, whose frames are relative to them); returns
    /// the views whose rectangles moved. Each item is written as it is
    /// claimed, with no lists of them in between: a change near the top of
    /// a long screen moves every item below it.
    private func applyFrames(scale: CGFloat) -> [LayoutView] {
        guard let root else { return [] }
        var writer = FrameWriter(engine: self, root: root, scale: scale)
        var moved: [LayoutView] = []
        let movedCount = items.beginPass()
        defer { items.endPass(after: movedCount) }
        for index in 0..<movedCount {
            guard let item = items.movedItem(at: index) else { continue }
            if let view = item as? LayoutView {
                moved.append(view)
                if items.claimForWriting(view) { writer.write(view) }
                // The view holds its subviews and guides while their frames
                // are written, which runs no other code: read unretained.
                for index in view.subviews.indices {
                    Unmanaged.passUnretained(view.subviews[index])._withUnsafeGuaranteedRef { subview in
                        if items.claimForWriting(subview) { writer.write(subview) }
                    }
                }
                for index in view.layoutGuides.indices {
                    Unmanaged.passUnretained(view.layoutGuides[index])._withUnsafeGuaranteedRef { guide in
                        if items.claimForWriting(guide) { writer.write(guide) }
                    }
                }
            } else if let guide = item as? LayoutGuide, items.claimForWriting(guide) {
                writer.write(guide)
            }
        }
        return moved
    }

    /// Updates what depends on frames (safe-area insets, the width text
    /// wraps to, margins and readable width) for the views that moved, or
    /// for all after the root's safe area changed, then the traits (from the
    /// root's size); returns whether anything changed and needs another pass.
    private func settleFrameDependentState(of moved: [LayoutView], root: LayoutView) -> Bool {
        var changed = false
        // Visiting the whole tree, superviews come first; visiting the
        // views that moved, a view whose insets changed settles its
        // subviews after it, as their safe areas are shares of its own.
        let wholeTree = safeAreaChanged || moved.contains(where: { $0 === root })
        func settle(_ view: LayoutView) {
            if let superview = view.superview {
                let insets = settledSafeAreaInsets(of: view, in: superview)
                if insets != view.storedSafeAreaInsets {
                    view.storedSafeAreaInsets = insets
                    viewsWithChangedSafeArea.append(view)
                    if view.safeAreaGuideStorage != nil || view.hasMarginGuidesFollowingSafeArea {
                        needsSync(view)
                        changed = true
                    }
                    if !wholeTree { for subview in view.subviews { forEachView(in: subview, settle) } }
                }
            }
            if view.frameDidSettle(width: rect(of: view).width) {
                needsSync(view)
                changed = true
            }
            if settleMargins(of: view) { changed = true }
        }
        if wholeTree {
            safeAreaChanged = false
            forEachView(in: root, settle)
        } else {
            for view in moved where view.rootView === root { settle(view) }
        }
        settleTraits(root: root)
        return changed
    }
}

extension LayoutEngine {
    /// Tells each view whose safe-area insets the last solve changed, in
    /// the order the solve met them (superviews first), as UIKit calls
    /// `safeAreaInsetsDidChange()` within the layout pass, and marks it for
    /// `layoutSubviews()`. Runs after the engine's change is complete, as
    /// the views' code may change constraints.
    func announceSafeAreaChanges() {
        guard !viewsWithChangedSafeArea.isEmpty else { return }
        let views = viewsWithChangedSafeArea
        viewsWithChangedSafeArea = []
        for view in views {
            view.mark(.needsLayout)
            view.safeAreaInsetsDidChange()
            // The margins are measured from the safe area: they moved with it.
            if view.insetsLayoutMarginsFromSafeArea { view.layoutMarginsDidChange() }
        }
    }
}

extension LayoutEngine {
    /// The scale changed: every frame rounds anew at the next pass, though
    /// no symbol moves.
    func framesAreDueEverywhere() {
        guard let root else { return }
        forEachView(in: root) { items.markMoved($0) }
    }

    /// The origin of a view's bounds moved: its subviews' and guides'
    /// frames, measured from it, are written at the next pass though none
    /// of their symbols moves.
    func framesAreDue(inBoundsOf view: LayoutView) {
        items.markMoved(view)
    }

    /// Where the origin of a view's bounds lies, in root pixels: frames
    /// of its subviews and guides are measured from it. It is the view's
    /// own corner unless the view scrolls its content (see `boundsOrigin`).
    func pixelOrigin(ofBoundsOf view: LayoutView, scale: CGFloat) -> CGPoint {
        let corner = rect(of: view).pixelEdges(scale: scale).origin
        let shift = view.boundsOrigin
        guard shift != .zero else { return corner }
        return CGPoint(x: corner.x - (shift.x * scale).rounded(), y: corner.y - (shift.y * scale).rounded())
    }

    /// An item's rectangle in root coordinates as this engine solved it;
    /// zero for an item not registered with it.
    func rect(of item: LayoutItem) -> CGRect {
        guard items.slot(of: item) != nil else { return .zero }
        guard let symbols = item.solverSymbols else {
            return item.isInsetGuide ? rect(ofInsetGuide: unsafeDowncast(item, to: LayoutGuide.self)) : .zero
        }
        let (x, y, width, height) = solver.values(of: symbols.minX, symbols.minY, symbols.width, symbols.height)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

extension CGRect {
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}
