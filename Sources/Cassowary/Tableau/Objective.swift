/// The objective's coefficient of each symbol, kept sparse.
///
/// Only error symbols and the parametric symbols their rows bring in ever
/// have a coefficient, a minority of the tableau's symbols; a symbol that
/// never had one costs a four-byte slot instead of a whole symbolic weight.
/// A symbol keeps its weight's place once it has one, even while the
/// weight is zero: pivots move coefficients in and out of the same few
/// symbols, and finding them a place each time would cost more than it saves.
struct Objective: ~Copyable {
    private var slots = SymbolSlots<SymbolicWeight>()

    mutating func reserveCapacity(_ symbols: Int) {
        slots.reserveCapacity(symbols)
    }

    /// Makes room for one more symbol, whose coefficient is zero.
    mutating func appendSymbol() {
        slots.appendSymbol()
    }

    /// Forgets the symbols from `count` on, with their coefficients: a
    /// rollback drops the symbols its call made without restoring them.
    mutating func removeSymbols(from count: Int) {
        slots.removeSymbols(from: count, leaving: SymbolicWeight())
    }

    func isZero(_ symbol: Int) -> Bool {
        let slot = slots.place(of: symbol)
        return slot < 0 || slots.entries[Int(slot)].isZero
    }

    /// The sign of the symbol's coefficient: -1, 0 or 1.
    func sign(of symbol: Int) -> Int {
        let slot = slots.place(of: symbol)
        return slot < 0 ? 0 : slots.entries[Int(slot)].sign
    }

    subscript(symbol: Int) -> SymbolicWeight {
        get {
            let slot = slots.place(of: symbol)
            return slot < 0 ? SymbolicWeight() : slots.entries[Int(slot)]
        }
        set {
            let slot = slots.place(of: symbol)
            if slot >= 0 {
                slots.entries[Int(slot)] = newValue
            } else if !newValue.isZero {
                slots.makeEntry(newValue, for: symbol)
            }
        }
    }

    /// Adds `weight * factor` to the symbol's coefficient, and returns
    /// whether the sum is finite: the caller's overflow check, made on
    /// the weight in hand rather than by finding it again.
    @discardableResult
    mutating func add(_ weight: SymbolicWeight, times factor: Double, to symbol: Int) -> Bool {
        let slot = slots.place(of: symbol)
        if slot >= 0 {
            slots.entries[Int(slot)].add(weight, times: factor)
            return slots.entries[Int(slot)].isFinite
        }
        let sum = weight.scaled(by: factor)
        let isFinite = sum.isFinite
        if !sum.isZero { slots.makeEntry(sum, for: symbol) }
        return isFinite
    }
}
