/// The terms of a constraint added through a handle: over variables, or
/// over external symbols the solver made for its owner.
protocol HeldTerms {
    /// Whether every external symbol a term names is one `isHeld` accepts.
    /// A predicate, not the solver's state: passing the state borrowed
    /// from a mutating call copies all of it.
    func allSymbols(satisfy isHeld: (ExternalSymbol) -> Bool) -> Bool
    /// Whether the terms and the constant need no merging: few enough to
    /// check pairwise, each finite and non-zero, no symbol twice. A layout
    /// engine's forms nearly always are, and are taken as they are.
    func isReduced(constant: Double) -> Bool
    /// The terms merged, one per symbol, none zero, with the constant, or
    /// the expression of the terms naming what is wrong with them.
    func reduced(constant: Double, in state: inout Solver.State) -> Result<(Self, Double), InvalidTerms>
    /// The terms as an expression, for an error to name.
    func expression(constant: Double, in state: inout Solver.State) -> Expression
    func insert(into state: inout Solver.State, constant: Double, relation: Relation, weights: ErrorWeights)
        -> Result<ConstraintTag, Solver.State.InsertionFailure>
}

/// Terms that do not make an expression, and why.
struct InvalidTerms: Error {
    var expression: Expression
    var reason: String
}

/// Terms over variables.
struct VariableTerms: HeldTerms {
    var terms: [Term]

    func allSymbols(satisfy isHeld: (ExternalSymbol) -> Bool) -> Bool { true }

    func isReduced(constant: Double) -> Bool {
        Expression.isReduced(terms) && constant.isFinite
    }

    func reduced(constant: Double, in state: inout Solver.State) -> Result<(Self, Double), InvalidTerms> {
        let expression = Expression(terms, constant: constant)
        if let problem = expression.problem { return .failure(InvalidTerms(expression: expression, reason: problem)) }
        return .success((VariableTerms(terms: expression.terms), expression.constant))
    }

    func expression(constant: Double, in state: inout Solver.State) -> Expression {
        Expression(terms, constant: constant)
    }

    func insert(into state: inout Solver.State, constant: Double, relation: Relation, weights: ErrorWeights)
        -> Result<ConstraintTag, Solver.State.InsertionFailure>
    {
        state.insert(terms, constant: constant, relation: relation, weights: weights)
    }
}

/// Terms over external symbols the solver made for its owner.
struct ExternalTerms: HeldTerms {
    var terms: [ExternalTerm]

    func allSymbols(satisfy isHeld: (ExternalSymbol) -> Bool) -> Bool {
        terms.allSatisfy { isHeld($0.symbol) }
    }

    func isReduced(constant: Double) -> Bool {
        ExternalTerm.isReduced(terms) && constant.isFinite
    }

    func reduced(constant: Double, in state: inout Solver.State) -> Result<(Self, Double), InvalidTerms> {
        // Merged as an expression over the symbols' stand-ins, rarely: a
        // form whose terms cancel (`a.right - a.left`), or a bad number.
        let merged = expression(constant: constant, in: &state)
        if let problem = merged.problem { return .failure(InvalidTerms(expression: merged, reason: problem)) }
        let terms = merged.terms.compactMap { term in
            state.symbol(ofPlaceholder: term.variable).map { ExternalTerm($0, coefficient: term.coefficient) }
        }
        assert(terms.count == merged.terms.count, "a merged term of no external symbol")
        return .success((ExternalTerms(terms: terms), merged.constant))
    }

    func expression(constant: Double, in state: inout Solver.State) -> Expression {
        Expression(
            terms.map { Term(state.placeholder(for: $0.symbol.symbol), coefficient: $0.coefficient) },
            constant: constant)
    }

    func insert(into state: inout Solver.State, constant: Double, relation: Relation, weights: ErrorWeights)
        -> Result<ConstraintTag, Solver.State.InsertionFailure>
    {
        state.insert(terms, constant: constant, relation: relation, weights: weights)
    }
}

extension Solver.State {
    mutating func addConstraint<Terms: HeldTerms>(
        terms rawTerms: Terms, constant rawConstant: Double, relation: Relation, strength: Strength,
        shortfallStrength: Strength?, owner: AnyObject
    ) throws(SolverError) -> ConstraintHandle {
        forgetPlaceholders()
        // Checked in every build: a symbol out of the tables' range, or
        // another's, would corrupt the tableau, not just mislead.
        // A symbol the solver let go of, or another solver's.
        guard rawTerms.allSymbols(satisfy: { holds($0) }) else {
            throw .invalidConstraint(
                Constraint(Expression(rawConstant), relation, strength: strength, owner: owner),
                reason: "a term names an external symbol this solver does not hold")
        }
        let terms: Terms, constant: Double
        // Checked in place, and merged only when need be: making and
        // destroying the result of a merge cost every addition.
        if rawTerms.isReduced(constant: rawConstant) {
            (terms, constant) = (rawTerms, rawConstant)
        } else {
            switch rawTerms.reduced(constant: rawConstant, in: &self) {
            case .success(let reduced):
                (terms, constant) = reduced
            case .failure(let invalid):
                throw .invalidConstraint(
                    Constraint(invalid.expression, relation, strength: strength, owner: owner), reason: invalid.reason)
            }
        }
        /// The constraint as given, for an error to name.
        func given(at strength: Strength, in state: inout Solver.State) -> Constraint {
            Constraint(terms.expression(constant: constant, in: &state), relation, strength: strength, owner: owner)
        }
        guard let excess = ConstraintHandle.Level(strength) else {
            throw .invalidConstraint(
                given(at: strength, in: &self),
                reason: "a constraint added through a handle has a strength of one level, below 2^31")
        }
        var shortfall: ConstraintHandle.Level?
        if let shortfallStrength {
            guard let level = ConstraintHandle.Level(shortfallStrength), level != .required, excess != .required,
                relation == .equal
            else {
                throw .invalidConstraint(
                    given(at: strength, in: &self),
                    reason: "only an optional equality is weighed apart on each side, each at one level")
            }
            shortfall = level
        }
        let weights = ConstraintHandle.errorWeights(excess, shortfall: shortfall)
        switch terms.insert(into: &self, constant: constant, relation: relation, weights: weights) {
        case .success(let tag):
            entries[tag.marker] = SymbolEntry(role: .heldMarker(owner: .passUnretained(owner), serial: nextSerial))
            defer { nextSerial += 1 }
            return ConstraintHandle(tag: tag, relation: relation, isWeighedApart: shortfall != nil, serial: nextSerial)
        case .failure(.solver(let error)):
            throw error
        case .failure(.conflict(let conflict)):
            let subject = given(at: .required, in: &self)
            throw .unsatisfiableConstraint(subject, conflicts: explain(subject, conflict))
        }
    }

    /// Whether the handle names a constraint this solver holds, as it is
    /// now: its marker's entry is a handle's, with the handle's serial,
    /// which a change of strength renews (see `setStrength(_:of:)`).
    ///
    /// Inlined: a call from a mutating method copied the whole solver state to
    /// pass it, on every removal and change through a handle.
    @inline(__always)
    func holds(_ handle: ConstraintHandle) -> Bool {
        let marker = handle.tag.marker
        guard marker < entries.count, case .heldMarker(_, let serial) = entries[marker].role else { return false }
        return serial == handle.serial
    }

    mutating func removeConstraint(_ handle: ConstraintHandle) throws(SolverError) {
        guard holds(handle) else { return assertionFailure("a handle of a constraint the solver does not hold") }
        let marker = handle.tag.marker
        // The variables it names are those of its equation, which the
        // removal drops: noted first.
        removedSymbols.removeAll()
        if let equation = tableau.rows.equation(of: marker) {
            for term in equation.terms where tableau.info[term.symbol].kind == .external {
                removedSymbols.append(term.symbol)
            }
        }
        tableau.begin()
        tableau.remove(handle.tag, weights: errorWeights(of: handle))
        if let error = rollBackIfFailed() { throw error }
        entries[marker].role = .unused
        for index in 0..<removedSymbols.count { releaseUse(of: removedSymbols[index]) }
    }

    mutating func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        guard holds(handle) else { return assertionFailure("a handle of a constraint the solver does not hold") }
        forgetPlaceholders()
        guard constant.isFinite else { throw .nonFiniteValue(constant) }
        guard let conflict = try shiftConstant(of: handle.tag, relation: handle.relation, to: constant) else { return }
        let subject = constraint(for: handle, constant: constant, strength: .required)
        throw .unsatisfiableConstraint(
            subject, conflicts: explain(subject, conflict, constant: constant, subjectMarker: handle.tag.marker))
    }

    /// Changes the strength in place. The constraint is then given a new
    /// serial, which the handle takes: a copy of the handle made before
    /// holds the old weights, and must not be used to remove it. Only an
    /// optional constraint changes strength, and a serial orders only
    /// required ones (in a conflict set), so no order a caller sees moves.
    mutating func setStrength(_ strength: Strength, of handle: inout ConstraintHandle) throws(SolverError) {
        guard holds(handle) else { return assertionFailure("a handle of a constraint the solver does not hold") }
        forgetPlaceholders()
        guard strength.isRequired == handle.tag.isRequired else {
            throw .invalidConstraint(
                constraint(for: handle), reason: "an added constraint cannot switch between required and optional")
        }
        guard let level = ConstraintHandle.Level(strength) else {
            throw .invalidConstraint(
                constraint(for: handle),
                reason: "a constraint added through a handle has a strength of one level, below 2^31")
        }
        guard !strength.isRequired, strength != self.strength(of: handle) else { return }
        let old = errorWeights(of: handle)
        let new = ErrorWeights(level.weights, shortfall: handle.isWeighedApart ? old.shortfall : nil)
        try reweigh(handle.tag, from: old, to: new)
        guard case .heldMarker(let owner, _) = entries[handle.tag.marker].role else { return }
        entries[handle.tag.marker].role = .heldMarker(owner: owner, serial: nextSerial)
        handle.renew(serial: nextSerial)
        nextSerial += 1
    }

    /// The weights of the errors of a constraint the solver holds: the
    /// tableau's cost of each, which its constraint alone gives it.
    ///
    /// Inlined: a call from a mutating method copied the whole solver state to
    /// pass it, on every removal.
    @inline(__always)
    func errorWeights(of handle: ConstraintHandle) -> ErrorWeights {
        let tag = handle.tag
        guard let other = tag.other else { return ErrorWeights(SymbolicWeight()) }
        // An equality's marker is its excess and `other` its shortfall; an
        // inequality's one error is weighed at its strength.
        return tag.isEquality
            ? ErrorWeights(tableau.costs[tag.marker], shortfall: tableau.costs[other])
            : ErrorWeights(tableau.costs[other])
    }

    /// The strength a constraint the solver holds has now: its excess's weight.
    func strength(of handle: ConstraintHandle) -> Strength {
        guard !handle.tag.isRequired else { return .required }
        let weight = errorWeights(of: handle).excess
        guard let (level, value) = weight.singleInlineComponent else {
            assertionFailure("a handle's constraint weighed at other than one level")
            return .required
        }
        return Strength(level: Int(level), weight: value) ?? .required
    }

    /// The constraint a handle the solver holds stands for, as it was
    /// given (its relation, its side of zero), at its current constant or
    /// at `constant`, and at its own strength or `strength`: what an error
    /// about it names.
    private mutating func constraint(
        for handle: ConstraintHandle, constant: Double? = nil, strength: Strength? = nil
    )
        -> Constraint
    {
        let marker = handle.tag.marker
        guard case .heldMarker(let owner, _) = entries[marker].role,
            let kept = heldConstraint(of: marker, owner: owner.takeUnretainedValue())
        else {
            assertionFailure("a constraint in the solver without its equation")
            return Constraint(Expression(), handle.relation)
        }
        // The tableau keeps a `<=` constraint turned into a `>=`.
        let sign = handle.relation == .lessThanOrEqual ? -1.0 : 1.0
        let terms = kept.expression.terms.map { Term($0.variable, coefficient: sign * $0.coefficient) }
        return Constraint(
            Expression(terms, constant: constant ?? self.constant(ofMarker: marker, relation: handle.relation)),
            handle.relation,
            strength: strength ?? self.strength(of: handle), owner: owner.takeUnretainedValue())
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
            terms: VariableTerms(terms: terms), constant: constant, relation: relation, strength: strength,
            shortfallStrength: shortfallStrength, owner: owner)
    }

    /// Adds `terms + constant relation 0` over external symbols this solver
    /// made (`makeExternal(context:)`), as
    /// `addConstraint(terms:constant:relation:strength:shortfallStrength:owner:)`
    /// adds it over variables. A conflict names the symbols by variables
    /// standing for them, `x` and the symbol's number.
    package func addConstraint(
        terms: [ExternalTerm], constant: Double, relation: Relation, strength: Strength,
        shortfallStrength: Strength? = nil, owner: AnyObject
    ) throws(SolverError) -> ConstraintHandle {
        operationCounts.constraintsAdded += 1
        return try state.addConstraint(
            terms: ExternalTerms(terms: terms), constant: constant, relation: relation, strength: strength,
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

    /// The strength a constraint added through a handle has now.
    package func strength(of handle: ConstraintHandle) -> Strength {
        state.strength(of: handle)
    }
}
