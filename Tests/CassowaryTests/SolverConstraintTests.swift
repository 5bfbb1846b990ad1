import Cassowary
import Testing

@Suite struct SolverConstraintTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func solvesAndWritesOnlyChangedVariables() throws {
        let solver = Solver()
        try solver.addConstraints([x == 10, y == x + 5, (z == 7) | .weak])
        #expect(Set(changedNames(solver)) == ["x", "y", "z"])
        #expect([x.value, y.value, z.value] == [10, 15, 7])
        #expect(changedNames(solver).isEmpty)
        let pin = (z == 9) | .strong
        try solver.addConstraint(pin)
        #expect(changedNames(solver) == ["z"])
        #expect(z.value == 9)
    }

    @Test func theReportOfAnUpdateMayCallTheSolver() throws {
        let solver = Solver()
        try solver.addConstraint(x == 10)
        var seen: [Double] = []
        solver.updateVariables { variable in
            seen.append(variable.value)
            // Runs after the update's own work, so calling back is safe.
            try? solver.addConstraint(y == variable + 1)
            #expect(solver.value(of: y) == 11)
        }
        #expect(seen == [10])
        #expect(changedNames(solver) == ["y"])
        #expect(y.value == 11)
    }

    @Test func equalConstraintsAreDistinctObjects() throws {
        let solver = Solver()
        let first = x >= 10, second = x >= 10
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        #expect(solver.constraints.count == 2)
        try solver.removeConstraint(first)
        #expect(solver.hasConstraint(second))
        #expect(!solver.hasConstraint(first))
        #expect(solver.value(of: x) == 10)
    }

    /// Removing one of several equal required constraints leaves the others
    /// in force, with an inequality on the same variable that could absorb it.
    @Test func removingARedundantConstraintKeepsItsTwins() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), edge = Variable("edge")
        try solver.addConstraint(edge == 400)
        let twins = (0..<5).map { _ in width == 100 }
        try solver.addConstraints(Array(twins[..<3]))
        try solver.addConstraint((left == -100) | .medium)
        try solver.addConstraints(Array(twins[3...]))
        try solver.addConstraint((left + width <= edge - 100) | .strong)
        for (index, twin) in twins.enumerated() where index < 4 {
            try solver.removeConstraint(twin)
            #expect(solver.value(of: width) == 100)
            #expect(solver.value(of: left) == -100)
        }
        try solver.removeConstraint(twins[4])
        // Now only the strong bound holds the width: left + width <= 300.
        #expect(solver.value(of: left) == -100)
        #expect(solver.value(of: width) <= 400)
    }

    @Test func duplicateAndUnknownConstraintsAreErrors() throws {
        let solver = Solver()
        let constraint = x == 3
        try solver.addConstraint(constraint)
        let before = snapshot(solver, [x])
        #expect {
            try solver.addConstraint(constraint)
        } throws: { error in
            guard case let .duplicateConstraint(rejected) = error as? SolverError else { return false }
            return rejected === constraint
        }
        #expect(snapshot(solver, [x]) == before)
        let stranger = y == 1
        #expect {
            try solver.removeConstraint(stranger)
        } throws: { error in
            guard case let .unknownConstraint(rejected) = error as? SolverError else { return false }
            return rejected === stranger
        }
        #expect(snapshot(solver, [x]) == before)
        #expect(throws: SolverError.self) { try solver.setConstant(1, of: stranger) }
        #expect(snapshot(solver, [x]) == before)
        #expect(throws: SolverError.self) { try solver.setStrength(.weak, of: stranger) }
        #expect(snapshot(solver, [x]) == before)
    }

    @Test func anInvalidConstraintLeavesAFullSolverAsItWas() throws {
        let solver = Solver()
        try solver.addConstraints([x >= 10, y == 2 * x, (z == x + y) | .medium])
        solver.updateVariables()
        let before = snapshot(solver, [x, y, z])
        let invalid = (x / 0 == y) | .strong
        #expect {
            try solver.addConstraint(invalid)
        } throws: { error in
            guard case let .invalidConstraint(rejected, reason) = error as? SolverError else { return false }
            return rejected === invalid && reason == "division by zero"
        }
        #expect(snapshot(solver, [x, y, z]) == before)
        #expect(!solver.hasConstraint(invalid))
    }

    @Test func removingEveryConstraintEmptiesTheSolver() throws {
        let solver = Solver()
        let constraints = [x >= 10, y == 2 * x, (z == x + y) | .medium, (x <= 5) | .strong]
        try solver.addConstraints(constraints)
        for constraint in constraints { try solver.removeConstraint(constraint) }
        #expect(solver.constraints.isEmpty)
        #expect(solver.dump() == Solver().dump())
    }

    @Test func addConstraintsIsAllOrNothing() throws {
        let solver = Solver()
        try solver.addConstraint(x == 1)
        let before = snapshot(solver, [x, y])
        let batch = [y == 4, x >= 2, y <= 10]
        #expect(throws: SolverError.self) { try solver.addConstraints(batch) }
        #expect(solver.constraints.count == 1)
        #expect(snapshot(solver, [x, y]) == before)
    }

    @Test func unsatisfiableAddLeavesTheSolverExactlyAsItWas() throws {
        let solver = Solver()
        let link = x + 15 == y, high = y <= 20, soft = (x == 50) | .weak
        try solver.addConstraints([x >= 0, high, link, soft])
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 20)
        let before = snapshot(solver, [x, y])
        let breaking = x == 11 + y
        #expect {
            try solver.addConstraint(breaking)
        } throws: { error in
            guard case let .unsatisfiableConstraint(rejected, conflicts) = error as? SolverError else { return false }
            return rejected === breaking && conflicts.count == 1 && conflicts[0] === link
        }
        #expect(!solver.hasConstraint(breaking))
        #expect(snapshot(solver, [x, y]) == before)
        #expect(changedNames(solver).isEmpty)
    }

    @Test func constantChangesInPlace() throws {
        let solver = Solver()
        let width = Variable("width"), left = Variable("left")
        let pin = left == 20
        let size = (width == 100) | .strong
        let limit = left + width <= 500
        try solver.addConstraints([pin, size, limit])
        try solver.setConstant(-150, of: size)
        try solver.setConstant(-30, of: pin)
        solver.updateVariables()
        #expect(left.value == 30 && width.value == 150)
        #expect(solver.constant(of: size) == -150)
        try solver.setConstant(-400, of: limit)
        solver.updateVariables()
        #expect(width.value == 150)
        try solver.setConstant(-100, of: limit)
        solver.updateVariables()
        #expect(width.value == 70)
    }

    @Test func constantChangeThatBreaksARequiredConstraintIsRolledBack() throws {
        let solver = Solver()
        let floor = x >= 10, ceiling = x <= 20
        try solver.addConstraints([floor, ceiling, (x == 15) | .weak])
        let before = snapshot(solver, [x])
        #expect {
            try solver.setConstant(-30, of: floor)
        } throws: { error in
            guard case let .unsatisfiableConstraint(rejected, conflicts) = error as? SolverError else { return false }
            return rejected === floor && conflicts.count == 1 && conflicts[0] === ceiling
        }
        #expect(snapshot(solver, [x]) == before)
        #expect(solver.constant(of: floor) == -10)
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: floor) }
        #expect(snapshot(solver, [x]) == before)
    }

    @Test func strengthChangesInPlaceBetweenOptionalStrengths() throws {
        let solver = Solver()
        let left = (x == 10) | .weak, right = (x == 20) | .medium
        try solver.addConstraints([left, right])
        #expect(solver.value(of: x) == 20)
        try solver.setStrength(.strong, of: left)
        #expect(solver.value(of: x) == 10)
        #expect(solver.strength(of: left) == .strong)
        let before = snapshot(solver, [x])
        #expect(throws: SolverError.self) { try solver.setStrength(.required, of: left) }
        let pinned = x >= 0
        try solver.addConstraint(pinned)
        #expect(throws: SolverError.self) { try solver.setStrength(.weak, of: pinned) }
        try solver.removeConstraint(pinned)
        #expect(snapshot(solver, [x]) == before)
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        try solver.addConstraint(x == 4)
        try solver.addEditVariable(y, strength: .strong)
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(y))
        #expect(solver.value(of: x) == 0)
        try solver.addConstraint(x == 8)
        #expect(solver.value(of: x) == 8)
    }

    @Test func dumpShowsObjectiveRowsAndEdits() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint(y == x + 5)
        try solver.suggestValue(3, for: x)
        let dump = solver.dump()
        #expect(dump.contains("Objective:\n  (1@3) * e"))
        #expect(dump.contains("x = 3 + 1 * e"))
        #expect(dump.contains("y = 5 + 1 * x + 1 * d4    [= 8]"))
        #expect(dump.contains("Edit variables:\n  x <- 3"))
        #expect(dump.contains("Constraints:\n  x - 3 == 0 | strong\n  y - x - 5 == 0 | required"))
    }
}

/// The names of the variables an update writes, in the order it reports them.
func changedNames(_ solver: Solver) -> [String] {
    var names: [String] = []
    solver.updateVariables { names.append($0.name) }
    return names
}
