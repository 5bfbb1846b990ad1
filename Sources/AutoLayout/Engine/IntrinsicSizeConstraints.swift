/// The constraints that hold a view's size on one axis to its intrinsic size.
enum IntrinsicSizeConstraints {
    /// No intrinsic size on the axis.
    case none
    /// Both priorities optional: one constraint, `size == intrinsic`,
    /// giving way above at the hugging priority and below at the
    /// compression resistance. A view of text has two per axis otherwise,
    /// and they are a quarter of a typical tree's constraints.
    case merged(LayoutConstraint)
    /// A required priority: `size <= intrinsic` at the hugging priority and
    /// `size >= intrinsic` at the compression resistance.
    case split(hugging: LayoutConstraint, compression: LayoutConstraint)

    var all: [LayoutConstraint] {
        switch self {
        case .none: []
        case .merged(let constraint): [constraint]
        case let .split(hugging, compression): [hugging, compression]
        }
    }
}
