/// The search for the root shared by the items of a constraint, side by
/// side.
///
/// A value that the search mutates in place rather than a local function
/// capturing variables: every access to a captured variable pays a runtime
/// exclusivity check, and activation runs this for every constraint.
struct CommonRootSearch {
    /// The root of the first item visited, unretained, as the walk up to
    /// it is: the constraint's items hold it.
    private var rootReference: Unmanaged<LayoutView>?
    /// The first item in another tree, or the first without one.
    private(set) var stranger: LayoutItem?
    /// Whether some item is in no view tree.
    private(set) var missing = false

    /// Visits each item the side reads; an item that is gone is skipped.
    mutating func visit(_ side: ConstraintSide) {
        if let (from, to) = side.distance {
            visit(from.side)
            visit(to.side)
            return
        }
        guard side.hasItem else { return }
        guard let itemRoot = side.unretainedItemRoot else {
            missing = true
            if stranger == nil { stranger = side.item }
            return
        }
        if let rootReference {
            if itemRoot.toOpaque() != rootReference.toOpaque(), stranger == nil { stranger = side.item }
        } else {
            rootReference = itemRoot
        }
    }

    /// The root of the first item visited, unretained: valid while the
    /// constraint's items are in hand and no code runs that could let it go.
    var root: Unmanaged<LayoutView>? { rootReference }
}
