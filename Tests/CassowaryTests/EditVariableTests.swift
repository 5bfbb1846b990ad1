import Cassowary
import Testing

@Suite struct EditVariableTests {
    let x = Variable("x"), y = Variable("y")

    @Test func suggestedValuesAreHeldAtTheEditStrength() throws {
        let solver = Solver()
        try solver.addConstraint(x <= 100)
        try solver.addConstraint((y == 2 * x) | .medium)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(40, for: x)
        solver.updateVariables()
        #expect(x.value == 40 && y.value == 80)
        try solver.suggestValue(140, for: x)
        solver.updateVariables()
        #expect(x.value == 100 && y.value == 200)
        #expect(solver.editVariables.map(\.value) == [140])
    }

    @Test func anEditStartsByHoldingTheCurrentValue() throws {
        let solver = Solver()
        let held = Variable("held", value: 25)
        try solver.addEditVariable(held, strength: .medium)
        try solver.addConstraint((held == 90) | .weak)
        #expect(solver.value(of: held) == 25)
    }

    @Test func editErrorsLeaveTheSolverAsItWas() throws {
        let solver = Solver()
        try solver.addConstraint(y == x + 1)
        try solver.addEditVariable(x, strength: .strong)
        let before = snapshot(solver, [x, y])
        #expect {
            try solver.addEditVariable(x, strength: .weak)
        } throws: { error in
            guard case let .duplicateEditVariable(variable) = error as? SolverError else { return false }
            return variable === x
        }
        #expect {
            try solver.addEditVariable(y, strength: .required)
        } throws: { error in
            guard case let .requiredEditVariable(variable) = error as? SolverError else { return false }
            return variable === y
        }
        #expect {
            try solver.suggestValue(3, for: y)
        } throws: { error in
            guard case let .unknownEditVariable(variable) = error as? SolverError else { return false }
            return variable === y
        }
        #expect {
            try solver.removeEditVariable(y)
        } throws: { error in
            guard case .unknownEditVariable = error as? SolverError else { return false }
            return true
        }
        #expect {
            try solver.suggestValue(.infinity, for: x)
        } throws: { error in
            guard case .nonFiniteValue = error as? SolverError else { return false }
            return true
        }
        #expect(snapshot(solver, [x, y]) == before)
    }

    @Test func removingAnEditReleasesTheVariable() throws {
        let solver = Solver()
        try solver.addConstraint((x == 10) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(50, for: x)
        #expect(solver.value(of: x) == 50)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraints.count == 1)
    }

    @Test func removingAnEditConstraintEndsTheEdit() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        let editConstraint = try #require(solver.constraints.first)
        try solver.removeConstraint(editConstraint)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.self) { try solver.suggestValue(5, for: x) }
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: x) == 5)
    }

    @Test func aSuggestionFollowsAConstantSetDirectly() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        let editConstraint = try #require(solver.constraints.first)
        try solver.setConstant(-18, of: editConstraint)
        #expect(solver.value(of: x) == 18)
        #expect(solver.editVariables.map(\.value) == [18])
        try solver.suggestValue(-17, for: x)
        #expect(solver.value(of: x) == -17)
        #expect(solver.constant(of: editConstraint) == 17)
    }

    /// The paper's dual-simplex example (Badros, Borning, Stuckey 2001).
    @Test func paperDualSimplexExample() throws {
        let solver = Solver()
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        try solver.addConstraints([
            2 * middle == left + right,
            left + 20 <= right,
            left >= -10,
            right <= 100,
        ])
        try solver.addEditVariable(middle, strength: .strong)
        try solver.addEditVariable(left, strength: .weak)
        try solver.addEditVariable(right, strength: .weak)
        for suggestion in [40.0, 60, 90] {
            try solver.suggestValue(suggestion, for: middle)
            solver.updateVariables()
            #expect(middle.value == suggestion)
            #expect(abs(2 * middle.value - left.value - right.value) < 1e-9)
            #expect(left.value + 20 <= right.value + 1e-9)
            #expect(left.value >= -10 && right.value <= 100)
        }
        #expect(left.value == 80 && right.value == 100)
    }

    @Test(arguments: [false, true])
    func removingOneEditLeavesTheOthersPointingAtTheirVariables(byItsConstraint: Bool) throws {
        let solver = Solver()
        let z = Variable("z")
        for variable in [x, y, z] { try solver.addEditVariable(variable, strength: .strong) }
        if byItsConstraint {
            let edit = try #require(solver.constraints.first { $0.expression.terms.first?.variable === x })
            try solver.removeConstraint(edit)
        } else {
            try solver.removeEditVariable(x)
        }
        #expect(!solver.hasEditVariable(x))
        try solver.suggestValue(7, for: y)
        try solver.suggestValue(9, for: z)
        solver.updateVariables()
        #expect(y.value == 7 && z.value == 9)
        let values = Dictionary(uniqueKeysWithValues: solver.editVariables.map { ($0.variable.name, $0.value) })
        #expect(values == ["y": 7, "z": 9])
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
    }

    @Test func aVariableTakingAFormerEditsSymbolIsNoEdit() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.removeEditVariable(x)
        let w = Variable("w")
        try solver.addConstraint(w == 3)
        #expect(!solver.hasEditVariable(w))
        #expect(solver.editVariables.isEmpty)
        try solver.addEditVariable(w, strength: .medium)
        try solver.suggestValue(5, for: w)
        solver.updateVariables()
        #expect(w.value == 3)
    }
}
