/// The basic symbols whose rows name one symbol, in no particular order.
///
/// Most symbols appear in one to three rows, so three entries live inline
/// (the third in what was padding before `rest`, so a column is no larger)
/// and only longer columns allocate: a tableau of a hundred thousand symbols
/// then makes and frees a few thousand arrays instead of one per symbol.
struct Column: Sequence {
    private var storedCount: Int32 = 0
    private var first: Int32 = 0
    private var second: Int32 = 0
    private var third: Int32 = 0
    private var rest: [Int32] = []

    var count: Int { Int(storedCount) }

    var isEmpty: Bool { storedCount == 0 }

    subscript(position: Int) -> Int {
        get {
            switch position {
            case 0: Int(first)
            case 1: Int(second)
            case 2: Int(third)
            default: Int(rest[position - 3])
            }
        }
        set {
            switch position {
            case 0: first = Int32(newValue)
            case 1: second = Int32(newValue)
            case 2: third = Int32(newValue)
            default: rest[position - 3] = Int32(newValue)
            }
        }
    }

    mutating func append(_ symbol: Int) {
        switch storedCount {
        case 0: first = Int32(symbol)
        case 1: second = Int32(symbol)
        case 2: third = Int32(symbol)
        default:
            // A column that outgrows its inline places tends to keep growing
            // (a shared edge every row names): start with room for several.
            if rest.capacity == 0 { rest.reserveCapacity(6) }
            rest.append(Int32(symbol))
        }
        storedCount += 1
    }

    /// Removes one occurrence of `symbol`, moving the last entry into its
    /// place; `false` when the column does not hold it.
    mutating func remove(_ symbol: Int) -> Bool {
        var position = count - 1
        while position >= 0, self[position] != symbol { position -= 1 }
        guard position >= 0 else { return false }
        self[position] = self[count - 1]
        if storedCount > 3 { rest.removeLast() }
        storedCount -= 1
        return true
    }

    struct Iterator: IteratorProtocol {
        fileprivate let column: Column
        fileprivate var position = 0

        mutating func next() -> Int? {
            guard position < column.count else { return nil }
            defer { position += 1 }
            return column[position]
        }
    }

    func makeIterator() -> Iterator { Iterator(column: self) }

    var underestimatedCount: Int { count }
}
