extension Solver.State {
    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = constraint
        guard records[key] == nil else { throw .duplicateConstraint(constraint) }
        if let problem = constraint.problem { throw .invalidConstraint(constraint, reason: problem) }
        let expression = constraint.expression
        switch insert(
            expression.terms, constant: expression.constant, relation: constraint.relation,
            weights: constraint.errorWeights(at: constraint.strength))
        {
        case .success(let tag):
            entries[tag.marker] = SymbolEntry(role: .marker(.passUnretained(constraint), serial: nextSerial))
            records[key] = Record(constraint: constraint, tag: tag)
            nextSerial += 1
        case .failure(.solver(let error)):
            throw error
        case .failure(.conflict(let conflict)):
            throw .unsatisfiableConstraint(constraint, conflicts: explain(constraint, conflict))
        }
    }

    /// Why `insert` added nothing: an error to throw, or the row proving a
    /// required constraint conflicts, for the caller to explain.
    enum InsertionFailure: Error {
        case solver(SolverError)
        case conflict(ConflictRow)
    }

    /// Adds `terms + constant relation 0` at `weights` to the tableau: what
    /// adding a constraint and adding one through a handle share. The terms
    /// are reduced, one per variable, none zero. On success the caller
    /// gives the returned marker its entry; on failure the solver is as it was.
    mutating func insert(_ terms: [Term], constant: Double, relation: Relation, weights: ErrorWeights)
        -> Result<ConstraintTag, InsertionFailure>
    {
        var row = beginInsertion(constant: constant, termCount: terms.count)
        // The caller's array holds each variable for the whole call: read
        // unretained, as retaining and releasing each cost more than its lookup.
        for index in terms.indices {
            let (symbol, isNew) = Unmanaged.passUnretained(terms[index].variable)._withUnsafeGuaranteedRef {
                self.symbol(for: $0)
            }
            addedSymbols.append(AddedSymbol(symbol: symbol, isNew: isNew))
            row.terms.append(RowTerm(symbol: symbol, coefficient: terms[index].coefficient))
        }
        return insert(consume row, relation: relation, weights: weights)
    }

    /// `insert(_:constant:relation:weights:)` over external symbols an
    /// owner made (`makeExternal(context:)`), which the constraint then
    /// uses as it would its variables' symbols.
    mutating func insert(_ terms: [ExternalTerm], constant: Double, relation: Relation, weights: ErrorWeights)
        -> Result<ConstraintTag, InsertionFailure>
    {
        var row = beginInsertion(constant: constant, termCount: terms.count)
        for term in terms {
            assert(holds(term.symbol), "an external symbol the solver does not hold")
            addedSymbols.append(AddedSymbol(symbol: term.symbol.symbol, isNew: false))
            row.terms.append(RowTerm(symbol: term.symbol.symbol, coefficient: term.coefficient))
        }
        return insert(consume row, relation: relation, weights: weights)
    }

    /// Begins the journaled call of an insertion; returns the row to fill,
    /// with room for the markers the tableau appends, so it is not copied to grow.
    @inline(__always)
    private mutating func beginInsertion(constant: Double, termCount: Int) -> Row {
        tableau.begin()
        var row = Row(constant: constant, terms: tableau.takeExpressionStorage())
        row.terms.reserveCapacity(termCount + 2)
        addedSymbols.removeAll()
        return row
    }

    /// The rest of an insertion, once the row's terms are symbols
    /// (`addedSymbols`), in the journaled call the caller began.
    private mutating func insert(_ row: consuming Row, relation: Relation, weights: ErrorWeights)
        -> Result<ConstraintTag, InsertionFailure>
    {
        var row = row
        if relation == .lessThanOrEqual {
            row.constant = -row.constant
            for index in row.terms.indices { row.terms[index].coefficient.negate() }
        }
        switch tableau.insert(consume row, isEquality: relation == .equal, weights: weights) {
        case .success(let tag):
            if let error = rollBackIfFailed() {
                unregisterNewSymbols()
                return .failure(.solver(error))
            }
            growTables()
            for index in 0..<addedSymbols.count { entries[addedSymbols[index].symbol].useCount += 1 }
            return .success(tag)
        case .failure(let conflict):
            tableau.rollback()
            unregisterNewSymbols()
            return .failure(.conflict(conflict))
        }
    }

    mutating func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        var added: [Constraint] = []
        do {
            for constraint in constraints {
                try addConstraint(constraint)
                added.append(constraint)
            }
        } catch {
            for constraint in added.reversed() { try? removeConstraint(constraint) }
            throw error
        }
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = constraint
        guard let record = records[key] else { throw .unknownConstraint(constraint) }
        tableau.begin()
        tableau.remove(record.tag, weights: constraint.errorWeights(at: strength(of: record)))
        if let error = rollBackIfFailed() { throw error }
        _ = records.removeValue(for: key)
        entries[record.tag.marker].role = .unused
        // Removing an edit variable's constraint (it is listed in `constraints`)
        // ends the edit too.
        if let variable = constraint.expression.terms.first?.variable,
            let slot = editSlot(of: variable), edits[slot].tag.marker == record.tag.marker
        {
            removeEdit(at: slot)
        }
        if !strengthOverrides.isEmpty { strengthOverrides[key] = nil }
        for term in constraint.expression.terms {
            guard let symbol = symbolOfVariable[term.variable] else { continue }
            releaseUse(of: symbol)
        }
    }

    /// Counts one constraint fewer naming the external symbol; when none
    /// does and it is in no row, its variable leaves the solver.
    mutating func releaseUse(of symbol: Int) {
        entries[symbol].useCount -= 1
        guard entries[symbol].useCount == 0, tableau.isUnused(symbol) else { return }
        // A variable no constraint names is zero, as `value(of:)` says;
        // the next update writes that.
        if let variable = entries[symbol].variable { releasedVariables.append(variable) }
        unregister(symbol)
        tableau.releaseSymbol(symbol)
    }

    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        let key = constraint
        guard let record = records[key] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue(constant) }
        if let conflict = try shiftConstant(of: record.tag, relation: constraint.relation, to: constant) {
            throw .unsatisfiableConstraint(constraint, conflicts: explain(constraint, conflict, constant: constant))
        }
    }

    /// Moves the expression constant of the constraint tagged `tag` to
    /// `constant` in place: what changing a constraint's constant and a
    /// handle's share. Returns the row proving a required constraint can no
    /// longer hold, for the caller to explain, with the solver as it was.
    mutating func shiftConstant(of tag: ConstraintTag, relation: Relation, to constant: Double) throws(SolverError)
        -> ConflictRow?
    {
        let equationConstant = relation == .lessThanOrEqual ? -constant : constant
        guard equationConstant != tableau.rows.equationConstant(of: tag.marker) else { return nil }
        tableau.begin()
        if let conflict = tableau.shiftConstant(tag, to: equationConstant) {
            assert(tag.isRequired, "an optional constraint cannot conflict")
            tableau.rollback()
            return conflict
        }
        if let error = rollBackIfFailed() { throw error }
        return nil
    }

    mutating func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        let key = constraint
        guard let record = records[key] else { throw .unknownConstraint(constraint) }
        let current = self.strength(of: record)
        guard strength.isRequired == current.isRequired else {
            throw .invalidConstraint(
                constraint, reason: "an added constraint cannot switch between required and optional")
        }
        guard !strength.isRequired, strength != current else { return }
        try reweigh(record.tag, from: constraint.errorWeights(at: current), to: constraint.errorWeights(at: strength))
        strengthOverrides[key] = strength
    }

    /// Changes an optional constraint's weights in place.
    mutating func reweigh(_ tag: ConstraintTag, from old: ErrorWeights, to new: ErrorWeights) throws(SolverError) {
        tableau.begin()
        tableau.reweigh(tag, from: old, to: new)
        if let error = rollBackIfFailed() { throw error }
    }

    /// Ends a journaled call: checks the equations if it is time to
    /// (`Tableau.checkEquationsIfDue()`), then commits the call, or when the
    /// tableau could not finish it, rolls it back and returns the error to throw.
    mutating func rollBackIfFailed() -> SolverError? {
        tableau.checkEquationsIfDue()
        guard let failure = tableau.failure else {
            tableau.commit()
            return nil
        }
        tableau.rollback()
        switch failure {
        case .overflow: return .overflow
        case let .workLimit(pivots): return .workLimitExceeded(pivots: pivots)
        }
    }

    mutating func symbol(for variable: Variable) -> (Int, isNew: Bool) {
        let key = variable
        if let symbol = symbolOfVariable[key] { return (symbol, false) }
        let symbol = tableau.newSymbol(.external)
        growTables()
        symbolOfVariable[key] = symbol
        entries[symbol].role = .external(.passUnretained(variable), useCount: 0, editSlot: -1)
        // The variable may hold a value from before; the next update
        // compares it with the solution.
        tableau.noteChanged(symbol)
        return (symbol, true)
    }

    /// Forgets the variables a failed addition gave symbols to.
    private mutating func unregisterNewSymbols() {
        for index in 0..<addedSymbols.count where addedSymbols[index].isNew { unregister(addedSymbols[index].symbol) }
    }

    mutating func unregister(_ symbol: Int) {
        guard symbol < entries.count else { return }
        if let variable = entries[symbol].variable { symbolOfVariable[variable] = nil }
        entries[symbol].role = .unused
    }
}

extension Solver {
    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is already
    ///   in the solver, ``SolverError/invalidConstraint(_:reason:)`` when its
    ///   numbers are not finite, ``SolverError/unsatisfiableConstraint(_:conflicts:)``
    ///   when it is required and cannot hold with the required constraints
    ///   already added (the error names a minimal set of them).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        operationCounts.constraintsAdded += 1
        try state.addConstraint(constraint)
    }

    /// Adds constraints in order; on the first error, those added by this
    /// call are removed again and the error is thrown.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        operationCounts.constraintsAdded += constraints.count
        try state.addConstraints(constraints)
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        operationCounts.constraintsRemoved += 1
        try state.removeConstraint(constraint)
    }

    /// Changes the constant of a constraint in the solver in place, without
    /// removing and re-adding it: the cheap path for a layout constant.
    /// `constant` is the new constant of the constraint's ``Constraint/expression``.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``,
    ///   or ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when a
    ///   required constraint can no longer hold (the old constant stays).
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        operationCounts.constantsChanged += 1
        try state.setConstant(constant, of: constraint)
    }

    /// Changes the strength of an optional constraint in place to another
    /// optional strength.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, or
    ///   ``SolverError/invalidConstraint(_:reason:)`` when the change would
    ///   switch the constraint between required and optional.
    public func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        operationCounts.strengthsChanged += 1
        try state.setStrength(strength, of: constraint)
    }
}
