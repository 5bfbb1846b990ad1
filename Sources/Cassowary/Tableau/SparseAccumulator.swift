/// A dense scratch vector indexed by symbol that remembers which entries it
/// touched: adding rows into it costs their length, and turning it back into
/// a sparse row costs what it touched, never the number of symbols.
struct SparseAccumulator {
    // Values and presence apart: a Bool beside a Double would pad each
    // symbol's slot to sixteen bytes, in a table as long as the tableau.
    var constant = 0.0
    private var values: [Double] = []
    private var isPresent: [Bool] = []
    private var touched: [Int] = []

    mutating func reserve(symbols count: Int) {
        if values.count < count {
            values.pad(toAtLeast: count, with: 0)
            isPresent.pad(toAtLeast: count, with: false)
        }
    }

    func contains(_ symbol: Int) -> Bool { isPresent[symbol] }

    func value(_ symbol: Int) -> Double { values[symbol] }

    mutating func add(_ symbol: Int, _ coefficient: Double) {
        if !isPresent[symbol] {
            isPresent[symbol] = true
            touched.append(symbol)
        }
        values[symbol] += coefficient
    }

    mutating func add(_ row: Row, times factor: Double) {
        add(row, times: factor) { _ in }
    }

    /// Adds `factor * row`, calling `isNew` with each symbol the
    /// accumulator had not touched before.
    @inline(__always)
    mutating func add(_ row: Row, times factor: Double, isNew: (Int) -> Void) {
        constant += row.constant * factor
        // Through the buffers: the loop writes every term, and checking the
        // arrays' uniqueness on each write would cost as much as the sum.
        values.withUnsafeMutableBufferPointer { values in
            isPresent.withUnsafeMutableBufferPointer { isPresent in
                for term in row.terms {
                    let symbol = term.symbol
                    if !isPresent[symbol] {
                        isPresent[symbol] = true
                        touched.append(symbol)
                        isNew(symbol)
                    }
                    values[symbol] += term.coefficient * factor
                }
            }
        }
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
        // One spare place: a pivot appends the leaving symbol to the row.
        row.terms.reserveCapacity(touched.count + 1)
        values.withUnsafeMutableBufferPointer { values in
            isPresent.withUnsafeMutableBufferPointer { isPresent in
                for symbol in touched {
                    let value = values[symbol]
                    if abs(value) > Tolerance.coefficient {
                        row.terms.append(RowTerm(symbol: symbol, coefficient: value))
                    }
                    values[symbol] = 0
                    isPresent[symbol] = false
                }
            }
        }
        touched.removeAll(keepingCapacity: true)
        constant = 0
        return row
    }

    mutating func clear() {
        values.withUnsafeMutableBufferPointer { values in
            isPresent.withUnsafeMutableBufferPointer { isPresent in
                for symbol in touched {
                    values[symbol] = 0
                    isPresent[symbol] = false
                }
            }
        }
        touched.removeAll(keepingCapacity: true)
        constant = 0
    }
}
