extension LayoutEngine {
    /// Queues a subtree whose traits may differ from those delivered to it.
    func traitsMayChange(below view: LayoutView) {
        traitChanges.append(view.reference)
    }

    /// Records the traits of each view whose traits changed since it last
    /// heard of them, and lists it with its previous traits, parents first,
    /// for `announceTraitChanges()`. Called after each solve: the root's
    /// traits follow its size.
    func settleTraits(root: LayoutView) {
        for top in subtreesToDeliver(root: root) {
            collectTraitChanges(below: top.view, prunes: top.prunes)
        }
    }

    /// Calls `traitCollectionDidChange` on the views whose traits the pass
    /// changed, parents before children, as UIKit does before laying them
    /// out. Runs after the engine's change is complete, as the views' code
    /// may change constraints or the tree; a view that left the tree
    /// meanwhile is not called.
    func announceTraitChanges() {
        guard !traitChangesToAnnounce.isEmpty, let root else { return }
        let changes = traitChangesToAnnounce
        traitChangesToAnnounce = []
        for change in changes where change.view.rootView === root {
            // UIKit tells a view controller before its view.
            change.view.viewController?.viewTraitsDidChange(change.previous)
            change.view.traitCollectionDidChange(change.previous)
        }
    }

    /// The subtrees to walk, empties the queue. A queued subtree (joined or
    /// overridden) is walked whole, unless a queued ancestor's walk covers
    /// it. A change at the root alone reaches the whole tree, but below a
    /// view whose traits did not change nothing did (what else could have
    /// is queued), so that walk prunes. The root's walk, if any, comes
    /// first; the others are of disjoint subtrees, so parents still come
    /// before children.
    private func subtreesToDeliver(root: LayoutView) -> [(view: LayoutView, prunes: Bool)] {
        let queued = traitChanges
        traitChanges = []
        // A new tree queues its root before its views: one walk does.
        if queued.contains(where: { $0 === root.reference }) { return [(root, false)] }
        var tops: [(view: LayoutView, prunes: Bool)] = []
        if root.traitCollection != root.deliveredTraits { tops.append((root, true)) }
        guard !queued.isEmpty else { return tops }
        var views: [LayoutView] = []
        var isQueued = Set<ObjectIdentifier>()
        for reference in queued {
            guard let view = reference.item as? LayoutView, view.rootView === root,
                isQueued.insert(ObjectIdentifier(view)).inserted
            else { continue }
            views.append(view)
        }
        for view in views {
            var ancestor = view.superview
            while let current = ancestor, !isQueued.contains(ObjectIdentifier(current)) { ancestor = current.superview }
            if ancestor == nil { tops.append((view, false)) }
        }
        return tops
    }

    /// Records the current traits of `top`'s subtree, each view's from its
    /// superview's and its own overrides, and lists the views whose traits
    /// changed with their previous traits, parents first.
    private func collectTraitChanges(below top: LayoutView, prunes: Bool) {
        var stack = [(view: top, traits: top.traitCollection)]
        while let (view, traits) = stack.popLast() {
            let previous = view.deliveredTraits
            if traits == previous {
                if prunes { continue }
            } else {
                traitChangesToAnnounce.append((view, previous))
                view.deliveredTraits = traits
            }
            for subview in view.subviews.reversed() {
                let overrides = subview.settings?.traitOverrides
                stack.append((subview, overrides.map { $0.applied(to: traits) } ?? traits))
            }
        }
    }
}
