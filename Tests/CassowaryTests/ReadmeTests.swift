import Cassowary
import Testing

/// The Cassowary catalog's example (`Sources/Cassowary/Cassowary.docc/Cassowary.md`),
/// run as written.
@Suite struct ReadmeTests {
    @Test func solverExample() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), window = Variable("window")

        let preferred = (width == 300) | .medium
        try solver.addConstraints([
            left >= 8,
            left + width + 8 <= window,
            preferred,
            (width >= 2 * left) | Strength(level: 2, weight: 1.25)!,
        ])
        try solver.addEditVariable(window, strength: .strong)
        try solver.suggestValue(200, for: window)
        solver.updateVariables()
        #expect(left.value == 8 && width.value == 184)

        try solver.setConstant(-150, of: preferred)
        solver.updateVariables()
        #expect(width.value == 150)
        #expect(solver.dump().contains("width - 150 == 0 | medium"))
    }
}
