/// The basic symbols whose rows name one symbol, in no particular order:
/// a column of `ColumnStore` as read, a value that stays as it was while
/// the store changes (a loop over a column may change the rows).
struct Column: Sequence {
    /// The first entries, in place, and for a long column where the rest is.
    struct Head {
        var count: Int32 = 0
        var first: Int32 = 0
        var second: Int32 = 0
        /// The third entry of a column of three at most; of a longer one
        /// the place in `ColumnStore`'s overflow lists of its entries from
        /// the third on.
        var third: Int32 = 0

        var isLong: Bool { count > 3 }
    }

    let head: Head
    /// The entries from the third on, of a long column only.
    let rest: [Int32]?

    var count: Int { Int(head.count) }

    var isEmpty: Bool { head.count == 0 }

    subscript(position: Int) -> Int {
        switch position {
        case 0: Int(head.first)
        case 1: Int(head.second)
        default: Int(rest.map { $0[position - 2] } ?? head.third)
        }
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
