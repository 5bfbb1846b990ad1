/// What a ``Solver`` answers when a call cannot be carried out. After any
/// error the solver is exactly as it was before the call.
public enum SolverError: Error, Sendable {
    /// The required constraint cannot hold together with `conflicts`, a
    /// minimal set of required constraints already in the solver.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The constraint's numbers are not finite, or its strength cannot change that way.
    case invalidConstraint(Constraint, reason: String)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never move.
    case requiredEditVariable(Variable)
    /// A suggested value or a new constant is NaN or infinite.
    case nonFiniteValue(Double)
    /// Solving would take a coefficient or a value beyond `Double`'s range
    /// (about 1.8e308), as multiplying constraints chained one after another
    /// can: `y == 1e200 * x` with `x == 1e200`. The call that would do it
    /// fails and changes nothing.
    case overflow
    /// The call stopped after `pivots` simplex pivots, having done more
    /// work than one call may: 2,000 pivots plus 4 per symbol in the
    /// tableau, or 50 million row terms gone through plus 1,000 per symbol
    /// (a fraction of a second). No layout needs that much; a large random system
    /// with dense rows might, and the call fails rather than hang, changing
    /// nothing.
    case workLimitExceeded(pivots: Int)
}

extension SolverError: CustomStringConvertible {
    /// A sentence saying what went wrong and with which constraint or variable.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint \(constraint); it conflicts with:\n\(list)"
        case let .duplicateConstraint(constraint):
            return "the constraint \(constraint) is already in the solver"
        case let .unknownConstraint(constraint):
            return "the constraint \(constraint) is not in the solver"
        case let .invalidConstraint(constraint, reason):
            return "invalid constraint \(constraint): \(reason)"
        case let .duplicateEditVariable(variable):
            return "\(variable) is already an edit variable"
        case let .unknownEditVariable(variable):
            return "\(variable) is not an edit variable"
        case let .requiredEditVariable(variable):
            return "the edit variable \(variable) cannot be required"
        case let .nonFiniteValue(value):
            return "the value \(value) is not finite"
        case .overflow:
            return "solving would make a number beyond the range of Double; nothing was changed"
        case let .workLimitExceeded(pivots):
            return "solving stopped after \(pivots) pivots, more work than one call may do; nothing was changed"
        }
    }
}
