extension Solver.State {
    mutating func addConstraint(
        terms: [Term], constant: Double, relation: Relation, strength: Strength, shortfallStrength: Strength?,
        owner: AnyObject
    ) throws(SolverError) -> ConstraintHandle {
        // A layout engine's forms are a few terms, nearly always one per
        // variable: they are checked in place, and merged only when not.
        var terms = terms, constant = constant
        if !Expression.isReduced(terms) || !constant.isFinite {
            let expression = Expression(terms, constant: constant)
            if let problem = expression.problem {
                throw .invalidConstraint(
                    Constraint(expression, relation, strength: strength, owner: owner), reason: problem)
            }
            (terms, constant) = (expression.terms, expression.constant)
        }
        guard let excess = ConstraintHandle.Level(strength) else {
            throw .invalidConstraint(
                Constraint(Expression(terms, constant: constant), relation, strength: strength, owner: owner),
                reason: "a constraint added through a handle has a strength of one level, below 2^31")
        }
        var shortfall: ConstraintHandle.Level?
        if let shortfallStrength {
            guard let level = ConstraintHandle.Level(shortfallStrength), level != .required, excess != .required,
                relation == .equal
            else {
                throw .invalidConstraint(
                    Constraint(Expression(terms, constant: constant), relation, strength: strength, owner: owner),
                    reason: "only an optional equality is weighed apart on each side, each at one level")
            }
            shortfall = level
        }
        let weights = ConstraintHandle.errorWeights(excess, shortfall: shortfall)
        switch insert(terms, constant: constant, relation: relation, weights: weights) {
        case .success(let tag):
            entries[tag.marker] = SymbolEntry(
                role: .heldMarker(owner: .passUnretained(owner), serial: nextSerial), constant: constant)
            defer { nextSerial += 1 }
            return ConstraintHandle(
                tag: tag, relation: relation, excess: excess, shortfall: shortfall, serial: nextSerial)
        case .failure(.solver(let error)):
            throw error
        case .failure(.conflict(let conflict)):
            let subject = Constraint(
                Expression(terms, constant: constant), relation, strength: .required, owner: owner)
            throw .unsatisfiableConstraint(subject, conflicts: explain(subject, conflict))
        }
    }

    /// Whether the handle names a constraint this solver holds: its
    /// marker's entry is a handle's, of the same addition.
    func holds(_ handle: ConstraintHandle) -> Bool {
        let marker = handle.tag.marker
        guard marker < entries.count, case .heldMarker(_, let serial) = entries[marker].role else { return false }
        return serial == handle.serial
    }

    mutating func removeConstraint(_ handle: ConstraintHandle) throws(SolverError) {
        guard holds(handle) else { return assertionFailure("a handle of a constraint the solver does not hold") }
        let marker = handle.tag.marker
        // The variables it names are those of its equation, which the
        // removal drops: noted first, in the addition's scratch list.
        addedSymbols.removeAll()
        if let equation = tableau.equations[marker] {
            for term in equation.terms where tableau.info[term.symbol].kind == .external {
                addedSymbols.append(AddedSymbol(symbol: term.symbol, isNew: false))
            }
        }
        tableau.begin()
        tableau.remove(handle.tag, weights: handle.errorWeights)
        if let error = rollBackIfFailed() { throw error }
        entries[marker].role = .unused
        for index in 0..<addedSymbols.count { releaseUse(of: addedSymbols[index].symbol) }
    }

    mutating func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        guard holds(handle) else { return assertionFailure("a handle of a constraint the solver does not hold") }
        guard constant.isFinite else { throw .nonFiniteValue(constant) }
        guard let conflict = try shiftConstant(of: handle.tag, relation: handle.relation, to: constant) else { return }
        // The tableau keeps a `<=` constraint turned into a `>=`.
        let kept = handle.relation == .lessThanOrEqual ? -constant : constant
        let subject = constraint(for: handle, constant: kept)
        throw .unsatisfiableConstraint(
            subject, conflicts: explain(subject, conflict, constant: kept, subjectMarker: handle.tag.marker))
    }

    mutating func setStrength(_ strength: Strength, of handle: inout ConstraintHandle) throws(SolverError) {
        guard holds(handle) else { return assertionFailure("a handle of a constraint the solver does not hold") }
        guard strength.isRequired == handle.strength.isRequired else {
            throw .invalidConstraint(
                constraint(for: handle), reason: "an added constraint cannot switch between required and optional")
        }
        guard let level = ConstraintHandle.Level(strength) else {
            throw .invalidConstraint(
                constraint(for: handle),
                reason: "a constraint added through a handle has a strength of one level, below 2^31")
        }
        guard !strength.isRequired, strength != handle.strength else { return }
        try reweigh(handle.tag, from: handle.errorWeights, to: handle.errorWeights(at: level))
        handle.strength = strength
    }

    /// The constraint a handle the solver holds stands for, made from its
    /// equation (see `heldConstraint(of:owner:constant:)`), for an error to name.
    private func constraint(for handle: ConstraintHandle, constant: Double? = nil) -> Constraint {
        let marker = handle.tag.marker
        guard case .heldMarker(let owner, _) = entries[marker].role,
            let constraint = heldConstraint(of: marker, owner: owner.takeUnretainedValue(), constant: constant)
        else {
            assertionFailure("a constraint in the solver without its equation")
            return Constraint(Expression(), handle.relation)
        }
        return constraint
    }
}

extension Solver {
    /// Adds `terms + constant relation 0` at a strength of one level (as a
    /// layout engine's priorities are), for `owner`, which
    /// keeps no ``Constraint`` for it: the returned handle stands for the
    /// constraint in `removeConstraint(_:)`, `setConstant(_:of:)` and
    /// `setStrength(_:of:)`. A conflict names such constraints
    /// by constraints made from their rows, whose ``Constraint/owner`` is
    /// the owner given here; they are not in ``constraints``.
    ///
    /// With a `shortfallStrength`, an optional equality is weighed at
    /// `strength` above zero and at `shortfallStrength` below, as
    /// `Constraint.init(_:weighingExcessAt:shortfallAt:owner:)` makes one.
    ///
    /// - Throws: as ``addConstraint(_:)``, with the constraint given as one
    ///   made from the terms.
    package func addConstraint(
        terms: [Term], constant: Double, relation: Relation, strength: Strength,
        shortfallStrength: Strength? = nil, owner: AnyObject
    ) throws(SolverError) -> ConstraintHandle {
        operationCounts.constraintsAdded += 1
        return try state.addConstraint(
            terms: terms, constant: constant, relation: relation, strength: strength,
            shortfallStrength: shortfallStrength, owner: owner)
    }

    /// Removes a constraint added through a handle and re-solves.
    ///
    /// - Throws: ``SolverError/overflow`` or ``SolverError/workLimitExceeded(pivots:)``,
    ///   the constraint then still in the solver.
    package func removeConstraint(_ handle: ConstraintHandle) throws(SolverError) {
        operationCounts.constraintsRemoved += 1
        try state.removeConstraint(handle)
    }

    /// Changes the expression constant of a constraint added through a
    /// handle in place, as ``setConstant(_:of:)`` does.
    package func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        operationCounts.constantsChanged += 1
        try state.setConstant(constant, of: handle)
    }

    /// Changes the strength of an optional constraint added through a handle
    /// in place, as ``setStrength(_:of:)`` does, and records it in the handle.
    package func setStrength(_ strength: Strength, of handle: inout ConstraintHandle) throws(SolverError) {
        operationCounts.strengthsChanged += 1
        try state.setStrength(strength, of: &handle)
    }
}
