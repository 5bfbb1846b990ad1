import Synchronization

/// An object that can remember where one ``SlotTable`` keeps it, so that
/// table finds it by reading the object instead of hashing its address.
///
/// The hint belongs to the first table that claims it; an object in several
/// tables at once (a constraint in two solvers) is found by hashing in the
/// others. Tables on different threads only ever trust a hint they wrote.
protocol SlotHolder: AnyObject {
    /// Lends the object's hint to `body`.
    func withSlot<Result>(_ body: (borrowing SlotHint) -> Result) -> Result
}

extension SlotHolder {
    /// The slot the claiming table keeps the object in, or -1.
    var slotHint: Int { withSlot { $0.value } }

    /// Takes the hint for `slot` if no table holds it; `false` if one does.
    func claimSlot(_ slot: Int) -> Bool { withSlot { $0.claim(slot) } }

    /// Moves or releases (-1) the hint; only its holder calls this.
    func setSlot(_ slot: Int) { withSlot { $0.set(slot) } }
}

/// The storage behind a ``SlotHolder``'s hint: -1 while no table holds it.
struct SlotHint: ~Copyable, Sendable {
    private let bits = Atomic<Int>(-1)

    var value: Int { bits.load(ordering: .relaxed) }

    func claim(_ slot: Int) -> Bool {
        bits.compareExchange(expected: -1, desired: slot, ordering: .relaxed).exchanged
    }

    func set(_ slot: Int) {
        bits.store(slot, ordering: .relaxed)
    }
}

/// A map from objects to values that keeps its entries dense and finds
/// each through the slot the object remembers: a lookup reads the object
/// and one entry, which stays cheap when the table is too large for the
/// cache, where a hash table misses twice. Objects whose hint another
/// table holds live in an ``IdentityTable`` beside the dense entries.
///
/// The table holds its keys strongly. Before the table is dropped,
/// ``releaseAll()`` hands the hints back for other tables to claim.
struct SlotTable<Key: SlotHolder, Value> {
    private var keys: [Key] = []
    private var dense: [Value] = []
    /// Keys whose hint another table holds, each kept with its value so
    /// that these keys too are held strongly.
    private var others = IdentityTable<(key: Key, value: Value)>()

    var isEmpty: Bool { dense.isEmpty && others.isEmpty }

    /// Every value, in no particular order.
    var values: [Value] { others.isEmpty ? dense : dense + others.values.map(\.value) }

    private func denseSlot(of key: Key) -> Int? {
        let slot = key.slotHint
        guard slot >= 0, slot < keys.count, keys[slot] === key else { return nil }
        return slot
    }

    subscript(key: Key) -> Value? {
        get {
            if let slot = denseSlot(of: key) { return dense[slot] }
            return others.isEmpty ? nil : others[key]?.value
        }
        set {
            guard let newValue else {
                _ = removeValue(for: key)
                return
            }
            if let slot = denseSlot(of: key) {
                dense[slot] = newValue
            } else if others.isEmpty || others[key] == nil, key.claimSlot(keys.count) {
                keys.growIfFull()
                dense.growIfFull()
                keys.append(key)
                dense.append(newValue)
            } else {
                others[key] = (key, newValue)
            }
        }
    }

    mutating func removeValue(for key: Key) -> Value? {
        guard let slot = denseSlot(of: key) else {
            return others.isEmpty ? nil : others.removeValue(for: key)?.value
        }
        key.setSlot(-1)
        let last = keys.count - 1
        if slot != last {
            keys.swapAt(slot, last)
            dense.swapAt(slot, last)
            keys[slot].setSlot(slot)
        }
        keys.removeLast()
        return dense.removeLast()
    }

    /// Gives up every hint this table holds; the table is then empty.
    mutating func releaseAll() {
        // One pass that hands back each key's hint and then lets go of the
        // key and its value while the key is still in cache: a large solver
        // is dropped with one miss per object instead of one per pass.
        while let key = keys.popLast() {
            key.setSlot(-1)
            dense.removeLast()
        }
        others = IdentityTable()
    }
}
