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
    }

    /// Removes a basic symbol from the tableau: rows that name it get its
    /// row in its place (their order stays above everything it names) and
    /// its own row is dropped.
    mutating func dropBasic(_ symbol: Int) {
        guard let definition = rows[symbol] else { return }
        for referrer in columns[symbol] {
            guard let row = rows[referrer] else { continue }
            setRow(referrer, substituting(definition, for: symbol, in: row))
        }
        setRow(symbol, nil)
    }

    /// The row with `symbol` replaced by its definition `symbol = definition`.
    mutating func substituting(_ definition: Row, for symbol: Int, in row: Row) -> Row {
        let factor = row.coefficient(of: symbol)
        spare.add(row, times: 1)
        _ = spare.take(symbol)
        spare.add(definition, times: factor)
        return spare.makeRow()
    }
}
