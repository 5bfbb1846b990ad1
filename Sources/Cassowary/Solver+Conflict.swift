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
    ///
    /// A subject in the solver is kept out of the set by its marker:
    /// `subjectMarker`, or for a ``Constraint`` the one in its record.
    /// Members added through a handle are given as constraints made from
    /// their equations (see `heldConstraint(of:owner:constant:)`).
    mutating func explain(
        _ subject: Constraint, _ conflict: ConflictRow, constant: Double? = nil, subjectMarker: Int? = nil
    ) -> [Constraint] {
        // The members are found, ordered and checked through their markers'
        // entries and equations, and only the set returned reads the
        // constraints: on a long chain each object touched is a cache miss.
        let subjectMarker = subjectMarker ?? records[subject]?.tag.marker
        var members: [(serial: Int, marker: Int)] = []
        members.reserveCapacity(conflict.row.terms.count + 1)
        func consider(_ symbol: Int) {
            guard symbol != subjectMarker, isRequiredMarker(symbol) else { return }
            members.append((entries[symbol].serial, symbol))
        }
        consider(conflict.basic)
        for term in conflict.row.terms { consider(term.symbol) }
        members.sort { $0.serial < $1.serial }

        var support: [Constraint] = []
        support.reserveCapacity(members.count)
        for member in members {
            if let constraint = constraint(ofMarker: member.marker) { support.append(constraint) }
        }
        assert(support.count == members.count, "a marker without its constraint")
        if isIrreducible(markers: members.lazy.map(\.marker), and: [subject]) { return support }
        return deletionFilter(support, subject, constant: constant ?? subject.expression.constant)
    }

    /// The constraint whose marker `marker` is: the solver's own, or for
    /// one added through a handle, one made from its equation.
    private mutating func constraint(ofMarker marker: Int) -> Constraint? {
        switch entries[marker].role {
        case .marker(let constraint, _): constraint.takeUnretainedValue()
        case .heldMarker(let owner, _): heldConstraint(of: marker, owner: owner.takeUnretainedValue())
        case .unused, .external, .owned: nil
        }
    }

    /// A required constraint equivalent to the one added through a handle
    /// whose marker is `marker`, made from its equation: the expression as
    /// the tableau keeps it (a `<=` turned into a `>=`, as the solver keeps
    /// no relation for it), at its current constant or at `constant`, held
    /// by `owner`. What a conflict reports
    /// for such a constraint, and what the slow check of a conflict adds to
    /// its probes; a conflict is rare, and making it then costs less than
    /// keeping one for every constraint.
    mutating func heldConstraint(of marker: Int, owner: AnyObject, constant: Double? = nil) -> Constraint? {
        guard let equation = tableau.rows.equation(of: marker) else { return nil }
        var terms: [Term] = []
        for term in equation.terms where tableau.info[term.symbol].kind == .external {
            terms.append(Term(placeholder(for: term.symbol), coefficient: term.coefficient))
        }
        let relation: Relation = tableau.info[marker].kind == .slack ? .greaterThanOrEqual : .equal
        return Constraint(
            Expression(terms, constant: constant ?? equation.constant), relation, strength: .required, owner: owner)
    }

    /// Whether `symbol` is the marker of a required constraint in the
    /// solver: a dummy, or a slack whose equation names no error.
    private func isRequiredMarker(_ symbol: Int) -> Bool {
        guard symbol < entries.count, entries[symbol].isMarker else { return false }
        switch tableau.info[symbol].kind {
        case .dummy: return true
        case .slack:
            return tableau.rows.equation(of: symbol)?.terms.contains { tableau.info[$0.symbol].kind == .error } == false
        case .external, .error: return false
        }
    }

    /// Whether the rows of constraints known to be infeasible together are
    /// dependent in exactly one way, so that dropping any one of them
    /// leaves a feasible set: those of the solver's constraints whose
    /// markers are given, read from their equations, and those of `others`,
    /// read from their expressions.
    mutating func isIrreducible(markers: some Sequence<Int>, and others: [Constraint]) -> Bool {
        elimination.reset()
        strangerColumns.removeAll()
        for marker in markers { eliminateEquation(of: marker) }
        for constraint in others { eliminateRow(of: constraint) }
        return elimination.dependentCount == 1
    }

    /// Adds the row of the constraint whose marker is `marker` to the
    /// elimination, read from its equation without the symbols the
    /// constraint owns: the same row over the variables as its
    /// expression's, found without touching the constraint or its variables.
    private mutating func eliminateEquation(of marker: Int) {
        guard let equation = tableau.rows.equation(of: marker) else {
            return assertionFailure("a constraint in the solver without its equation")
        }
        for term in equation.terms where tableau.info[term.symbol].kind == .external {
            elimination.addTerm(column: term.symbol, coefficient: term.coefficient)
        }
        elimination.endRow()
    }

    /// Adds a constraint's row over the variables to the elimination. A
    /// variable's column is its symbol; one the solver does not hold (new
    /// in the constraint being added) gets a column of its own past them.
    private mutating func eliminateRow(of constraint: Constraint) {
        for term in constraint.expression.terms {
            let column: Int
            if let symbol = symbol(of: term.variable) {
                column = symbol
            } else {
                let key = ObjectIdentifier(term.variable)
                column = strangerColumns[key] ?? tableau.symbolCount + strangerColumns.count
                strangerColumns[key] = column
            }
            elimination.addTerm(column: column, coefficient: term.coefficient)
        }
        elimination.endRow()
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
    /// so, by the rank of their rows, those in the solver read from their
    /// equations as a conflict's are (for the tests).
    func isIrreducible(_ constraints: [Constraint]) -> Bool {
        let markers = constraints.compactMap { state.records[$0]?.tag.marker }
        return state.isIrreducible(markers: markers, and: constraints.filter { state.records[$0] == nil })
    }

    /// The deletion filter's irreducible subset of `candidates` that
    /// conflicts with `subject` (for the tests).
    func deletionFilter(_ candidates: [Constraint], _ subject: Constraint) -> [Constraint] {
        state.deletionFilter(candidates, subject, constant: subject.expression.constant)
    }
}
