import SolverWorkloads
import Testing

@testable import Cassowary

/// Systems whose rows drifted by round-off, over many pivots, far enough to
/// break a required constraint (by up to 1e15), accept a conflicting one or
/// miss the optimum, before the tableau rebuilt its rows from the equations.
@Suite struct RefactorTests {
    /// The generator of the probe that found them: 20 to 60 variables, 30
    /// to 110 rows of 1 to 4 terms with coefficients ±0.5, ±1, ±2, integer
    /// constants in [-200, 200], 45% required, the rest on 4 levels.
    static func system(seed: UInt64) -> RandomLinearSystem {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) & 0x3fff_ffff)
        }
        let variableCount = 20 + next() % 41
        let rowCount = 30 + next() % 81
        let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 2]
        let weights: [Double] = [1, 0.5, 1.5, 2]
        var rows: [RandomLinearSystem.Row] = []
        for _ in 0..<rowCount {
            var terms: [(variable: Int, coefficient: Double)] = []
            for _ in 0...(next() % 4) {
                let variable = next() % variableCount
                if !terms.contains(where: { $0.variable == variable }) {
                    terms.append((variable, coefficients[next() % 6]))
                }
            }
            let relation = Relation.allCases[next() % 3]
            let strength =
                next() % 100 < 45 ? Strength.required : Strength(level: 1 + next() % 4, weight: weights[next() % 4])!
            rows.append(
                RandomLinearSystem.Row(
                    terms: terms, constant: Double(next() % 401 - 200), relation: relation, strength: strength))
        }
        return RandomLinearSystem(variableCount: variableCount, rows: rows)
    }

    /// A system whose drifted basis the rebuild found singular: kept as
    /// it was, the rows drove a required constraint 1e36 off; repaired,
    /// the equation that named no basic symbol takes one of its own.
    @Test func aSingularBasisIsRepaired() {
        let failures = ReferenceComparison.run(Self.system(seed: 4572))
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(arguments: [28, 30, 34, 51, 64, 70, 83, 87, 94, 117, 146] as [UInt64])
    func driftedSystemsMatchTheReference(seed: UInt64) {
        let failures = ReferenceComparison.run(Self.system(seed: seed))
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The rebuilt rows hold the same system: the values and the
    /// objective stay, and the tableau keeps its invariants.
    @Test func refactoringKeepsTheSolution() throws {
        let system = Self.system(seed: 34)
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        for row in system.rows { try? solver.addConstraint(row.constraint(over: variables)) }
        let before = variables.map { solver.value(of: $0) }
        let symbols = 0..<solver.state.tableau.symbolCount
        let objective = symbols.map { solver.state.tableau.objective[$0].components }
        solver.state.tableau.begin()
        solver.state.tableau.refactor()
        solver.state.tableau.commit()
        solver.state.tableau.refreshValues()
        #expect(solver.state.tableau.checkInvariants() == nil)
        for (index, variable) in variables.enumerated() {
            #expect(
                abs(solver.state.tableau.values[solver.state.symbolOfVariable[variable]!] - before[index]) <= 1e-9
                    * max(1, abs(before[index])))
        }
        for symbol in symbols {
            let rebuilt = solver.state.tableau.objective[symbol].components
            #expect(rebuilt.map(\.level) == objective[symbol].map(\.level), "symbol \(symbol)")
            for (new, old) in zip(rebuilt, objective[symbol]) {
                #expect(abs(new.value - old.value) <= 1e-9 * max(1, abs(old.value)), "symbol \(symbol)")
            }
        }
    }

    /// A rolled-back call leaves the equations and the errors' costs, which
    /// a rebuild reads, as they were: rebuilding afterwards changes nothing.
    @Test func rolledBackCallsLeaveWhatARebuildReads() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let pin = x == 10
        try solver.addConstraints([pin, y >= x + 5, y <= 20, (y == 100) | .weak, (z == y - x) | .medium])
        // A conflicting constant (x == 30): its equation's constant is shifted, then restored.
        #expect(throws: SolverError.self) { try solver.setConstant(-30, of: pin) }
        // An optional row whose insertion runs out of work: its costs and equation go again.
        solver.state.tableau.workAllowance = (base: 0, perPass: 0)
        #expect(throws: SolverError.self) { try solver.addConstraint((z >= 50) | .strong) }
        solver.state.tableau.workAllowance = Tableau.defaultWorkAllowance
        solver.updateVariables()
        let before = [x, y, z].map { solver.value(of: $0) }
        #expect(before == [10, 20, 10])
        solver.state.tableau.begin()
        solver.state.tableau.refactor()
        solver.state.tableau.commit()
        try solver.addConstraint((z <= 1_000) | .weak)
        solver.updateVariables()
        #expect([x, y, z].map { solver.value(of: $0) } == before)
        #expect(solver.state.tableau.checkInvariants() == nil)
    }
}
