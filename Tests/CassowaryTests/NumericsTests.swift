import Testing

@testable import Cassowary

@Suite struct NumericsTests {
    /// A coefficient of 1e-9 is data, not round-off: the row `x = 1e-9 * y`
    /// keeps it, so `x` can be pinned again after its first pin went.
    @Test func aLargeFactorSurvivesRemovingAPin() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x == 1
        try solver.addConstraint(pin)
        try solver.addConstraint(y == 1e9 * x)
        try solver.removeConstraint(pin)
        try solver.addConstraint(x == 2)
        #expect(isClose(solver.value(of: x), 2))
        #expect(isClose(solver.value(of: y), 2e9))
    }

    @Test func aTenStepChainOfTenfoldFactorsCanBeRepinned() throws {
        let c = (0..<11).map { Variable("c\($0)") }
        let solver = Solver()
        let pin = c[0] == 1
        try solver.addConstraint(pin)
        for index in 1..<c.count { try solver.addConstraint(c[index] == 10 * c[index - 1]) }
        try solver.removeConstraint(pin)
        try solver.addConstraint(c[0] == 2)
        #expect(isClose(solver.value(of: c[10]), 2e10))
    }

    @Test func coefficientsThatOverflowWhenMergedAreAProblem() {
        let x = Variable("x")
        let sum = 1e308 * x + 1e308 * x
        #expect(sum.problem != nil)
        #expect(throws: SolverError.self) { try Solver().addConstraint(sum == 0) }
    }

    @Test func aValueBeyondDoublesRangeIsAnErrorAndChangesNothing() throws {
        let y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(y == 1e10)
        let before = snapshot(solver, [y, z])
        #expect {
            try solver.addConstraint(z == 1e300 * y)
        } throws: { error in
            guard case .overflow = error as? SolverError else { return false }
            return true
        }
        #expect(snapshot(solver, [y, z]) == before)
    }

    /// A chain that multiplies past Double's range fails at the link that
    /// would overflow; removing the links leaves no NaN behind.
    @Test func aMultiplyingChainStopsAtTheOverflowAndLeavesNoNaN() throws {
        let c = (0..<20).map { Variable("c\($0)") }
        let solver = Solver()
        try solver.addConstraint(c[0] == 1)
        var links: [Constraint] = []
        var failedAt: Int?
        for index in 1..<c.count {
            let link = c[index] == 1e30 * c[index - 1]
            do {
                try solver.addConstraint(link)
                links.append(link)
            } catch {
                failedAt = index
                break
            }
        }
        #expect(failedAt == 11)
        for link in links { try solver.removeConstraint(link) }
        solver.updateVariables()
        #expect(c.allSatisfy { solver.value(of: $0).isFinite })
        #expect(solver.value(of: c[0]) == 1)
    }

    @Test func strengthsWhoseWeightsOverflowAreNil() {
        #expect(Strength.create(strong: 1e300, medium: 1, weak: 0, weight: 1e10) == nil)
        #expect(Strength.create(strong: 1e300, medium: 0, weak: 0, weight: 1e10) == nil)
        #expect(Strength.create(strong: 1e-300, medium: 1, weak: 0, weight: 1e-300) == nil)
        #expect(Strength.create(strong: 2, medium: 1, weak: 0, weight: 3)?.levels.map(\.weight) == [6, 3])
    }

    /// Coefficients from 1e-9 to 1e9 in one system solve as a fresh solver does.
    @Test func widelyScaledCoefficientsSolveAsInAFreshSolver() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        let constraints: [Constraint] = [
            v[0] == 3,
            v[1] == 1e9 * v[0] + 5,
            v[2] == 1e-9 * v[1],
            (v[3] >= 1e-9 * v[1] + 2) | .strong,
            (v[4] == 1e9 * v[3]) | .medium,
            v[5] + 1e-9 * v[4] <= 100,
        ]
        let incremental = Solver()
        for constraint in constraints { try incremental.addConstraint(constraint) }
        try incremental.removeConstraint(constraints[0])
        try incremental.addConstraint(v[0] == 4)
        let fresh = Solver()
        for constraint in constraints.dropFirst() + [v[0] == 4] { try fresh.addConstraint(constraint) }
        for variable in v {
            let a = incremental.value(of: variable), b = fresh.value(of: variable)
            #expect(isClose(a, b), "\(variable): \(a) != \(b)")
        }
    }
}

/// Equal within round-off: a few units in the last place of the larger.
func isClose(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-12 * max(1, abs(a), abs(b))
}
