/// A hash table keyed by object identity, for the solver's lookups from a
/// variable or a constraint to what the solver keeps for it.
///
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash, which costs more
/// than the rest of a suggestion. Object addresses are already unique, so a
/// multiplicative (Fibonacci) hash spreads them well enough. Entries live in
/// dense arrays; the hash index holds only 32-bit positions into them, probed
/// linearly and kept at most half full, and deletion shifts later probes back
/// instead of leaving tombstones. Probing then touches a few bytes per slot,
/// which keeps lookups in cache for tables of tens of thousands of entries.
struct IdentityTable<Value> {
    /// The objects' addresses, parallel to `values`.
    private var keys: [UInt] = []
    /// Every value, in no particular order.
    private(set) var values: [Value] = []
    /// One past each entry's position in `keys`; zero marks an empty slot.
    private var index: [Int32] = []
    /// `64 - log2(index.count)`: the hash keeps the top bits of the product.
    private var shift = 64

    init() {}

    var count: Int { keys.count }

    var isEmpty: Bool { keys.isEmpty }

    private static func key(_ object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }

    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot naming `key`, or the empty slot where it would go.
    private func slot(of key: UInt) -> Int {
        let mask = index.count - 1
        var slot = home(key)
        while index[slot] != 0, keys[Int(index[slot]) - 1] != key { slot = (slot + 1) & mask }
        return slot
    }

    subscript(object: AnyObject) -> Value? {
        get {
            guard !keys.isEmpty else { return nil }
            let entry = index[slot(of: Self.key(object))]
            return entry == 0 ? nil : values[Int(entry) - 1]
        }
        set {
            if let newValue { insert(newValue, for: Self.key(object)) } else { _ = remove(Self.key(object)) }
        }
    }

    /// Removes the object's value and returns it.
    mutating func removeValue(for object: AnyObject) -> Value? {
        remove(Self.key(object))
    }

    private mutating func insert(_ value: Value, for key: UInt) {
        if (keys.count + 1) * 2 > index.count { grow() }
        let slot = slot(of: key)
        if index[slot] != 0 {
            values[Int(index[slot]) - 1] = value
            return
        }
        keys.append(key)
        values.append(value)
        index[slot] = Int32(keys.count)
    }

    private mutating func remove(_ key: UInt) -> Value? {
        guard !keys.isEmpty else { return nil }
        var hole = slot(of: key)
        guard index[hole] != 0 else { return nil }
        let position = Int(index[hole]) - 1
        // Moves later slots of the probe run into the hole when the hole
        // lies on their way from their home slot, so lookups stay correct.
        let mask = index.count - 1
        var slot = hole
        while true {
            slot = (slot + 1) & mask
            guard index[slot] != 0 else { break }
            let distanceFromHome = (slot - home(keys[Int(index[slot]) - 1])) & mask
            if distanceFromHome >= (slot - hole) & mask {
                index[hole] = index[slot]
                hole = slot
            }
        }
        index[hole] = 0
        // The last entry fills the removed one's place in the dense arrays.
        let last = keys.count - 1
        if position != last {
            index[self.slot(of: keys[last])] = Int32(position + 1)
            keys.swapAt(position, last)
            values.swapAt(position, last)
        }
        keys.removeLast()
        return values.removeLast()
    }

    private mutating func grow() {
        let capacity = max(16, index.count * 2)
        index = Array(repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        for position in keys.indices {
            index[slot(of: keys[position])] = Int32(position + 1)
        }
    }
}
