/// A dense scratch vector indexed by symbol that remembers which entries it
/// touched: adding rows into it costs their length, and turning it back into
/// a sparse row costs what it touched, never the number of symbols.
struct SparseAccumulator {
    var constant = 0.0
    private var values: [Double] = []
    private var present: [Bool] = []
    private var touched: [Int] = []

    mutating func reserve(symbols count: Int) {
        if values.count < count {
            let grown = max(count, values.count * 2)
            values.append(contentsOf: repeatElement(0, count: grown - values.count))
            present.append(contentsOf: repeatElement(false, count: grown - present.count))
        }
    }

    func contains(_ symbol: Int) -> Bool { present[symbol] }

    func value(_ symbol: Int) -> Double { values[symbol] }

    mutating func add(_ symbol: Int, _ coefficient: Double) {
        if !present[symbol] {
            present[symbol] = true
            touched.append(symbol)
        }
        values[symbol] += coefficient
    }

    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for term in row.terms { add(term.symbol, term.coefficient * factor) }
    }

    /// Removes the entry and returns its value; the symbol stays marked as seen.
    mutating func take(_ symbol: Int) -> Double {
        let value = values[symbol]
        values[symbol] = 0
        return value
    }

    /// The accumulated row without round-off entries; the accumulator is emptied.
    mutating func makeRow() -> Row {
        var row = Row(constant: constant)
        row.terms.reserveCapacity(touched.count)
        for symbol in touched {
            let value = values[symbol]
            if abs(value) > Tolerance.coefficient {
                row.terms.append(RowTerm(symbol: symbol, coefficient: value))
            }
        }
        clear()
        return row
    }

    mutating func clear() {
        for symbol in touched {
            values[symbol] = 0
            present[symbol] = false
        }
        touched.removeAll(keepingCapacity: true)
        constant = 0
    }
}
