/// What one unit of each error symbol costs (`Tableau.costs`), read back
/// as a ``SymbolicWeight``.
///
/// An error's cost is its constraint's strength, nearly always one level:
/// kept as that level and value, sixteen bytes, where a symbolic weight
/// takes forty-eight. A feed cell has sixteen errors, and the objective
/// keeps its own weight for each besides. A cost of several levels, or of
/// a level beyond `Int32`, is kept whole apart.
struct CostTable: ~Copyable {
    /// One error's cost: `value` at `level`, or with a negative level none
    /// (`zero`) or the weight in `mixed` at this entry's place (`mixedLevel`).
    struct Entry {
        var value: Double
        var level: Int32

        static let zeroLevel: Int32 = -2
        static let mixedLevel: Int32 = -1
    }

    private var slots = SymbolSlots<Entry>()
    private var mixed: [Int32: SymbolicWeight] = [:]

    mutating func reserveCapacity(_ symbols: Int) {
        slots.reserveCapacity(symbols)
    }

    mutating func appendSymbol() {
        slots.appendSymbol()
    }

    /// Forgets the symbols from `count` on: a rollback drops the symbols its call made.
    mutating func removeSymbols(from count: Int) {
        if !mixed.isEmpty {
            for symbol in count..<slots.symbolCount {
                let place = slots.place(of: symbol)
                if place >= 0 { mixed[place] = nil }
            }
        }
        slots.removeSymbols(from: count, leaving: Entry(value: 0, level: Entry.zeroLevel))
    }

    func isZero(_ symbol: Int) -> Bool {
        let place = slots.place(of: symbol)
        return place < 0 || slots.entries[Int(place)].level == Entry.zeroLevel
    }

    subscript(symbol: Int) -> SymbolicWeight {
        get {
            let place = slots.place(of: symbol)
            guard place >= 0 else { return SymbolicWeight() }
            let entry = slots.entries[Int(place)]
            switch entry.level {
            case Entry.zeroLevel: return SymbolicWeight()
            case Entry.mixedLevel: return mixed[place] ?? SymbolicWeight()
            default: return SymbolicWeight(level: Int(entry.level), value: entry.value)
            }
        }
        set {
            guard slots.place(of: symbol) >= 0 || !newValue.isZero else { return }
            let place = self.place(makingOneFor: symbol)
            if slots.entries[Int(place)].level == Entry.mixedLevel { mixed[place] = nil }
            if newValue.isZero {
                slots.entries[Int(place)] = Entry(value: 0, level: Entry.zeroLevel)
            } else if let (level, value) = newValue.singleInlineComponent, level >= 0 {
                slots.entries[Int(place)] = Entry(value: value, level: level)
            } else {
                slots.entries[Int(place)] = Entry(value: 0, level: Entry.mixedLevel)
                mixed[place] = newValue
            }
        }
    }

    /// Where the symbol's entry is, made zero if it has none.
    private mutating func place(makingOneFor symbol: Int) -> Int32 {
        let place = slots.place(of: symbol)
        return place >= 0 ? place : slots.makeEntry(Entry(value: 0, level: Entry.zeroLevel), for: symbol)
    }

    /// Adds `weight * factor` to the symbol's cost.
    mutating func add(_ weight: SymbolicWeight, times factor: Double, to symbol: Int) {
        // A new error's first cost, as every optional constraint added
        // gives two: written, not read back and summed.
        guard !isZero(symbol) else {
            // Nearly always one level, written as its entry directly: the
            // symbolic weight `scaled(by:)` makes cost more than the rest.
            // A product of zero has no level, and takes the general path.
            if let (level, value) = weight.singleInlineComponent, level >= 0, value * factor != 0 {
                slots.entries[Int(place(makingOneFor: symbol))] = Entry(value: value * factor, level: level)
            } else {
                self[symbol] = weight.scaled(by: factor)
            }
            return
        }
        var sum = self[symbol]
        sum.add(weight, times: factor)
        self[symbol] = sum
    }
}
