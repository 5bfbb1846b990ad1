/// A dense scratch vector indexed by symbol that remembers which entries it
/// touched: adding rows into it costs their length, and turning it back into
/// a sparse row costs what it touched, never the number of symbols.
struct SparseAccumulator {
    /// One symbol's slot: value and presence together, so touching a symbol
    /// is one write to one array.
    private struct Entry {
        var value = 0.0
        var isPresent = false
    }

    var constant = 0.0
    private var entries: [Entry] = []
    private var touched: [Int] = []

    mutating func reserve(symbols count: Int) {
        if entries.count < count {
            let grown = max(count, entries.count * 2)
            entries.append(contentsOf: repeatElement(Entry(), count: grown - entries.count))
        }
    }

    func contains(_ symbol: Int) -> Bool { entries[symbol].isPresent }

    func value(_ symbol: Int) -> Double { entries[symbol].value }

    mutating func add(_ symbol: Int, _ coefficient: Double) {
        if !entries[symbol].isPresent {
            entries[symbol].isPresent = true
            touched.append(symbol)
        }
        entries[symbol].value += coefficient
    }

    mutating func add(_ row: Row, times factor: Double) {
        add(row, times: factor) { _ in }
    }

    /// Adds `factor * row`, calling `isNew` with each symbol the
    /// accumulator had not touched before.
    @inline(__always)
    mutating func add(_ row: Row, times factor: Double, isNew: (Int) -> Void) {
        constant += row.constant * factor
        // Through the buffer: the loop writes every term, and checking the
        // array's uniqueness on each write would cost as much as the sum.
        entries.withUnsafeMutableBufferPointer { entries in
            for term in row.terms {
                let symbol = term.symbol
                if !entries[symbol].isPresent {
                    entries[symbol].isPresent = true
                    touched.append(symbol)
                    isNew(symbol)
                }
                entries[symbol].value += term.coefficient * factor
            }
        }
    }

    /// Removes the entry and returns its value; the symbol stays marked as seen.
    mutating func take(_ symbol: Int) -> Double {
        let value = entries[symbol].value
        entries[symbol].value = 0
        return value
    }

    /// The accumulated row without round-off entries; the accumulator is emptied.
    mutating func makeRow() -> Row {
        var row = Row(constant: constant)
        row.terms.reserveCapacity(touched.count)
        entries.withUnsafeMutableBufferPointer { entries in
            for symbol in touched {
                let value = entries[symbol].value
                if abs(value) > Tolerance.coefficient {
                    row.terms.append(RowTerm(symbol: symbol, coefficient: value))
                }
                entries[symbol] = Entry()
            }
        }
        touched.removeAll(keepingCapacity: true)
        constant = 0
        return row
    }

    mutating func clear() {
        entries.withUnsafeMutableBufferPointer { entries in
            for symbol in touched { entries[symbol] = Entry() }
        }
        touched.removeAll(keepingCapacity: true)
        constant = 0
    }
}
