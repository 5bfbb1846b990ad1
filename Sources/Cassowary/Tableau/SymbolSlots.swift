/// Entries for the symbols that have one, each found through a four-byte
/// place per symbol: what the objective and the errors' costs share.
///
/// A symbol keeps its entry's place once it has one, and the places of
/// the symbols a rollback drops are reused.
struct SymbolSlots<Entry>: ~Copyable {
    /// Per symbol, where its entry is in `entries`, or -1 when it never had one.
    private var places = UniqueArray<Int32>(capacity: 0)
    /// The entries, read and changed in place through `place(of:)`.
    var entries = UniqueArray<Entry>(capacity: 0)
    private var freePlaces: [Int32] = []

    var symbolCount: Int { places.count }

    mutating func reserveCapacity(_ symbols: Int) {
        places.reserveCapacity(symbols)
    }

    mutating func appendSymbol() {
        places.append(-1)
    }

    /// Where the symbol's entry is, or -1 when it has none.
    @inline(__always)
    func place(of symbol: Int) -> Int32 {
        places[symbol]
    }

    /// Gives the symbol its first entry, in a place freed before or a new one.
    @discardableResult
    mutating func makeEntry(_ entry: consuming Entry, for symbol: Int) -> Int32 {
        assert(places[symbol] < 0, "a symbol given a second entry")
        let place: Int32
        if let free = freePlaces.popLast() {
            place = free
            entries[Int(place)] = entry
        } else {
            place = Int32(entries.count)
            entries.append(entry)
        }
        places[symbol] = place
        return place
    }

    /// Forgets the symbols from `count` on, a rollback dropping those its
    /// call made: their entries become `empty`, and their places free.
    mutating func removeSymbols(from count: Int, leaving empty: Entry) {
        for symbol in count..<places.count where places[symbol] >= 0 {
            let place = places[symbol]
            entries[Int(place)] = empty
            freePlaces.append(place)
        }
        places.removeLast(from: count)
    }
}
