/// What the layout engine answers when asked to do something it cannot.
/// The engine is left exactly as it was.
public enum LayoutError: Error, Sendable, Equatable {
    /// The two items of a constraint are in different view trees (or one is in none).
    case noCommonAncestor(first: String, second: String, constraint: String)
    /// The constraint relates attributes that cannot be related (why, and the constraint).
    case invalidConstraint(reason: String, constraint: String)
    /// A constant or multiplier is NaN or infinite.
    case nonFiniteValue(name: String, value: Double, constraint: String)
    /// A priority outside (0, 1000].
    case priorityOutOfRange(Float, constraint: String)
    /// An active constraint cannot switch between required and optional.
    case requiredOptionalSwitch(constraint: String)
    /// The layout guide already belongs to a view.
    case guideAlreadyOwned(guide: String, owner: String)
    /// The view cannot be added where asked (itself, or one of its ancestors).
    case invalidHierarchy(reason: String)
    /// A number outside the range it must be in (see ``LayoutLimits``), NaN
    /// included: what it was given as (`frame.size.width`, `constant`),
    /// the value, the range, and the view or constraint it was given to.
    case valueOutOfRange(name: String, value: Double, validRange: ClosedRange<Double>, item: String)
    /// The solver could not take the constraint in and left it out: solving
    /// would take a number beyond `Double`'s range, or more work than one
    /// change may do (why, and the constraint). UIKit has no such case; a
    /// conflict between required constraints is not one (it is reported
    /// and broken, see ``LayoutView/layoutIssueHandler``).
    case solverFailure(reason: String, constraint: String)
    /// A constraint front end was asked for something it cannot build
    /// (why), at the user's call.
    case invalidLayout(reason: String, location: SourceLocation)
    /// An error of a constraint made by a front end, with the user's call
    /// that made it.
    indirect case located(LayoutError, location: SourceLocation)
}

extension LayoutError: CustomStringConvertible {
    /// A sentence saying what went wrong and with what.
    public var description: String {
        switch self {
        case let .noCommonAncestor(first, second, constraint):
            "\(first) and \(second) have no common ancestor: cannot activate \(constraint)"
        case let .invalidConstraint(reason, constraint):
            "invalid constraint \(constraint): \(reason)"
        case let .nonFiniteValue(name, value, constraint):
            "the \(name) \(numberText(value)) of \(constraint) is not finite"
        case let .priorityOutOfRange(priority, constraint):
            "the priority \(numberText(priority)) of \(constraint) is outside (0, 1000]"
        case let .requiredOptionalSwitch(constraint):
            "an active constraint cannot switch between required and optional: \(constraint)"
        case let .guideAlreadyOwned(guide, owner):
            "the layout guide \(guide) already belongs to \(owner)"
        case let .invalidHierarchy(reason):
            "invalid view hierarchy: \(reason)"
        case let .valueOutOfRange(name, value, range, item):
            "the \(name) \(numberText(value)) of \(item) is outside "
                + "\(numberText(range.lowerBound))...\(numberText(range.upperBound))"
        case let .solverFailure(reason, constraint):
            "the solver could not take \(constraint) in: \(reason)"
        case let .invalidLayout(reason, location):
            "\(location): \(reason)"
        case let .located(error, location):
            "\(location): \(error)"
        }
    }
}
