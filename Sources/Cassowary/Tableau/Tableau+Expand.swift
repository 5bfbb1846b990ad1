extension Tableau {
    /// The row rewritten in parametric symbols only: every basic symbol it
    /// names is replaced by its row, latest in the order first, so each
    /// basic symbol is expanded once however many paths lead to it.
    /// Costs the size of the rows it depends on, not of the tableau.
    mutating func expand(_ row: Row) -> Row {
        // The heap and the accumulator are moved out while in use, so the
        // loop can read the rows as it writes them.
        var pending = OrderHeap()
        swap(&pending, &expandHeap)
        var sum = SparseAccumulator()
        swap(&sum, &scratch)
        defer {
            swap(&pending, &expandHeap)
            swap(&sum, &scratch)
        }
        sum.add(row, times: 1) { symbol in
            if isBasic(symbol) { pending.push(symbol, key: -info[symbol].order) }
        }
        while let basic = pending.pop() {
            let factor = sum.take(basic)
            guard factor != 0, let definition = rows[basic] else { continue }
            sum.add(definition, times: factor) { symbol in
                guard isBasic(symbol) else { return }
                assert(info[symbol].order < info[basic].order, "rows out of order")
                pending.push(symbol, key: -info[symbol].order)
            }
        }
        return sum.makeRow()
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
        var pending = OrderHeap()
        swap(&pending, &reachHeap)
        defer { swap(&pending, &reachHeap) }
        for basic in columns[symbol] {
            guard let row = rows[basic] else { continue }
            if !spare.contains(basic) { pending.push(basic, key: info[basic].order) }
            spare.add(basic, row.coefficient(of: symbol))
        }
        while let basic = pending.pop() {
            let rate = spare.value(basic)
            guard abs(rate) > Tolerance.coefficient else { continue }
            result.append(RowTerm(symbol: basic, coefficient: rate))
            for referrer in columns[basic] {
                guard let row = rows[referrer] else { continue }
                if !spare.contains(referrer) { pending.push(referrer, key: info[referrer].order) }
                spare.add(referrer, rate * row.coefficient(of: basic))
            }
        }
        spare.clear()
    }
}
