extension Tableau {
    func evaluate(_ row: Row) -> Double {
        row.terms.withUnsafeBufferPointer { terms in evaluate(constant: row.constant, terms: terms) }
    }

    func evaluate(constant: Double, terms: UnsafeBufferPointer<RowTerm>) -> Double {
        values.withUnsafeBufferPointer { values in
            var sum = constant
            for term in terms { sum += term.coefficient * values[term.symbol] }
            return sum
        }
    }

    /// Whether a restricted symbol's cached value is out of its bounds.
    func isInfeasible(_ symbol: Int) -> Bool {
        Self.isOutOfBounds(info[symbol].kind, values[symbol])
    }

    /// Whether a value is out of the bounds of its kind of symbol.
    static func isOutOfBounds(_ kind: SymbolKind, _ value: Double) -> Bool {
        switch kind {
        case .external: false
        case .dummy: abs(value) > Tolerance.feasibility
        case .slack, .error: value < -Tolerance.feasibility
        }
    }

    mutating func markDirty(_ symbol: Int) {
        guard !info[symbol].isDirty else { return }
        info[symbol].isDirty = true
        dirty.push(symbol, key: isBasic(symbol) ? info[symbol].order : -.infinity)
    }

    /// Recomputes the values of the dirty symbols and of every row that
    /// depends on a value that changed, in the tableau's order, so each row
    /// is evaluated after the rows it names. Restricted symbols left out of
    /// bounds are queued in `infeasible`; external symbols that moved are
    /// noted in `changedExternals`.
    @inline(__always)
    mutating func refreshValues() {
        if !dirty.isEmpty { refreshDirtyValues() }
    }

    private mutating func refreshDirtyValues() {
        while let symbol = dirty.pop() {
            guard info[symbol].isDirty else { continue }
            info[symbol].isDirty = false
            var value = 0.0
            if let constant = rows.constant(of: symbol) {
                let terms = rows.terms(of: symbol)
                value = evaluate(constant: constant, terms: terms)
                workCount &+= terms.count
            }
            if !value.isFinite { failure = .overflow }
            if value != values[symbol] {
                values[symbol] = value
                for referrer in columns[symbol] { markDirty(referrer) }
                if info[symbol].kind == .external { noteChanged(symbol) }
            }
            if isBasic(symbol), isInfeasible(symbol) { infeasible.append(symbol) }
        }
    }

    /// Queues an external symbol for the next `drainChangedExternals`.
    mutating func noteChanged(_ symbol: Int) {
        guard !changedMarks[symbol] else { return }
        changedMarks[symbol] = true
        changedExternals.append(symbol)
    }

    /// Calls `body` with each external symbol whose value changed since
    /// the last call, and its value, and empties the list: one pass that
    /// clears each symbol's mark as it hands it over. `body` must not
    /// change the tableau.
    @inline(__always)
    mutating func drainChangedExternals(_ body: (_ symbol: Int, _ value: Double) -> Void) {
        changedExternals.withUnsafeBufferPointer { symbols in
            values.withUnsafeBufferPointer { values in
                changedMarks.withUnsafeMutableBufferPointer { marks in
                    for symbol in symbols {
                        marks[symbol] = false
                        body(symbol, values[symbol])
                    }
                }
            }
        }
        changedExternals.removeAll()
    }
}
