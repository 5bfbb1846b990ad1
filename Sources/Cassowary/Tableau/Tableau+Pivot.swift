extension Tableau {
    /// Exchanges a parametric symbol (`entering`) with a basic one
    /// (`leaving`), given the leaving row already expanded into parametric
    /// symbols. The entering symbol's new row is parametric only, so it
    /// takes the lowest place in the order and the rows that name either
    /// symbol stay valid without being rewritten: a row naming `leaving`
    /// now names a parametric symbol, a row naming `entering` a basic one.
    mutating func pivot(entering: Int, leaving: Int, expandedRow: consuming Row) {
        assert(!isBasic(entering))
        guard spendPivot() else { return }
        // `leaving = row` is the equation `0 = row - leaving`, solved for
        // the entering symbol in the expanded row's own storage.
        var row = expandedRow
        // Dividing by the row's largest coefficient adds the least
        // round-off; dividing by a smaller one magnifies what the row
        // carries, and brings the next rebuild (`refactor()`) twice as near.
        var largest = 0.0
        for term in row.terms { largest = max(largest, abs(term.coefficient)) }
        pivotWearSinceRefactor += abs(row.coefficient(of: entering)) >= largest ? 1 : 2
        pivotsSinceEquationCheck += 1
        row.terms.append(RowTerm(symbol: leaving, coefficient: -1))
        row.solve(for: entering)
        setRow(leaving, nil)
        setRow(entering, row, order: takeLowOrder())
        substituteInObjective(entering, row)
        // The rows copied it: its storage serves the next expansion.
        expansionStorage = row.terms
    }

    /// Removes a basic symbol from the tableau: rows that name it get its
    /// row in its place (their order stays above everything it names) and
    /// its own row is dropped.
    mutating func dropBasic(_ symbol: Int) {
        // A copy, as the referrers' changes may move the rows' buffer, in
        // the expression's storage, which no constraint uses meanwhile.
        guard let constant = rows.constant(of: symbol) else { return }
        var definition = Row(constant: constant, terms: takeExpressionStorage())
        definition.terms.append(contentsOf: rows.terms(of: symbol))
        defer {
            definition.terms.removeAllKeepingStorage()
            expressionStorage = definition.terms
        }
        for referrer in columns[symbol] {
            guard let constant = rows.constant(of: referrer) else { continue }
            // The referrer's row read in place, and made anew in storage
            // the rows hand back once they have copied it.
            let substituted = substituting(
                definition, for: symbol, constant: constant, terms: rows.terms(of: referrer),
                reusing: takeExpansionStorage())
            setRow(referrer, substituted)
            expansionStorage = substituted.terms
        }
        setRow(symbol, nil)
    }

    /// The row with `symbol` replaced by its definition `symbol = definition`.
    mutating func substituting(_ definition: Row, for symbol: Int, in row: Row) -> Row {
        row.terms.withUnsafeBufferPointer { terms in
            substituting(definition, for: symbol, constant: row.constant, terms: terms)
        }
    }

    private mutating func substituting(
        _ definition: Row, for symbol: Int, constant: Double, terms: UnsafeBufferPointer<RowTerm>,
        reusing storage: consuming [RowTerm] = []
    ) -> Row {
        let factor = terms.first { $0.symbol == symbol }?.coefficient ?? 0
        spare.add(constant: constant, terms: terms, times: 1)
        _ = spare.take(symbol)
        spare.add(definition, times: factor)
        return spare.makeRow(reusing: consume storage)
    }
}
