import Cassowary
import PropertyBased
import Testing

/// The one-pass answer to "which variables can move at no cost" against
/// the way it used to be found: a probe per variable, an edit below every
/// strength nudged both ways.
@Suite(.timeLimit(.minutes(10))) struct FreedomPropertyTests {
    /// Whether a probe moves `variable` by suggesting a value one off its own.
    private func probeMoves(_ variable: Variable, in solver: Solver) -> Bool {
        guard !solver.hasEditVariable(variable), let below = Strength(level: 0),
            (try? solver.addEditVariable(variable, strength: below)) != nil
        else { return false }
        defer { try? solver.removeEditVariable(variable) }
        let current = solver.value(of: variable)
        for offset in [1.0, -1.0] {
            try? solver.suggestValue(current + offset, for: variable)
            if abs(solver.value(of: variable) - current) > 1e-6 { return true }
        }
        return false
    }

    @Test func onePassFindsWhatProbesFind() async {
        await propertyCheck(count: 400, input: systems) { system in
            let variables = freshVariables()
            let solver = Solver()
            _ = addAll(system.constraints(over: variables), to: solver)
            let free = Set(solver.variablesFreeToMove(among: variables).map(ObjectIdentifier.init))
            let probed = Set(variables.filter { probeMoves($0, in: solver) }.map(ObjectIdentifier.init))
            #expect(free == probed, "\(system)")
        }
    }

    /// Found by the property above: the marker of the last equality ends up
    /// basic with a row that still names both inequalities' slacks, so
    /// neither slack can grow alone, but both can grow together (at the
    /// rates 1 and 4), moving every variable the equalities tie together.
    @Test func slacksThatMoveOnlyTogether() throws {
        let v = (0..<5).map { Variable("v\($0)") }
        let solver = Solver()
        try solver.addConstraint(v[0] - 3 * v[2] + v[4] + 49 == 0)
        try solver.addConstraint((v[0] + 44 >= 0) | .medium)
        try solver.addConstraint(-3 * v[2] + 3 * v[4] + 4 == 0)
        try solver.addConstraint(-2 * v[3] + 3 * v[0] + 21 <= 0)
        try solver.addConstraint(-1 * v[3] + 2 * v[0] + 3 * v[2] + 27 == 0)
        #expect(solver.variablesFreeToMove(among: v).map(\.name) == ["v0", "v1", "v2", "v3", "v4"])
        #expect(v.map { solver.value(of: $0) } == [-44, 0, 1.8333333333333333, -55.5, 0.5])
    }

    @Test func fixedAndFreeVariables() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), loose = Variable("loose")
        try solver.addConstraint(left == 10)
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(width >= 20)
        try solver.addConstraint((width == 0) | .weak)
        try solver.addConstraint(loose >= 0)
        // A redundant equality makes its marker basic: it must hold nothing free.
        try solver.addConstraint(right - width == 10)
        #expect(solver.variablesFreeToMove(among: [left, width, right, loose]).map(\.name) == ["loose"])
        let unknown = Variable("unknown")
        #expect(solver.variablesFreeToMove(among: [unknown]).map(\.name) == ["unknown"])
    }
}
