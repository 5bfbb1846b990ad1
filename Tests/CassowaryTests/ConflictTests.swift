import Cassowary
import Testing

@Suite struct ConflictTests {
    @Test func conflictNamesExactlyTheMutuallyExclusiveSet() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let ab = b == a + 10, bc = c == b + 10, floor = a >= 0, unrelated = d == 3
        let ceiling = c <= 100
        try solver.addConstraints([ab, bc, floor, unrelated, ceiling, (a == 500) | .weak])
        let tooFar = a >= 90
        #expect {
            try solver.addConstraint(tooFar)
        } throws: { error in
            guard case let .unsatisfiableConstraint(rejected, conflicts) = error as? SolverError else { return false }
            return rejected === tooFar
                && conflicts.map(ObjectIdentifier.init) == [ab, bc, ceiling].map(ObjectIdentifier.init)
        }
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraints([(x == 5) | .strong, (x == 9) | .strong, x >= 0])
        try solver.addConstraint((x <= -3) | .weak)
        #expect(solver.value(of: x) >= 5 && solver.value(of: x) <= 9)
    }

    @Test func contradictoryConstantIsItsOwnConflict() throws {
        let solver = Solver()
        let never = Constraint(Expression(4), .equal)
        #expect {
            try solver.addConstraint(never)
        } throws: { error in
            guard case let .unsatisfiableConstraint(_, conflicts) = error as? SolverError else { return false }
            return conflicts.isEmpty
        }
        try solver.addConstraint(Constraint(Expression(4), .greaterThanOrEqual))
    }
}
