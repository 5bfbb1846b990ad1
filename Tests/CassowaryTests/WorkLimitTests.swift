@testable import Cassowary
import SolverWorkloads
import Testing

/// A call that goes through more row terms than its allowance stops with
/// `workLimitExceeded`, however few pivots it made, and leaves the solver
/// exactly as it was.
@Suite struct WorkLimitTests {
    @Test func aCallOverItsAllowanceFailsAndChangesNothing() throws {
        let system = RandomLinearSystem(variables: 50, constraints: 150, shape: .sparse, seed: 1)
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        solver.state.tableau.workAllowance = (base: 3_000, perTerm: 0)
        var limited = 0
        for constraint in system.constraints(over: variables) {
            let before = solver.dump()
            do {
                try solver.addConstraint(constraint)
            } catch .workLimitExceeded(let pivots) {
                limited += 1
                #expect(pivots < solver.state.tableau.pivotLimit)
                #expect(solver.dump() == before)
                #expect(!solver.hasConstraint(constraint))
            } catch {
                // A random system has required rows that conflict.
            }
        }
        #expect(limited > 0)
        // With the usual allowance the solver goes on from where it was.
        solver.state.tableau.workAllowance = Tableau.defaultWorkAllowance
        try solver.addConstraint(variables[0] == 7)
        solver.updateVariables()
        #expect(abs(solver.value(of: variables[0]) - 7) < 1e-9)
    }
}
