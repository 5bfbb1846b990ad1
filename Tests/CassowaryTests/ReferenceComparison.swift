import Cassowary
import SolverWorkloads

/// Drives a solver through the incremental operations of a session (build,
/// remove half, add strong edits and suggest, remove the edits, add the
/// removed rows back) and compares it with ``ReferenceLP`` after each:
/// every verdict on a required row, required rows holding, and the weighted
/// violation of each level. Returns what differs, empty when nothing does.
struct ReferenceComparison {
    let system: RandomLinearSystem
    let variables: [Variable]
    let solver = Solver()
    /// The rows in the solver with their constraints, in the order added.
    private(set) var present: [(row: RandomLinearSystem.Row, constraint: Constraint)] = []
    private(set) var failures: [String] = []

    init(_ system: RandomLinearSystem) {
        self.system = system
        variables = (0..<system.variableCount).map { Variable("x\($0)") }
    }

    static func run(_ system: RandomLinearSystem) -> [String] {
        var comparison = ReferenceComparison(system)
        comparison.runSession()
        return comparison.failures
    }

    mutating func runSession() {
        for row in system.rows { add(row) }
        compare("after the build")
        guard failures.isEmpty else { return }

        let removed = stride(from: 1, to: present.count, by: 2).map { present[$0] }
        for entry in removed { remove(entry.constraint) }
        compare("after removing half")
        guard failures.isEmpty else { return }

        let editCount = min(3, system.variableCount)
        var edits: [(variable: Variable, row: RandomLinearSystem.Row)] = []
        for index in 0..<editCount {
            let variable = variables[index]
            let value = Double((system.rows.indices.contains(index) ? Int(system.rows[index].constant) : 0) * 3 % 401)
            do {
                try solver.addEditVariable(variable, strength: .strong)
                try solver.suggestValue(value, for: variable)
            } catch {
                failures.append("editing \(variable) to \(value): \(error)")
                return
            }
            edits.append(
                (
                    variable,
                    RandomLinearSystem.Row(terms: [(index, 1)], constant: -value, relation: .equal, strength: .strong)
                ))
        }
        compare("after suggesting", extra: edits.map(\.row))
        guard failures.isEmpty else { return }

        for edit in edits {
            do { try solver.removeEditVariable(edit.variable) } catch {
                failures.append("removing the edit of \(edit.variable): \(error)")
            }
        }
        compare("after removing the edits")
        guard failures.isEmpty else { return }

        for entry in removed { add(entry.row) }
        compare("after adding the removed rows back")
    }

    private mutating func add(_ row: RandomLinearSystem.Row) {
        let constraint = row.constraint(over: variables)
        do {
            try solver.addConstraint(constraint)
            present.append((row, constraint))
        } catch {
            guard case .unsatisfiableConstraint = error else {
                failures.append("adding \(constraint): \(error)")
                return
            }
            if (try? ReferenceLP.isFeasible(present.map(\.row) + [row], variableCount: system.variableCount)) == true {
                failures.append("rejected a satisfiable row \(constraint)")
            }
        }
    }

    private mutating func remove(_ constraint: Constraint) {
        do {
            try solver.removeConstraint(constraint)
            present.removeAll { $0.constraint === constraint }
        } catch {
            failures.append("removing \(constraint): \(error)")
        }
    }

    private mutating func compare(_ stage: String, extra: [RandomLinearSystem.Row] = []) {
        let rows = present.map(\.row) + extra
        let reference: [Int: Double]?
        do {
            reference = try ReferenceLP.optimum(of: rows, variableCount: system.variableCount)
        } catch {
            return
        }
        guard let optimum = reference else {
            failures.append("\(stage): the solver holds required rows that cannot all hold")
            return
        }
        let assessment = PointAssessment(variables.map { solver.value(of: $0) }, on: rows)
        for (row, violation) in assessment.brokenRequiredRows {
            failures.append("\(stage): a required row is violated by \(violation): \(row.constraint(over: variables))")
        }
        if let level = assessment.firstLevel(differingFrom: optimum) {
            failures.append("\(stage): level \(level.level) costs \(level.actual), the optimum is \(level.expected)")
        }
    }
}
