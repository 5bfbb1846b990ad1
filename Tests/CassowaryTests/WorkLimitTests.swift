import SolverWorkloads
import Testing

@testable import Cassowary

/// A call that goes through more row terms than its allowance stops with
/// `workLimitExceeded`, however few pivots it made, and leaves the solver
/// exactly as it was.
@Suite struct WorkLimitTests {
    @Test func aCallOverItsAllowanceFailsAndChangesNothing() throws {
        let system = RandomLinearSystem(variables: 50, constraints: 150, shape: .sparse, seed: 1)
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        solver.state.tableau.workAllowance = (base: 3_000, perPass: 0)
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

    /// The sum of the squares of the rows' lengths, from the rows themselves.
    static func passCost(of solver: Solver) -> Int {
        (0..<solver.state.tableau.symbolCount).reduce(0) { sum, symbol in
            let length = solver.state.tableau.rows[symbol]?.terms.count ?? 0
            return sum + length * length
        }
    }

    /// The allowance grows with the rows: with no base at all, a call
    /// allowed the default number of passes through the rows is never cut
    /// off on a system that needs no more, and one allowed a single pass
    /// is, as a runaway call would be, and is rolled back. The cost of a
    /// pass the tableau keeps stays that of its rows through both.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theAllowanceIsSoManyPassesThroughTheRows(seed: UInt64) {
        let system = RandomLinearSystem(variables: 50, constraints: 150, shape: .sparse, seed: seed)
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let generous = Solver(), meagre = Solver()
        generous.state.tableau.workAllowance = (base: 0, perPass: Tableau.defaultWorkAllowance.perPass)
        meagre.state.tableau.workAllowance = (base: 0, perPass: 1)
        var cutOff = 0
        for constraint in system.constraints(over: variables) {
            do {
                try generous.addConstraint(constraint)
            } catch {
                #expect(!Self.isWorkLimit(error))
            }
            #expect(generous.state.tableau.passCost == Self.passCost(of: generous))
            let before = meagre.dump()
            do {
                try meagre.addConstraint(constraint)
            } catch .workLimitExceeded {
                cutOff += 1
                #expect(meagre.dump() == before)
            } catch {
                // A random system has required rows that conflict.
            }
            #expect(meagre.state.tableau.passCost == Self.passCost(of: meagre))
        }
        #expect(cutOff > 0)
    }

    static func isWorkLimit(_ error: SolverError) -> Bool {
        if case .workLimitExceeded = error { return true }
        return false
    }
}
