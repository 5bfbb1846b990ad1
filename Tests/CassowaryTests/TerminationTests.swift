import Cassowary
import SolverWorkloads
import Testing

@Suite struct TerminationTests {
    /// The smallest system found on which the dual simplex cycled forever.
    @Test func theSixVariableCycleEnds() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addConstraint((x[4] <= 0) | .weak)
        try solver.addConstraint(-0.5 * x[0] + x[3] + 0.5 * x[2] <= 0)
        try solver.addConstraint((-2 * x[4] + x[2] + 12 <= 0) | .weak)
        try solver.addConstraint((x[5] - x[0] <= 0) | .weak)
        try solver.addConstraint((-x[1] >= 0) | .weak)
        try solver.addConstraint(-x[0] + x[4] - 20 <= 0)
        try solver.addConstraint(-x[3] + 17 >= 0)
        try solver.addConstraint((-x[1] - x[5] + 9 == 0) | .weak)
        try solver.addConstraint((-2 * x[5] + x[2] <= 0) | .weak)
        try solver.addConstraint(-x[3] - x[4] + x[2] == 0)
        // Every optional error can be zero, e.g. at x = (9, 0, -12, -12, 0, 9).
        #expect(objective(of: solver).values.allSatisfy { abs($0) < 1e-9 })
        for constraint in solver.constraints where constraint.strength.isRequired {
            #expect(violation(constraint, in: solver) < 1e-9)
        }
    }
}
