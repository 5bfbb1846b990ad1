extension Tableau {
    /// Adds the constraint `expression == 0` or `expression >= 0` (external
    /// symbols only; weight zero for required) and re-optimizes. Returns
    /// the tag, or the expanded row proving the constraint conflicts with
    /// required constraints. On failure the caller rolls back.
    ///
    /// The subject of the new row is chosen so the row can stay lazy: a
    /// variable no row mentions yet takes it as its definition; otherwise
    /// the constraint's own slack, error or dummy does, chosen to be in
    /// bounds when it can be, and the simplex repairs the rest.
    mutating func insert(_ expression: Row, isEquality: Bool, weight: SymbolicWeight) -> Result<ConstraintTag, ConflictRow> {
        let isRequired = weight.isZero
        var tag: ConstraintTag
        var equation = expression
        switch (isRequired, isEquality) {
        case (true, true):
            tag = ConstraintTag(marker: newSymbol(.dummy), weight: weight, isEquality: true)
            equation.terms.append(RowTerm(symbol: tag.marker, coefficient: -1))
        case (true, false):
            tag = ConstraintTag(marker: newSymbol(.slack), weight: weight, isEquality: false)
            equation.terms.append(RowTerm(symbol: tag.marker, coefficient: -1))
        case (false, true):
            tag = ConstraintTag(marker: newSymbol(.error), other: newSymbol(.error), weight: weight, isEquality: true)
            equation.terms.append(RowTerm(symbol: tag.marker, coefficient: -1))
            equation.terms.append(RowTerm(symbol: tag.other!, coefficient: 1))
        case (false, false):
            tag = ConstraintTag(marker: newSymbol(.slack), other: newSymbol(.error), weight: weight, isEquality: false)
            equation.terms.append(RowTerm(symbol: tag.marker, coefficient: -1))
            equation.terms.append(RowTerm(symbol: tag.other!, coefficient: 1))
        }

        if let fresh = expression.terms.first(where: { kinds[$0.symbol] == .external && isUnused($0.symbol) }) {
            setRow(fresh.symbol, equation.solved(for: fresh.symbol), order: takeHighOrder())
            for error in tag.errors { addToObjective(error, weight, times: 1) }
            refreshValues()
            return .success(tag)
        }

        let value = evaluate(expression)
        if isRequired {
            setRow(tag.marker, equation.solved(for: tag.marker), order: takeHighOrder())
            refreshValues()
            if let conflict = dualOptimize() { return .failure(conflict) }
            return .success(tag)
        }
        // A tight inequality makes its error basic, so the objective prices
        // the direction that would break it; a free slack there would look
        // costless to the dual simplex and send it down long degenerate paths.
        let subject = value > 0 || (value == 0 && tag.isEquality) ? tag.marker : tag.other!
        setRow(subject, equation.solved(for: subject), order: takeHighOrder())
        for error in tag.errors {
            if let row = rows[error] {
                addToObjective(expand(row), weight, times: 1)
            } else {
                addToObjective(error, weight, times: 1)
            }
        }
        optimize()
        return .success(tag)
    }

    /// Removes a constraint's rows and objective terms and re-optimizes.
    mutating func remove(_ tag: ConstraintTag) {
        for error in tag.errors {
            if let row = rows[error] {
                addToObjective(expand(row), tag.weight, times: -1)
            } else {
                addToObjective(error, tag.weight, times: -1)
            }
        }
        if !isBasic(tag.marker), let leaving = markerLeavingRow(tag.marker), let row = rows[leaving] {
            pivot(entering: tag.marker, leaving: leaving, expandedRow: expand(row))
        }
        dropBasic(tag.marker)
        optimize()
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where isUnused(symbol) {
            releaseSymbol(symbol)
        }
    }

    /// The row to pivot a parametric marker into before dropping it, as the
    /// paper chooses: the restricted row that stays feasible, else any
    /// row of a free variable.
    private mutating func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for rate in derivatives(of: marker) {
            let basic = rate.symbol
            if kinds[basic] == .external {
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

    /// Changes the constraint's constant by `delta` in place: the marker `m`
    /// enters its constraint as `m = expression + ...`, so the new system is
    /// the old one with `m` replaced by `m - delta`. Only the rows that name
    /// `m` change; rows that name them lazily follow through their values.
    mutating func shiftConstant(_ tag: ConstraintTag, by delta: Double) -> ConflictRow? {
        let marker = tag.marker
        if let row = rows[marker] {
            setConstant(marker, row.constant + delta)
        }
        for basic in columns[marker] {
            guard let row = rows[basic] else { continue }
            setConstant(basic, row.constant - delta * row.coefficient(of: marker))
        }
        refreshValues()
        return dualOptimize()
    }

    /// Changes an optional constraint's weight in place and re-optimizes.
    mutating func reweigh(_ tag: ConstraintTag, to weight: SymbolicWeight) {
        var difference = weight
        difference.add(tag.weight, times: -1)
        for error in tag.errors {
            if let row = rows[error] {
                addToObjective(expand(row), difference, times: 1)
            } else {
                addToObjective(error, difference, times: 1)
            }
        }
        optimize()
    }
}

/// A basic symbol out of bounds with its row expanded into parametric
/// symbols, that no pivot can bring back in bounds: the markers of required
/// constraints among them name the conflict.
struct ConflictRow: Error {
    var basic: Int
    var row: Row

    /// The basic symbol and every symbol of its row.
    var symbols: [Int] { [basic] + row.terms.map(\.symbol) }
}
