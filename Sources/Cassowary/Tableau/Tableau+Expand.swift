extension Tableau {
    /// The row rewritten in parametric symbols only: every basic symbol it
    /// names is replaced by its row, latest in the order first, so each
    /// basic symbol is expanded once however many paths lead to it.
    /// Costs the size of the rows it depends on, not of the tableau.
    mutating func expand(_ row: Row) -> Row {
        expandWithScale(row).row
    }

    /// `expand(_:)`, with the sum of the magnitudes the constant was added
    /// up from: how large its round-off can be.
    mutating func expandWithScale(_ row: Row) -> (row: Row, scale: Double) {
        accumulate(row, times: 1, below: .infinity)
        while let basic = expandHeap.pop() {
            let factor = scratch.take(basic)
            guard factor != 0, let definition = rows[basic] else { continue }
            accumulate(definition, times: factor, below: info[basic].order)
        }
        let scale = scratch.constantMagnitude
        return (scratch.makeRow(), scale)
    }

    /// Adds `factor * row` to `scratch`, queuing each basic symbol it
    /// brings in for expansion; every one must come before `order`.
    private mutating func accumulate(_ row: Row, times factor: Double, below order: Double) {
        scratch.constant += row.constant * factor
        scratch.constantMagnitude += abs(row.constant * factor)
        workCount &+= row.terms.count
        for term in row.terms {
            let symbol = term.symbol
            if scratch.add(symbol, term.coefficient * factor), isBasic(symbol) {
                assert(info[symbol].order < order, "rows out of order")
                expandHeap.push(symbol, key: -info[symbol].order)
            }
        }
    }

    /// For each basic symbol whose expanded row contains `symbol`, that
    /// coefficient: how fast the basic symbol moves as `symbol` grows.
    /// Walks only the rows that depend on `symbol`, in order.
    mutating func derivatives(of symbol: Int) -> [RowTerm] {
        var result: [RowTerm] = []
        derivatives(of: symbol, into: &result)
        return result
    }

    /// `derivatives(of:)` written into `result`, whose storage a loop can reuse.
    mutating func derivatives(of symbol: Int, into result: inout [RowTerm]) {
        result.removeAll(keepingCapacity: true)
        for basic in columns[symbol] {
            guard let row = rows[basic] else { continue }
            if spare.add(basic, row.coefficient(of: symbol)) { reachHeap.push(basic, key: info[basic].order) }
        }
        while let basic = reachHeap.pop() {
            let rate = spare.value(basic)
            guard rate != 0 else { continue }
            result.append(RowTerm(symbol: basic, coefficient: rate))
            for referrer in columns[basic] {
                guard let row = rows[referrer] else { continue }
                workCount &+= row.terms.count
                if spare.add(referrer, rate * row.coefficient(of: basic)) {
                    reachHeap.push(referrer, key: info[referrer].order)
                }
            }
        }
        spare.clear()
    }
}
