extension Tableau {
    /// The row rewritten in parametric symbols only: every basic symbol it
    /// names is replaced by its row, latest in the order first, so each
    /// basic symbol is expanded once however many paths lead to it.
    /// Costs the size of the rows it depends on, not of the tableau.
    mutating func expand(_ row: Row) -> Row {
        expandWithScale(row).row
    }

    /// Adds `weight * factor * row` to the objective, the row expanded in
    /// storage kept for it: an expansion read once and dropped costs no
    /// allocation, where one for every error of a constraint added or
    /// removed cost a build a malloc and a free each.
    mutating func addToObjective(expanding row: Row, _ weight: SymbolicWeight, times factor: Double) {
        var storage: [RowTerm] = []
        swap(&storage, &expansionStorage)
        let expanded = expandWithScale(row, reusing: consume storage).row
        addToObjective(expanded, weight, times: factor)
        expansionStorage = expanded.terms
    }

    /// `expand(_:)`, with the sum of the magnitudes the constant was added
    /// up from: how large its round-off can be.
    mutating func expandWithScale(
        _ row: Row, reusing storage: consuming [RowTerm] = []
    ) -> (row: Row, scale: Double) {
        accumulate(row, times: 1, below: .infinity)
        while let basic = expandHeap.pop() {
            let factor = scratch.take(basic)
            guard factor != 0 else { continue }
            accumulateRow(of: basic, times: factor)
        }
        let scale = scratch.constantMagnitude
        return (scratch.makeRow(reusing: consume storage), scale)
    }

    /// `accumulate` of a basic symbol's row, read where it is (no row
    /// changes meanwhile). Copying the row out would retain its
    /// terms: an atomic write to a buffer that a long chain's expansion has
    /// pushed out of the caches, 40% of a conflict report at the end of a
    /// 10,000-view chain.
    private mutating func accumulateRow(of basic: Int, times factor: Double) {
        let order = info[basic].order
        let rows = self.rows.unsafeElements
        rows[basic]?.terms.withUnsafeBufferPointer { terms in
            accumulate(constant: rows[basic]?.constant ?? 0, terms: terms, times: factor, below: order)
        }
    }

    /// Adds `factor * row` to `scratch`, queuing each basic symbol it
    /// brings in for expansion; every one must come before `order`.
    private mutating func accumulate(_ row: Row, times factor: Double, below order: Double) {
        row.terms.withUnsafeBufferPointer { terms in
            accumulate(constant: row.constant, terms: terms, times: factor, below: order)
        }
    }

    private mutating func accumulate(
        constant: Double, terms: UnsafeBufferPointer<RowTerm>, times factor: Double, below order: Double
    ) {
        scratch.constant += constant * factor
        scratch.constantMagnitude += abs(constant * factor)
        workCount &+= terms.count
        for term in terms {
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
        result.removeAllKeepingStorage()
        // Rows read in place, as `accumulateRow` does: no row changes here.
        let rows = self.rows.unsafeElements
        for basic in columns[symbol] {
            guard let coefficient = rows[basic]?.coefficient(of: symbol) else { continue }
            if spare.add(basic, coefficient) { reachHeap.push(basic, key: info[basic].order) }
        }
        while let basic = reachHeap.pop() {
            let rate = spare.value(basic)
            guard rate != 0 else { continue }
            result.append(RowTerm(symbol: basic, coefficient: rate))
            for referrer in columns[basic] {
                guard let coefficient = rows[referrer]?.coefficient(of: basic) else { continue }
                workCount &+= rows[referrer]?.terms.count ?? 0
                if spare.add(referrer, rate * coefficient) {
                    reachHeap.push(referrer, key: info[referrer].order)
                }
            }
        }
        spare.clear()
    }
}
