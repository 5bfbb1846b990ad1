extension Solver.State {
    /// The required constraints that, with `subject`, cannot all hold, in
    /// the order they were added: an irreducible infeasible subsystem.
    ///
    /// The conflict row is the infeasible row expanded into parametric
    /// symbols: a combination of constraints, one per marker it names (and
    /// its basic symbol's), that reads `0 = c` with `c` out of bounds, a
    /// Farkas certificate. Its constraints are irreducible exactly when
    /// their rows over the variables are dependent in one way only (rank
    /// one less than their number): a smaller infeasible subset would have
    /// a certificate of its own, a second way. In exact arithmetic that
    /// always holds, as the parametric symbols are independent; the rank
    /// is checked by sparse elimination of the certificate's rows anyway,
    /// so round-off cannot pass unnoticed, and only if the check fails
    /// does the slow deletion filter run.
    mutating func explain(_ subject: Constraint, _ conflict: ConflictRow, constant: Double? = nil) -> [Constraint] {
        var members: [(constraint: Constraint, serial: Int)] = []
        members.reserveCapacity(conflict.row.terms.count + 1)
        for symbol in conflict.symbols where symbol < entries.count {
            guard let owner = entries[symbol].owner, owner !== subject,
                  let record = records[owner], record.tag.isRequired else { continue }
            members.append((owner, record.serial))
        }
        members.sort { $0.serial < $1.serial }
        let support = members.map(\.constraint)
        if isIrreducible(support + [subject]) { return support }
        return deletionFilter(support, subject, constant: constant ?? subject.expression.constant)
    }

    /// Whether the rows of constraints known to be infeasible together are
    /// dependent in exactly one way, so that dropping any one of them
    /// leaves a feasible set. A variable's column is its symbol; one the
    /// solver does not hold (new in the constraint being added) gets a
    /// column past them.
    mutating func isIrreducible(_ constraints: [Constraint]) -> Bool {
        var strangers: [ObjectIdentifier: Int] = [:]
        elimination.reset()
        for constraint in constraints {
            for term in constraint.expression.terms {
                let column: Int
                if let symbol = symbolOfVariable[term.variable] {
                    column = symbol
                } else {
                    let key = ObjectIdentifier(term.variable)
                    column = strangers[key] ?? tableau.symbolCount + strangers.count
                    strangers[key] = column
                }
                elimination.addTerm(column: column, coefficient: term.coefficient)
            }
            elimination.endRow()
        }
        return elimination.dependentCount == 1
    }

    /// Drops each member in turn while the rest still conflict with
    /// `subject` (at `constant`), checking each candidate in a fresh
    /// solver: the slow way to an irreducible set, for when round-off
    /// leaves the certificate's support in doubt.
    func deletionFilter(_ candidates: [Constraint], _ subject: Constraint, constant: Double) -> [Constraint] {
        var members = candidates
        let probeSubject = requiredCopy(subject, constant: constant)
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
        return members
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

extension Solver {
    /// Whether constraints known to be infeasible together are irreducibly
    /// so, by the rank of their rows (for the tests).
    func isIrreducible(_ constraints: [Constraint]) -> Bool {
        state.isIrreducible(constraints)
    }

    /// The deletion filter's irreducible subset of `candidates` that
    /// conflicts with `subject` (for the tests).
    func deletionFilter(_ candidates: [Constraint], _ subject: Constraint) -> [Constraint] {
        state.deletionFilter(candidates, subject, constant: subject.expression.constant)
    }
}
