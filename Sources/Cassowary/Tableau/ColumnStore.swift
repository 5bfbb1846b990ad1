/// For each symbol, the basic symbols whose rows name it (its `Column`).
///
/// Most symbols appear in one to three rows, so a column keeps three
/// entries in place, in sixteen bytes with its count; a longer one keeps
/// its first two in place and the rest in a list of its own, found through
/// the third place. A feed cell's 59 symbols then take 8 bytes fewer each
/// than with the list's reference beside the three, and a tableau of a
/// hundred thousand symbols still makes only a few thousand lists.
struct ColumnStore: ~Copyable {
    private var heads = UniqueArray<Column.Head>(capacity: 0)
    /// The entries of each long column from its third on.
    private var overflow: [[Int32]] = []
    /// Places in `overflow` no column holds, each list kept empty with its room.
    private var freeOverflow: [Int32] = []

    mutating func reserveCapacity(_ symbols: Int) {
        heads.reserveCapacity(symbols)
    }

    /// Makes room for one more symbol, which no row names.
    mutating func appendSymbol() {
        heads.append(Column.Head())
    }

    /// Forgets the symbols from `count` on: a rollback drops the symbols its call made.
    mutating func removeSymbols(from count: Int) {
        for symbol in count..<heads.count where heads[symbol].isLong { releaseOverflow(of: symbol) }
        heads.removeLast(from: count)
    }

    @inline(__always)
    subscript(symbol: Int) -> Column {
        let head = heads[symbol]
        return Column(head: head, rest: head.isLong ? overflow[Int(head.third)] : nil)
    }

    @inline(__always)
    func isEmpty(_ symbol: Int) -> Bool { heads[symbol].count == 0 }

    /// Notes that the row of `basic` names `symbol`.
    @inline(__always)
    mutating func append(_ basic: Int, to symbol: Int) {
        let entry = Int32(truncatingIfNeeded: basic)
        var head = heads[symbol]
        switch head.count {
        case 0: head.first = entry
        case 1: head.second = entry
        case 2: head.third = entry
        case 3: head.third = spill(head.third, entry)
        default: overflow[Int(head.third)].append(entry)
        }
        head.count += 1
        heads[symbol] = head
    }

    /// A list holding a column's third entry and its fourth, and its place.
    @inline(never)
    private mutating func spill(_ third: Int32, _ fourth: Int32) -> Int32 {
        let place: Int32
        if let free = freeOverflow.popLast() {
            place = free
        } else {
            // A column that outgrows its places tends to keep growing (a
            // shared edge every row names): its list starts with room for several.
            place = Int32(overflow.count)
            overflow.append([])
            overflow[Int(place)].reserveCapacity(6)
        }
        overflow[Int(place)].append(third)
        overflow[Int(place)].append(fourth)
        return place
    }

    /// Removes one occurrence of `basic` from the column of `symbol`,
    /// moving the last entry into its place; `false` when the column does
    /// not hold it.
    @inline(__always)
    mutating func remove(_ basic: Int, from symbol: Int) -> Bool {
        let entry = Int32(truncatingIfNeeded: basic)
        let head = heads[symbol]
        guard !head.isLong else { return removeFromList(entry, of: symbol, head: head) }
        let count = Int(head.count)
        var position = count - 1
        while position >= 0, Self.entry(position, inPlaceOf: head) != entry { position -= 1 }
        guard position >= 0 else { return false }
        let last = Self.entry(count - 1, inPlaceOf: head)
        var shorter = head
        if position == 0 { shorter.first = last } else if position == 1 { shorter.second = last }
        shorter.count -= 1
        heads[symbol] = shorter
        return true
    }

    /// `remove(_:from:)` for a column longer than its places.
    @inline(never)
    private mutating func removeFromList(_ entry: Int32, of symbol: Int, head: Column.Head) -> Bool {
        let place = Int(head.third)
        let last = overflow[place].removeLast()
        if last != entry {
            if head.first == entry {
                heads[symbol].first = last
            } else if head.second == entry {
                heads[symbol].second = last
            } else if let position = overflow[place].lastIndex(of: entry) {
                overflow[place][position] = last
            } else {
                overflow[place].append(last)
                return false
            }
        }
        heads[symbol].count -= 1
        if heads[symbol].count == 3 {
            // Back to three: the one entry left in the list goes in place.
            heads[symbol].third = overflow[place].removeLast()
            freeOverflow.append(Int32(place))
        }
        return true
    }

    /// The entry at `position` of a column of three entries at most.
    @inline(__always)
    private static func entry(_ position: Int, inPlaceOf head: Column.Head) -> Int32 {
        position == 0 ? head.first : position == 1 ? head.second : head.third
    }

    private mutating func releaseOverflow(of symbol: Int) {
        let place = Int(heads[symbol].third)
        overflow[place].removeAll(keepingCapacity: true)
        freeOverflow.append(Int32(place))
    }
}
