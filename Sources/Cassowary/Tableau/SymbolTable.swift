/// A table with one entry per tableau symbol, indexed by the symbol.
///
/// It owns its storage and cannot be copied, so an entry is read and
/// written in place: an `Array` checks on every write that no copy shares
/// its buffer, and the simplex writes these tables a few thousand times per
/// added constraint. Indices are still checked, as an array's are.
struct SymbolTable<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(symbol: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: symbol) < UInt(bitPattern: count), "symbol out of range")
            return UnsafePointer(base + symbol)
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: symbol) < UInt(bitPattern: count), "symbol out of range")
            return base + symbol
        }
    }

    /// Grows the storage to hold at least `minimumCapacity` entries.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: minimumCapacity)
        storage.moveInitialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = minimumCapacity
    }

    mutating func append(_ element: consuming Element) {
        if count == capacity { reserveCapacity(Swift.max(16, capacity * Array<Element>.tableGrowthFactor)) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Drops the entries from `newCount` on.
    mutating func removeLast(from newCount: Int) {
        guard newCount < count else { return }
        (base + newCount).deinitialize(count: count - newCount)
        count = newCount
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }
}
