extension Tableau {
    /// Adds the constraint `expression == 0` or `expression >= 0` (external
    /// symbols only; weights zero for required) and re-optimizes. Returns
    /// the tag, or the expanded row proving the constraint conflicts with
    /// required constraints. On failure the caller rolls back.
    ///
    /// The subject of the new row is chosen so the row can stay lazy: a
    /// variable no row mentions yet takes it as its definition; otherwise
    /// the constraint's own slack, error or dummy does, chosen to be in
    /// bounds when it can be, and the simplex repairs the rest.
    ///
    /// The expression's storage, once the equation is copied out of it, is
    /// kept for the next constraint's (`takeExpressionStorage()`).
    mutating func insert(_ expression: consuming Row, isEquality: Bool, weights: ErrorWeights) -> Result<
        ConstraintTag, ConflictRow
    > {
        let isRequired = weights.isRequired
        let tag: ConstraintTag
        switch (isRequired, isEquality) {
        case (true, true):
            tag = ConstraintTag(marker: newSymbol(.dummy), isEquality: true, isRequired: true)
        case (true, false):
            tag = ConstraintTag(marker: newSymbol(.slack), isEquality: false, isRequired: true)
        case (false, true):
            tag = ConstraintTag(
                marker: newSymbol(.error), other: newSymbol(.error), isEquality: true, isRequired: false)
        case (false, false):
            tag = ConstraintTag(
                marker: newSymbol(.slack), other: newSymbol(.error), isEquality: false, isRequired: false)
        }
        // The markers are new and parametric (zero): the equation's value
        // is the expression's, and its external symbols are the expression's.
        // `place` records it with the row it chooses.
        var equation = expression
        equation.terms.append(RowTerm(symbol: tag.marker, coefficient: -1))
        if let other = tag.other { equation.terms.append(RowTerm(symbol: other, coefficient: 1)) }
        let result = place(equation, of: tag, weights: weights)
        equation.terms.removeAllKeepingStorage()
        expressionStorage = equation.terms
        return result
    }

    /// Records the new constraint's equation with the row of the basic
    /// symbol it gives it, and re-optimizes.
    private mutating func place(_ equation: Row, of tag: ConstraintTag, weights: ErrorWeights) -> Result<
        ConstraintTag, ConflictRow
    > {
        let isRequired = weights.isRequired
        if let fresh = equation.terms.first(where: { info[$0.symbol].kind == .external && isUnused($0.symbol) }) {
            setRow(fresh.symbol, solving: equation, of: tag.marker, order: takeHighOrder())
            addErrors(of: tag, toObjective: weights, times: 1)
            refreshValues()
            return .success(tag)
        }
        if isRequired, let (symbol, order) = definableExternal(in: equation) {
            setRow(symbol, solving: equation, of: tag.marker, order: order)
            refreshValues()
            if let conflict = dualOptimize() { return .failure(conflict) }
            return .success(tag)
        }

        let value = evaluate(equation)
        if isRequired {
            setRow(tag.marker, solving: equation, of: tag.marker, order: takeHighOrder())
            refreshValues()
            if let conflict = dualOptimize() { return .failure(conflict) }
            return .success(tag)
        }
        // A tight inequality makes its error basic, so the objective prices
        // the direction that would break it; a free slack there would look
        // costless to the dual simplex and send it down long degenerate paths.
        let subject = value > 0 || (value == 0 && tag.isEquality) ? tag.marker : (tag.other ?? tag.marker)
        setRow(subject, solving: equation, of: tag.marker, order: takeHighOrder())
        addErrors(of: tag, toObjective: weights, times: 1)
        optimize()
        return .success(tag)
    }

    /// A parametric variable of the equation that can take the equation as
    /// its row without expanding anything, and the place in the order that
    /// row would take: every row that names the variable must come after
    /// every basic symbol the equation names, so the new row fits between
    /// them and the rows stay triangular. A chain that reaches back to
    /// older rows (a cell below the previous one) is then one short row.
    private mutating func definableExternal(in equation: Row) -> (Int, Double)? {
        var highestReference = -Double.infinity
        for term in equation.terms where isBasic(term.symbol) {
            highestReference = max(highestReference, info[term.symbol].order)
        }
        for term in equation.terms where info[term.symbol].kind == .external && !isBasic(term.symbol) {
            guard objective.isZero(term.symbol), !columns.isEmpty(term.symbol) else { continue }
            var lowestReferrer = Double.infinity
            for referrer in columns[term.symbol] { lowestReferrer = min(lowestReferrer, info[referrer].order) }
            guard lowestReferrer > highestReference else { continue }
            guard highestReference > -.infinity else {
                // Naming no basic symbol, the row can go below every row, as a pivot's does.
                return (term.symbol, takeLowOrder())
            }
            let order = (highestReference + lowestReferrer) / 2
            // Halving can run out of precision; then another variable, or the simplex, serves.
            guard order > highestReference, order < lowestReferrer else { continue }
            return (term.symbol, order)
        }
        return nil
    }

    /// Removes a constraint's rows and objective terms and re-optimizes.
    mutating func remove(_ tag: ConstraintTag, weights: ErrorWeights) {
        setEquation(tag.marker, nil)
        addErrors(of: tag, toObjective: weights, times: -1)
        if !isBasic(tag.marker) {
            var rates = derivatives(of: tag.marker)
            while let leaving = markerLeavingRow(rates), isBasic(leaving) {
                let expanded = expand(rowOf: leaving)
                if expanded.coefficient(of: tag.marker) != 0 {
                    pivot(entering: tag.marker, leaving: leaving, expandedRow: expanded)
                    break
                }
                // Its rate was round-off that the expansion cancelled.
                rates.removeAll { $0.symbol == leaving }
            }
        }
        dropBasic(tag.marker)
        // Round-off aside, the rows stay within bounds; should any not, the
        // dual simplex brings them back before the objective is improved.
        refreshValues()
        _ = dualOptimize()
        optimize()
        // Before the markers are released: a failure in the check's rebuild
        // rolls the removal back, and the journal does not take released
        // symbols back from the free list.
        checkEquationsIfDue()
        guard failure == nil else { return }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where isUnused(symbol) {
            releaseSymbol(symbol)
        }
    }

    /// The row to pivot a parametric marker into before dropping it, given
    /// how fast each basic symbol moves with the marker (`rates`): a
    /// redundant equality's row if one names it, else as the paper chooses,
    /// the restricted row that stays feasible, else any row of a free variable.
    ///
    /// Inlined: a call from a mutating method copied the whole tableau to
    /// pass it, on every removal that pivots.
    @inline(__always)
    private func markerLeavingRow(_ rates: [RowTerm]) -> Int? {
        var first = -1, second = -1, third = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        // No rate is ruled out for being small next to the others: in a
        // widely scaled system rates from 1e-9 to 1e9 are all real, and the
        // caller still skips a row whose rate the expansion cancels.
        for rate in rates {
            let basic = rate.symbol
            if info[basic].kind == .dummy {
                // A basic dummy is a redundant required equality held at
                // zero: giving its row to the marker keeps every bound.
                return basic
            }
            if info[basic].kind == .external {
                third = basic
            } else if rate.coefficient < 0 {
                let ratio = -max(0, values[basic]) / rate.coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = max(0, values[basic]) / rate.coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        for candidate in [first, second, third] where candidate >= 0 { return candidate }
        return nil
    }

    /// Changes an optional constraint's weights in place and re-optimizes.
    mutating func reweigh(_ tag: ConstraintTag, from old: ErrorWeights, to new: ErrorWeights) {
        addErrors(of: tag, toObjective: new.subtracting(old), times: 1)
        optimize()
    }

    /// Adds `factor` times each error of the constraint at its weight to
    /// the objective, through its expanded row when the error is basic.
    private mutating func addErrors(of tag: ConstraintTag, toObjective weights: ErrorWeights, times factor: Double) {
        tag.forEachError { error, isShortfall in
            let weight = weights[isShortfall]
            guard !weight.isZero else { return }
            addCost(error, weight, times: factor)
            if isBasic(error) {
                addToObjective(expandingRowOf: error, weight, times: factor)
            } else {
                addToObjective(error, weight, times: factor)
            }
        }
    }
}

/// A basic symbol out of bounds with its row expanded into parametric
/// symbols, that no pivot can bring back in bounds: the markers of required
/// constraints among them name the conflict.
struct ConflictRow: Error {
    var basic: Int
    var row: Row
}
