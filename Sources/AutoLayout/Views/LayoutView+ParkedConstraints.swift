/// Constraints parked on the root of a subtree that outlived its tree.
///
/// When a tree's root goes away, each subtree that something else still
/// holds becomes a tree of its own and keeps the constraints among its own
/// views, active, as UIKit keeps those a removed view holds. A new engine
/// for each of those trees cost more than the rest of the teardown, and
/// most such subtrees (the views a screen's controller or model still
/// holds as it goes) are never laid out again. So the constraints wait on
/// the subtree's root, and the first thing that needs the tree's engine
/// (a layout, a change to the tree or to one of them) makes it and hands
/// them over, as the engine made at once used to hold them.
extension LayoutView {
    /// Keeps constraints handed on by a tree that went away, in the order
    /// they were activated, until this tree needs an engine. The caller
    /// marks each parked as it places it, while the constraint is in cache.
    func park(_ constraints: [LayoutConstraint]) {
        assert(superview == nil && storedEngine == nil, "constraints parked on a view in a tree with an engine")
        assert(constraints.allSatisfy(\.isParked), "constraints parked without being marked")
        // Most views park once: they take the list itself, not a copy.
        if parkedConstraints.isEmpty { parkedConstraints = constraints } else { parkedConstraints += constraints }
    }

    /// Takes the parked constraints back, inactive, for a tree this view
    /// joins or that goes away.
    func takeParkedConstraints() -> [LayoutConstraint] {
        guard !parkedConstraints.isEmpty else { return [] }
        let constraints = parkedConstraints
        parkedConstraints = []
        for constraint in constraints { constraint.isParked = false }
        return constraints
    }

    /// Gives the parked constraints to the tree's new engine, which adds
    /// them to its solver at its first sync (see `SyncQueue.holdHandedOver(_:)`).
    func handParkedConstraints(to engine: LayoutEngine) {
        let constraints = takeParkedConstraints()
        guard !constraints.isEmpty else { return }
        for constraint in constraints { constraint.engine = engine }
        engine.syncQueue.holdHandedOver(constraints)
    }
}
