/// A priority for each axis, held inline in the view: an array of two
/// would be an allocation for every view, twice.
struct AxisPriorities {
    private var horizontal: LayoutPriority
    private var vertical: LayoutPriority

    /// The same priority on both axes.
    init(_ priority: LayoutPriority) {
        horizontal = priority
        vertical = priority
    }

    subscript(axis: LayoutAxis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
