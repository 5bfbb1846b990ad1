import Cassowary

/// A chain of `size` links `x[i] == x[i-1] + 10` from `x[0] == 0`, and a
/// required constraint at its far end that cannot hold with it:
/// `x[size] <= 5`. Its exact conflict set is the whole chain, so finding
/// it costs in proportion to the chain, whatever else the solver holds.
///
/// ```swift
/// let chain = try ChainConflictWorkload(size: 1000)
/// let conflicts = chain.conflict()   // chain.links, in order
/// ```
public final class ChainConflictWorkload {
    /// The solver holding the chain.
    public let solver = Solver()
    /// The chain's constraints, `x[0] == 0` first.
    public private(set) var links: [Constraint] = []
    /// The chain's variables, `x[0]` first.
    public private(set) var variables: [Variable] = []

    /// Builds the chain of `size` links (`size + 1` variables).
    public init(size: Int) throws(SolverError) {
        let start = Variable("x0")
        variables.append(start)
        links.append(start == 0)
        for index in 1...max(1, size) {
            let next = Variable("x\(index)")
            links.append(next == variables[index - 1] + 10)
            variables.append(next)
        }
        try solver.addConstraints(links)
    }

    /// Tries to add `x[size] <= 5` and returns the conflict set the solver
    /// reports (the solver is left as it was), or `nil` if it was accepted.
    public func conflict() -> [Constraint]? {
        guard let last = variables.last else { return nil }
        do {
            try solver.addConstraint(last <= 5)
        } catch {
            if case let .unsatisfiableConstraint(_, conflicts) = error { return conflicts }
        }
        return nil
    }
}
