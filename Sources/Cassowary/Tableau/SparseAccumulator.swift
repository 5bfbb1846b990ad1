/// A scratch vector indexed by symbol that keeps only the entries it
/// touched: adding rows into it costs their length, and turning it back into
/// a sparse row, or emptying it, costs what it touched, never the number of
/// symbols.
///
/// The entries sit together, in the order they were first touched; a table
/// as long as the tableau holds only each symbol's place among them (a
/// sparse set, after Briggs and Torczon). A place is trusted only when the
/// entry there names the symbol, so emptying the accumulator forgets the
/// entries and leaves the places stale: four bytes a symbol, where a value,
/// a magnitude and a flag for every symbol took seventeen.
///
/// Like ``OrderHeap`` it owns its storage and cannot be copied, so the
/// additions, a few per term of every row the simplex expands, write
/// without checking for a shared buffer. `Tableau.newSymbol` gives each
/// symbol a place before it is used, and the tableau reserves room ahead
/// without writing it: room no symbol uses yet is never written, so it
/// costs address space, not memory.
struct SparseAccumulator: ~Copyable {
    struct Entry {
        var symbol: Int
        var value: Double
        /// The sum of the magnitudes of what was added: a value far
        /// smaller than that is what a cancellation left of round-off.
        var magnitude: Double
    }

    var constant = 0.0
    /// The sum of the magnitudes of what was added to `constant`.
    var constantMagnitude = 0.0
    /// Per symbol, where its entry is in `entries`, if that entry names it.
    private var places: UnsafeMutablePointer<Int32>
    /// How many symbols have a place written.
    private var symbolCount = 0
    /// How many symbols the storage has room for.
    private var symbolCapacity = 0
    private var entries = UniqueArray<Entry>(capacity: 0)

    init() {
        places = .allocateStorage(capacity: 0)
    }

    deinit {
        places.deallocateStorage(capacity: symbolCapacity)
    }

    /// Gives every symbol below `count` a place to read. Every new symbol
    /// asks, so places are written some way ahead of it and most asks are
    /// one comparison.
    @inline(__always)
    mutating func reserve(symbols count: Int) {
        if symbolCount < count { writePlaces(toAtLeast: count) }
    }

    /// Places written ahead of the symbol that asked.
    private static let writingStep = 64

    @inline(never)
    private mutating func writePlaces(toAtLeast count: Int) {
        if symbolCapacity < count { grow(toAtLeast: Swift.max(count, symbolCapacity * 2)) }
        let end = Swift.min(symbolCapacity, Swift.max(count, symbolCount + Self.writingStep))
        (places + symbolCount).initialize(repeating: 0, count: end - symbolCount)
        symbolCount = end
    }

    /// Makes room for `capacity` symbols without giving them places.
    mutating func reserveCapacity(_ capacity: Int) {
        if symbolCapacity < capacity { grow(toAtLeast: capacity) }
    }

    @inline(never)
    private mutating func grow(toAtLeast capacity: Int) {
        assert(capacity <= Int(Int32.max), "a symbol beyond 2^31")
        places = places.reallocateStorage(capacity: symbolCapacity, to: capacity)
        symbolCapacity = capacity
    }

    /// Where the symbol's entry is, or `nil` when the accumulator has not
    /// touched it since it was last emptied.
    @inline(__always)
    private func index(of symbol: Int) -> Int? {
        precondition(UInt(bitPattern: symbol) < UInt(bitPattern: symbolCount), "symbol out of range")
        let index = Int(places[symbol])
        return index < entries.count && entries[index].symbol == symbol ? index : nil
    }

    /// The symbol's entry, or zero when it is only round-off.
    func value(_ symbol: Int) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        let entry = entries[index]
        return entry.value.isSignificant(against: entry.magnitude) ? entry.value : 0
    }

    /// Adds `coefficient` to the symbol's entry; `true` when the
    /// accumulator had not touched the symbol before.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        if let index = index(of: symbol) {
            entries[index].value += coefficient
            entries[index].magnitude += abs(coefficient)
            return false
        }
        places[symbol] = Int32(truncatingIfNeeded: entries.count)
        entries.append(Entry(symbol: symbol, value: coefficient, magnitude: abs(coefficient)))
        return true
    }

    /// Adds `factor * row`.
    mutating func add(_ row: Row, times factor: Double) {
        row.terms.withUnsafeBufferPointer { add(constant: row.constant, terms: $0, times: factor) }
    }

    /// Adds `factor` times the row of `constant` and `terms`.
    mutating func add(constant rowConstant: Double, terms: UnsafeBufferPointer<RowTerm>, times factor: Double) {
        constant += rowConstant * factor
        constantMagnitude += abs(rowConstant * factor)
        for term in terms { add(term.symbol, term.coefficient * factor) }
    }

    /// Removes the entry and returns its value, zero when it is only
    /// round-off; the symbol stays marked as seen.
    mutating func take(_ symbol: Int) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        let entry = entries[index]
        entries[index].value = 0
        entries[index].magnitude = 0
        return entry.value.isSignificant(against: entry.magnitude) ? entry.value : 0
    }

    /// The accumulated row without round-off entries; the accumulator is
    /// emptied. A constant that is only round-off is zero. The terms go
    /// into `storage`, emptied first: a caller that reads the row once
    /// can hand the same storage in each time.
    mutating func makeRow(reusing storage: consuming [RowTerm] = []) -> Row {
        storage.removeAllKeepingStorage()
        var row = Row(
            constant: abs(constant) > Tolerance.constantCancellation * constantMagnitude ? constant : 0,
            terms: consume storage)
        // One spare place: a pivot appends the leaving symbol to the row.
        row.terms.reserveCapacity(entries.count + 1)
        entries.withUnsafeBufferPointer { entries in
            for entry in entries where entry.value.isSignificant(against: entry.magnitude) {
                row.terms.append(RowTerm(symbol: entry.symbol, coefficient: entry.value))
            }
        }
        clear()
        return row
    }

    /// Forgets every entry; the places left behind name entries no more.
    mutating func clear() {
        entries.removeAll()
        constant = 0
        constantMagnitude = 0
    }
}
