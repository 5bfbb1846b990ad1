extension LayoutEngine {
    /// Brings a subtree that just joined `root`'s tree under one engine:
    /// the subtree's own engine, if it had one, hands over its constraints.
    static func merge(subtree view: LayoutView, into root: LayoutView) {
        let moving = view.engineStorage
        view.engineStorage = nil
        guard let target = root.engineStorage else {
            guard let moving else { return }
            moving.root = root
            root.engineStorage = moving
            moving.adopt(subtree: root)
            return
        }
        var carried: [LayoutConstraint] = []
        if let moving {
            moving.forEachView(in: view) { subview in
                for constraint in subview.generated.all { moving.deactivate(constraint) }
                subview.generated = GeneratedConstraints()
            }
            carried = moving.activeConstraints.filter { $0.origin == .user }
            for constraint in carried { moving.deactivate(constraint) }
        }
        target.adopt(subtree: view)
        for constraint in carried { try? target.activate(constraint) }
    }

    /// Takes a subtree out of this tree: deactivates every constraint that
    /// references its top view or crosses its boundary, drops its generated
    /// constraints, and returns the constraints wholly inside it, now
    /// inactive, for the subtree's own engine to take up.
    func detach(subtree view: LayoutView) -> [LayoutConstraint] {
        var inside = Set<ObjectIdentifier>()
        forEachView(in: view) { subview in
            inside.insert(ObjectIdentifier(subview))
            for guide in subview.layoutGuides { inside.insert(ObjectIdentifier(guide)) }
        }
        var kept: [LayoutConstraint] = []
        for constraint in activeConstraints {
            let items = constraint.items
            let touching = items.filter { inside.contains(ObjectIdentifier($0)) }
            guard !touching.isEmpty else { continue }
            deactivate(constraint)
            if constraint.origin == .user, touching.count == items.count, !items.contains(where: { $0 === view }) {
                kept.append(constraint)
            }
        }
        forEachView(in: view) { subview in
            subview.generated = GeneratedConstraints()
            unregister(subview)
            for guide in subview.layoutGuides { unregister(guide) }
        }
        return kept
    }
}
