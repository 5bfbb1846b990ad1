/// An incremental Cassowary constraint solver.
///
/// Add required and optional constraints, mark variables as edit variables
/// and suggest values for them, then call ``updateVariables()`` to write
/// the solution into the variables. Every call is incremental: it costs in
/// proportion to the part of the system it touches, not to the system's size.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraints([left >= 0, width >= 100, (width == 300) | .weak])
/// try solver.addEditVariable(left, strength: .strong)
/// try solver.suggestValue(20, for: left)
/// solver.updateVariables()   // left = 20, width = 300
/// ```
///
/// A solver and its variables belong to one thread or actor at a time.
/// After any error the solver is exactly as it was before the call. Every
/// call returns: the simplex loops cannot cycle, and a call that would need
/// more work than ``SolverError/workLimitExceeded(pivots:)`` allows, or
/// would compute a number beyond `Double`'s range (``SolverError/overflow``),
/// throws instead.
public final class Solver {
    /// Everything the solver holds, in one value so that a call touches
    /// the class's storage once rather than at every step.
    ///
    /// Unchecked because the runtime check costs as much as a whole
    /// suggestion, and no call can overlap another: the solver belongs to
    /// one thread at a time, and the only call that runs caller code,
    /// `updateVariables(_:)`, runs it after its access ends.
    @exclusivity(unchecked) var state = State()
    /// The changes asked of the solver so far; unchecked as `state` is.
    @exclusivity(unchecked) package internal(set) var operationCounts = SolverOperationCounts()

    /// Creates an empty solver.
    public init() {}

    // The constraints and variables outlive the solver: they must forget
    // where it kept them, for the next solver to find them fast.
    deinit {
        state.releaseSlots()
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        state.releaseSlots()
        // Serials go on from where they were, so a handle of a constraint
        // the reset removed names none made after it.
        let serial = state.nextSerial
        state = State()
        state.nextSerial = serial
    }

    /// The constraints added with ``addConstraint(_:)`` and still in the
    /// solver, in the order they were added.
    public var constraints: [Constraint] {
        state.constraints
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        state.records[constraint] != nil
    }

    /// The constant of the constraint's expression as the solver holds it now,
    /// after any ``setConstant(_:of:)``; `nil` when the constraint is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        state.constant(of: constraint)
    }

    /// The strength of the constraint as the solver holds it now, after any
    /// ``setStrength(_:of:)``; `nil` when the constraint is not in the solver.
    public func strength(of constraint: Constraint) -> Strength? {
        state.records[constraint].map { state.strength(of: $0) }
    }

    /// What breaks the tableau's invariants, or `nil` (for the tests).
    func invariantViolation() -> String? { state.tableau.checkInvariants() }
}
