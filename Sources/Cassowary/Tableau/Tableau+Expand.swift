extension Tableau {
    /// The row rewritten in parametric symbols only: every basic symbol it
    /// names is replaced by its row, latest in the order first, so each
    /// basic symbol is expanded once however many paths lead to it.
    /// Costs the size of the rows it depends on, not of the tableau.
    mutating func expand(_ row: Row) -> Row {
        accumulate(row, times: 1, below: .infinity)
        return expandAccumulated(reusing: []).row
    }

    /// `expand(_:)` of a basic symbol's row, read where it is.
    mutating func expand(rowOf basic: Int) -> Row {
        expandWithScale(rowOf: basic).row
    }

    /// Adds `weight * factor * row` to the objective, the row expanded in
    /// storage kept for it: an expansion read once and dropped costs no
    /// allocation, where one for every error of a constraint added or
    /// removed cost a build a malloc and a free each.
    mutating func addToObjective(expandingRowOf basic: Int, _ weight: SymbolicWeight, times factor: Double) {
        let expanded = expandWithScale(rowOf: basic, reusing: takeExpansionStorage()).row
        addToObjective(expanded, weight, times: factor)
        expansionStorage = expanded.terms
    }

    /// The storage kept for expansions read once, or handed to the rows
    /// (`pivot`), which copy them: to pass to `expandWithScale`, and back
    /// into `expansionStorage` after.
    mutating func takeExpansionStorage() -> [RowTerm] {
        var storage: [RowTerm] = []
        swap(&storage, &expansionStorage)
        return storage
    }

    /// `expand(rowOf:)`, in `storage`, with the sum of the magnitudes the
    /// constant was added up from: how large its round-off can be.
    mutating func expandWithScale(
        rowOf basic: Int, reusing storage: consuming [RowTerm] = []
    ) -> (row: Row, scale: Double) {
        accumulateRow(of: basic, times: 1)
        return expandAccumulated(reusing: consume storage)
    }

    /// Replaces the basic symbols queued in `scratch` by their rows, latest first.
    private mutating func expandAccumulated(reusing storage: consuming [RowTerm]) -> (row: Row, scale: Double) {
        while let basic = expandHeap.pop() {
            let factor = scratch.take(basic)
            guard factor != 0 else { continue }
            accumulateRow(of: basic, times: factor)
        }
        let scale = scratch.constantMagnitude
        return (scratch.makeRow(reusing: consume storage), scale)
    }

    /// `accumulate` of a basic symbol's row, read where it is (no row
    /// changes meanwhile): copying it out would allocate.
    private mutating func accumulateRow(of basic: Int, times factor: Double) {
        guard let constant = rows.constant(of: basic) else { return }
        accumulate(constant: constant, terms: rows.terms(of: basic), times: factor, below: info[basic].order)
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
        for basic in columns[symbol] {
            guard let coefficient = rows.coefficient(of: symbol, inRowOf: basic) else { continue }
            if spare.add(basic, coefficient) { reachHeap.push(basic, key: info[basic].order) }
        }
        while let basic = reachHeap.pop() {
            let rate = spare.value(basic)
            guard rate != 0 else { continue }
            result.append(RowTerm(symbol: basic, coefficient: rate))
            for referrer in columns[basic] {
                guard let coefficient = rows.coefficient(of: basic, inRowOf: referrer) else { continue }
                workCount &+= rows.terms(of: referrer).count
                if spare.add(referrer, rate * coefficient) {
                    reachHeap.push(referrer, key: info[referrer].order)
                }
            }
        }
        spare.clear()
    }
}
