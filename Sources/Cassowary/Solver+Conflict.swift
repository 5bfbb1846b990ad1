extension Solver.State {
    /// The required constraints that, with `subject`, cannot all hold:
    /// the owners of the required markers in the conflict row (a Farkas
    /// combination of them proves the conflict), reduced by the deletion
    /// filter until dropping any one of them makes the rest satisfiable.
    func explain(_ subject: Constraint, _ conflict: ConflictRow, constant: Double? = nil) -> [Constraint] {
        var members: [Constraint] = []
        for symbol in conflict.symbols where symbol < entries.count {
            guard let owner = entries[symbol].owner, owner !== subject,
                  let record = records[owner], record.tag.isRequired else { continue }
            members.append(owner)
        }
        let probeSubject = requiredCopy(subject, constant: constant ?? subject.expression.constant)
        var index = 0
        while index < members.count {
            var trial = members
            trial.remove(at: index)
            if !isSatisfiable(trial.map { requiredCopy($0) } + [probeSubject]) {
                members = trial
            } else {
                index += 1
            }
        }
        return members.sorted { (records[$0]?.serial ?? 0) < (records[$1]?.serial ?? 0) }
    }

    private func requiredCopy(_ constraint: Constraint, constant: Double? = nil) -> Constraint {
        let current = constant ?? self.constant(of: constraint) ?? constraint.expression.constant
        let expression = Expression(constraint.expression.terms, constant: current)
        return Constraint(expression, constraint.relation, strength: .required)
    }

    private func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let probe = Solver()
        for constraint in constraints {
            do { try probe.addConstraint(constraint) } catch { return false }
        }
        return true
    }
}
