/// The objective's coefficient of each symbol, kept sparse.
///
/// Only error symbols and the parametric symbols their rows bring in ever
/// have a coefficient, a minority of the tableau's symbols; a symbol that
/// never had one costs a four-byte slot instead of a whole symbolic weight.
/// A symbol keeps its weight's place once it has one, even while the
/// weight is zero: pivots move coefficients in and out of the same few
/// symbols, and finding them a place each time would cost more than it saves.
struct Objective: ~Copyable {
    /// Per symbol, where its weight is in `weights`, or -1 when it never had one.
    private var slots = UniqueArray<Int32>(capacity: 0)
    private var weights = UniqueArray<SymbolicWeight>(capacity: 0)
    /// Places in `weights` given up by symbols a rollback removed.
    private var freeSlots: [Int32] = []

    mutating func reserveCapacity(_ symbols: Int) {
        slots.reserveCapacity(symbols)
    }

    /// Makes room for one more symbol, whose coefficient is zero.
    mutating func appendSymbol() {
        slots.append(-1)
    }

    /// Forgets the symbols from `count` on, with their coefficients: a
    /// rollback drops the symbols its call made without restoring them.
    mutating func removeSymbols(from count: Int) {
        for symbol in count..<slots.count where slots[symbol] >= 0 {
            let slot = slots[symbol]
            weights[Int(slot)] = SymbolicWeight()
            freeSlots.append(slot)
        }
        slots.removeLast(from: count)
    }

    func isZero(_ symbol: Int) -> Bool {
        let slot = slots[symbol]
        return slot < 0 || weights[Int(slot)].isZero
    }

    /// The sign of the symbol's coefficient: -1, 0 or 1.
    func sign(of symbol: Int) -> Int {
        let slot = slots[symbol]
        return slot < 0 ? 0 : weights[Int(slot)].sign
    }

    subscript(symbol: Int) -> SymbolicWeight {
        get {
            let slot = slots[symbol]
            return slot < 0 ? SymbolicWeight() : weights[Int(slot)]
        }
        set {
            let slot = slots[symbol]
            if slot >= 0 {
                weights[Int(slot)] = newValue
            } else if !newValue.isZero {
                appendWeight(newValue, of: symbol)
            }
        }
    }

    /// Adds `weight * factor` to the symbol's coefficient, and returns
    /// whether the sum is finite: the caller's overflow check, made on
    /// the weight in hand rather than by finding it again.
    @discardableResult
    mutating func add(_ weight: SymbolicWeight, times factor: Double, to symbol: Int) -> Bool {
        let slot = slots[symbol]
        if slot >= 0 {
            weights[Int(slot)].add(weight, times: factor)
            return weights[Int(slot)].isFinite
        }
        let sum = weight.scaled(by: factor)
        let isFinite = sum.isFinite
        if !sum.isZero { appendWeight(sum, of: symbol) }
        return isFinite
    }

    private mutating func appendWeight(_ weight: consuming SymbolicWeight, of symbol: Int) {
        if let slot = freeSlots.popLast() {
            weights[Int(slot)] = weight
            slots[symbol] = slot
        } else {
            slots[symbol] = Int32(weights.count)
            weights.append(weight)
        }
    }
}
