extension Tableau {
    func evaluate(_ row: Row) -> Double {
        values.withUnsafeBufferPointer { values in
            row.terms.withUnsafeBufferPointer { terms in
                var sum = row.constant
                for term in terms { sum += term.coefficient * values[term.symbol] }
                return sum
            }
        }
    }

    /// Whether a restricted symbol's cached value is out of its bounds.
    func isInfeasible(_ symbol: Int) -> Bool {
        switch kinds[symbol] {
        case .external: false
        case .dummy: abs(values[symbol]) > Tolerance.feasibility
        case .slack, .error: values[symbol] < -Tolerance.feasibility
        }
    }

    mutating func markDirty(_ symbol: Int) {
        guard !isDirty[symbol] else { return }
        isDirty[symbol] = true
        dirty.push(symbol, key: rows[symbol] == nil ? Int.min : orders[symbol])
    }

    /// Recomputes the values of the dirty symbols and of every row that
    /// depends on a value that changed, in the tableau's order, so each row
    /// is evaluated after the rows it names. Restricted symbols left out of
    /// bounds are queued in `infeasible`; external symbols that moved are
    /// noted in `changedExternals`.
    mutating func refreshValues() {
        while let symbol = dirty.pop() {
            guard isDirty[symbol] else { continue }
            isDirty[symbol] = false
            let value = rows[symbol].map(evaluate) ?? 0
            if value != values[symbol] {
                setValue(symbol, value)
                for referrer in columns[symbol] { markDirty(referrer) }
                if kinds[symbol] == .external, !isChanged[symbol] {
                    isChanged[symbol] = true
                    changedExternals.append(symbol)
                }
            }
            if rows[symbol] != nil, isInfeasible(symbol) { infeasible.append(symbol) }
        }
    }

    /// Hands over the external symbols whose value changed since the last
    /// call, swapping buffers with `buffer` so neither allocates.
    mutating func takeChangedExternals(into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &changedExternals)
        for symbol in buffer { isChanged[symbol] = false }
    }
}
