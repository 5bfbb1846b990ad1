/// A dense scratch vector indexed by symbol that remembers which entries it
/// touched: adding rows into it costs their length, and turning it back into
/// a sparse row costs what it touched, never the number of symbols.
///
/// Like ``OrderHeap`` it owns its storage and cannot be copied, so the
/// additions, a few per term of every row the simplex expands, write
/// without checking for a shared buffer. `Tableau.newSymbol` clears the
/// entry of each symbol before it is used, and the tableau reserves room
/// ahead without clearing it: room no symbol uses yet is never written, so
/// it costs address space, not memory.
struct SparseAccumulator: ~Copyable {
    var constant = 0.0
    /// The sum of the magnitudes of what was added to `constant`.
    var constantMagnitude = 0.0
    // Values, magnitudes and presence apart: a Bool beside a Double would pad each
    // symbol's slot to sixteen bytes, in a table as long as the tableau.
    private var values: UnsafeMutablePointer<Double>
    /// Per symbol, the sum of the magnitudes of what was added: an entry
    /// far smaller than that is what a cancellation left of round-off.
    private var magnitudes: UnsafeMutablePointer<Double>
    private var isPresent: UnsafeMutablePointer<Bool>
    /// How many symbols have entries, each cleared when it was added.
    private var symbolCount = 0
    /// How many symbols the storage has room for.
    private var symbolCapacity = 0
    private var touched = UniqueArray<Int>(capacity: 0)

    init() {
        values = .allocateStorage(capacity: 0)
        magnitudes = .allocateStorage(capacity: 0)
        isPresent = .allocateStorage(capacity: 0)
    }

    deinit {
        values.deallocateStorage(capacity: symbolCapacity)
        magnitudes.deallocateStorage(capacity: symbolCapacity)
        isPresent.deallocateStorage(capacity: symbolCapacity)
    }

    /// Gives every symbol below `count` a cleared entry. Every new symbol
    /// asks, so entries are cleared some way ahead of it and most asks are
    /// one comparison.
    @inline(__always)
    mutating func reserve(symbols count: Int) {
        if symbolCount < count { clear(toAtLeast: count) }
    }

    /// Entries cleared ahead of the symbol that asked.
    private static let clearingStep = 64

    @inline(never)
    private mutating func clear(toAtLeast count: Int) {
        if symbolCapacity < count { grow(toAtLeast: Swift.max(count, symbolCapacity * 2)) }
        let end = Swift.min(symbolCapacity, Swift.max(count, symbolCount + Self.clearingStep))
        (values + symbolCount).initialize(repeating: 0, count: end - symbolCount)
        (magnitudes + symbolCount).initialize(repeating: 0, count: end - symbolCount)
        (isPresent + symbolCount).initialize(repeating: false, count: end - symbolCount)
        symbolCount = end
    }

    /// Makes room for `capacity` symbols without giving them entries.
    mutating func reserveCapacity(_ capacity: Int) {
        if symbolCapacity < capacity { grow(toAtLeast: capacity) }
    }

    @inline(never)
    private mutating func grow(toAtLeast capacity: Int) {
        let newValues = UnsafeMutablePointer<Double>.allocateStorage(capacity: capacity)
        newValues.moveInitialize(from: values, count: symbolCount)
        values.deallocateStorage(capacity: symbolCapacity)
        values = newValues
        let newMagnitudes = UnsafeMutablePointer<Double>.allocateStorage(capacity: capacity)
        newMagnitudes.moveInitialize(from: magnitudes, count: symbolCount)
        magnitudes.deallocateStorage(capacity: symbolCapacity)
        magnitudes = newMagnitudes
        let newPresence = UnsafeMutablePointer<Bool>.allocateStorage(capacity: capacity)
        newPresence.moveInitialize(from: isPresent, count: symbolCount)
        isPresent.deallocateStorage(capacity: symbolCapacity)
        isPresent = newPresence
        symbolCapacity = capacity
    }

    /// The symbol's entry, or zero when it is only round-off.
    func value(_ symbol: Int) -> Double {
        precondition(UInt(bitPattern: symbol) < UInt(bitPattern: symbolCount), "symbol out of range")
        return values[symbol].isSignificant(against: magnitudes[symbol]) ? values[symbol] : 0
    }

    /// Adds `coefficient` to the symbol's entry; `true` when the
    /// accumulator had not touched the symbol before.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        precondition(UInt(bitPattern: symbol) < UInt(bitPattern: symbolCount), "symbol out of range")
        values[symbol] += coefficient
        magnitudes[symbol] += abs(coefficient)
        guard !isPresent[symbol] else { return false }
        isPresent[symbol] = true
        touched.append(symbol)
        return true
    }

    /// Adds `factor * row`.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        constantMagnitude += abs(row.constant * factor)
        for term in row.terms { add(term.symbol, term.coefficient * factor) }
    }

    /// Removes the entry and returns its value, zero when it is only
    /// round-off; the symbol stays marked as seen.
    mutating func take(_ symbol: Int) -> Double {
        let value = self.value(symbol)
        values[symbol] = 0
        magnitudes[symbol] = 0
        return value
    }

    /// The accumulated row without round-off entries; the accumulator is
    /// emptied. A constant that is only round-off is zero.
    mutating func makeRow() -> Row {
        var row = Row(constant: abs(constant) > Tolerance.constantCancellation * constantMagnitude ? constant : 0)
        // One spare place: a pivot appends the leaving symbol to the row.
        row.terms.reserveCapacity(touched.count + 1)
        touched.withUnsafeBufferPointer { touched in
            for symbol in touched where values[symbol].isSignificant(against: magnitudes[symbol]) {
                row.terms.append(RowTerm(symbol: symbol, coefficient: values[symbol]))
            }
        }
        clear()
        return row
    }

    mutating func clear() {
        touched.withUnsafeBufferPointer { touched in
            for symbol in touched {
                values[symbol] = 0
                magnitudes[symbol] = 0
                isPresent[symbol] = false
            }
        }
        touched.removeAll()
        constant = 0
        constantMagnitude = 0
    }
}
