extension Tableau {
    /// Finds the symbols that can move only when several parametric
    /// symbols move together, and marks them in `free`.
    ///
    /// `movableSymbols()` moves one parametric symbol at a time, which
    /// misses a direction where a row at zero stops each symbol alone but
    /// not a combination: a degenerate slack `q = b - a` stops `a` from
    /// growing unless `b` grows too, and a basic marker of a required
    /// equality (its row still names parametric symbols) holds a relation
    /// among them rather than each of them. So for the `blocked` symbols
    /// and every unpriced symbol they share such a row with, the directions
    /// that keep every row at zero in bounds form a cone; a symbol is free
    /// when it is not constant on that cone. A second solver finds that out,
    /// maximising and minimising each candidate over the cone cut to a unit
    /// box. Only the blocked symbols' neighbourhood is built, so a tableau
    /// where nothing is blocked costs nothing here, and the symbols they
    /// reach are looked at one by one only if some symbol of the cone moves.
    mutating func freeCoupledDirections(
        from blocked: [(symbol: Int, rowsAtZero: [Int])],
        into free: inout [Bool]
    ) {
        var direction: [Int: Variable] = [:]
        var queue: [Int] = []
        var rowsToExpand: [Int] = []
        for (symbol, rows) in blocked {
            direction[symbol] = Variable("d\(symbol)")
            rowsToExpand += rows
        }
        // The rows at zero the component reaches, each expanded in
        // parametric symbols, which bring their other free symbols in; the
        // blocked symbols' own rows come from the pass that found them.
        var rowsAtZero: [Int: Row] = [:]
        var rates: [RowTerm] = []
        repeat {
            while let basic = rowsToExpand.popLast() {
                guard rowsAtZero[basic] == nil, isBasic(basic) else { continue }
                let expanded = expand(rowOf: basic)
                rowsAtZero[basic] = expanded
                for term in expanded.terms where canMoveFreely(term.symbol) && direction[term.symbol] == nil {
                    direction[term.symbol] = Variable("d\(term.symbol)")
                    queue.append(term.symbol)
                }
            }
            while let symbol = queue.popLast() {
                derivatives(of: symbol, into: &rates)
                for rate in rates where holdsAtZero(rate.symbol) { rowsToExpand.append(rate.symbol) }
            }
        } while !rowsToExpand.isEmpty
        let cone = Solver()
        for (symbol, variable) in direction {
            try? cone.addConstraint(Constraint(Expression(variable) - 1, .lessThanOrEqual))
            let lowest = info[symbol].kind == .external ? -1.0 : 0
            try? cone.addConstraint(Constraint(Expression(variable) - lowest, .greaterThanOrEqual))
        }
        for (basic, row) in rowsAtZero {
            let terms = row.terms.compactMap { term in
                direction[term.symbol].map { Term($0, coefficient: term.coefficient) }
            }
            let relation: Relation = info[basic].kind == .dummy ? .equal : .greaterThanOrEqual
            try? cone.addConstraint(Constraint(Expression(terms), relation))
        }
        // Most blocked symbols stay blocked together (a marker fixing an
        // edge, say): then nothing they reach needs a look of its own.
        let moving = direction.filter { cone.canMove(Expression($0.value)) }
        guard !moving.isEmpty else { return }
        var externalRates: [Int: [Term]] = [:]
        for (symbol, variable) in moving {
            if info[symbol].kind == .external {
                externalRates[symbol, default: []].append(Term(variable, coefficient: 1))
            }
            derivatives(of: symbol, into: &rates)
            for rate in rates where info[rate.symbol].kind == .external {
                externalRates[rate.symbol, default: []].append(Term(variable, coefficient: rate.coefficient))
            }
        }
        for (symbol, terms) in externalRates where !free[symbol] {
            if cone.canMove(Expression(terms)) { free[symbol] = true }
        }
    }

    /// A basic symbol whose row stops a move: a marker, which holds its
    /// equality at zero both ways, or a slack or error at zero.
    func holdsAtZero(_ symbol: Int) -> Bool {
        switch info[symbol].kind {
        case .external: false
        case .dummy: true
        case .slack, .error: values[symbol] <= Tolerance.feasibility
        }
    }

    /// A parametric symbol that moving costs nothing at any level.
    private func canMoveFreely(_ symbol: Int) -> Bool {
        !isBasic(symbol) && info[symbol].kind != .dummy && objective.isZero(symbol)
    }
}

extension Solver {
    /// Whether `expression` takes a value other than zero somewhere in
    /// this solver's feasible region, which holds the origin.
    /// The target and its constraint leave again, so each expression is
    /// pushed against the region alone.
    fileprivate func canMove(_ expression: Expression) -> Bool {
        let target = Variable("target")
        let definition = Constraint(Expression(target) - expression, .equal)
        guard (try? addConstraint(definition)) != nil else { return false }
        defer { try? removeConstraint(definition) }
        guard (try? addEditVariable(target, strength: .weak)) != nil else { return false }
        defer { try? removeEditVariable(target) }
        for goal in [1.0, -1.0] {
            try? suggestValue(goal, for: target)
            if abs(value(of: target)) > Tolerance.feasibility { return true }
        }
        return false
    }
}
