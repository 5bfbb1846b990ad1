import SolverWorkloads
import Testing

@testable import Cassowary

/// The check of the equations after pivots (`checkEquationsIfDue()`) and
/// the rebuild it starts, on systems whose coefficients span 1e-9 to 1e9.
@Suite struct EquationCheckTests {
    /// 8 to 30 variables, rows of 1 to 3 terms with coefficients of ±1 to
    /// ±3 times a power of 1000 from 1e-9 to 1e9, 40% required.
    static func widelyScaledSystem(seed: UInt64) -> RandomLinearSystem {
        let scales: [Double] = [1e-9, 1e-6, 1e-3, 1, 1e3, 1e6, 1e9]
        var generator = SplitMix64(seed: seed &+ 1000)
        let variableCount = Int.random(in: 8...30, using: &generator)
        var rows: [RandomLinearSystem.Row] = []
        for _ in 0..<Int.random(in: variableCount...(2 * variableCount), using: &generator) {
            var terms: [(variable: Int, coefficient: Double)] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let variable = Int.random(in: 0..<variableCount, using: &generator)
                let sign: Double = Bool.random(using: &generator) ? 1 : -1
                let scale = scales[Int.random(in: 0..<scales.count, using: &generator)]
                let coefficient = sign * scale * Double(Int.random(in: 1...3, using: &generator))
                if !terms.contains(where: { $0.variable == variable }) { terms.append((variable, coefficient)) }
            }
            let relation = Relation.allCases[Int.random(in: 0..<3, using: &generator)]
            let strength =
                Int.random(in: 0..<100, using: &generator) < 40
                ? Strength.required : Strength(level: 1 + Int.random(in: 0..<3, using: &generator), weight: 1)!
            let constant = Double(Int.random(in: -200...200, using: &generator)) / 3
            rows.append(
                RandomLinearSystem.Row(terms: terms, constant: constant, relation: relation, strength: strength))
        }
        return RandomLinearSystem(variableCount: variableCount, rows: rows)
    }

    /// The symbols on the free list that the tableau still uses.
    static func freeSymbolsInUse(_ solver: Solver) -> [Int] {
        solver.state.tableau.freeSymbols.filter { symbol in
            let named = (0..<solver.state.tableau.symbolCount).contains { marker in
                solver.state.tableau.rows.equation(of: marker)?.terms.contains { $0.symbol == symbol } == true
            }
            return solver.state.tableau.rows[symbol] != nil || !solver.state.tableau.columns.isEmpty(symbol) || named
        }
    }

    /// A removal whose check falls due and whose rebuild then runs out of
    /// work is rolled back, its markers with it: they once stayed on the
    /// free list, and the next constraint took one of them as its own.
    @Test(arguments: [15, 16] as [UInt64])
    func aRemovalUndoneAfterTheCheckKeepsItsMarkers(seed: UInt64) {
        let system = Self.widelyScaledSystem(seed: seed)
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        var present: [Constraint] = []
        for row in system.rows {
            let constraint = row.constraint(over: variables)
            if (try? solver.addConstraint(constraint)) != nil { present.append(constraint) }
        }
        var failedRemovals = 0
        for constraint in present.reversed() {
            var allowance = 0
            while allowance < 3_000_000 {
                solver.state.tableau.pivotsSinceEquationCheck = solver.state.tableau.symbolCount
                solver.state.tableau.workAllowance = (base: allowance, perPass: 0)
                do {
                    try solver.removeConstraint(constraint)
                    break
                } catch {
                    failedRemovals += 1
                    #expect(Self.freeSymbolsInUse(solver).isEmpty, "after removing \(constraint) failed")
                    #expect(solver.hasConstraint(constraint))
                    allowance += 2_000
                }
            }
            solver.state.tableau.workAllowance = Tableau.defaultWorkAllowance
        }
        #expect(failedRemovals > 0)
    }
}
