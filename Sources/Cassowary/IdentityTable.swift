/// A hash table keyed by object identity, for the solver's lookups from a
/// variable or a constraint to what the solver keeps for it.
///
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash, which costs more
/// than the rest of a suggestion. Object addresses are already unique, so a
/// multiplicative (Fibonacci) hash spreads them well enough; the table uses
/// open addressing with linear probing and deletes by shifting entries back,
/// so it never holds tombstones.
struct IdentityTable<Value> {
    private struct Slot {
        /// The object's address; zero marks an empty slot.
        var key: UInt
        var value: Value?
    }

    private var slots: [Slot] = []
    /// `64 - log2(slots.count)`: the hash keeps the top bits of the product.
    private var shift = 64
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    private static func key(_ object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }

    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func position(of key: UInt) -> Int {
        let mask = slots.count - 1
        var index = home(key)
        while slots[index].key != key, slots[index].key != 0 { index = (index + 1) & mask }
        return index
    }

    subscript(object: AnyObject) -> Value? {
        get {
            guard count > 0 else { return nil }
            return slots[position(of: Self.key(object))].value
        }
        set {
            if let newValue { insert(newValue, for: Self.key(object)) } else { _ = remove(Self.key(object)) }
        }
    }

    /// Removes the object's value and returns it.
    mutating func removeValue(for object: AnyObject) -> Value? {
        remove(Self.key(object))
    }

    /// Every value, in no particular order.
    var values: [Value] { slots.compactMap(\.value) }

    private mutating func insert(_ value: Value, for key: UInt) {
        // Kept at most half full, so probes stay short.
        if (count + 1) * 2 > slots.count { grow() }
        let index = position(of: key)
        if slots[index].key == 0 { count += 1 }
        slots[index] = Slot(key: key, value: value)
    }

    private mutating func remove(_ key: UInt) -> Value? {
        guard count > 0 else { return nil }
        let mask = slots.count - 1
        var hole = position(of: key)
        guard slots[hole].key != 0 else { return nil }
        let removed = slots[hole].value
        count -= 1
        // Moves later entries of the probe run into the hole when the hole
        // lies on their way from their home slot, so lookups stay correct.
        var index = hole
        while true {
            index = (index + 1) & mask
            let key = slots[index].key
            if key == 0 { break }
            let distanceFromHome = (index - home(key)) & mask
            let distanceFromHole = (index - hole) & mask
            if distanceFromHome >= distanceFromHole {
                slots[hole] = slots[index]
                hole = index
            }
        }
        slots[hole] = Slot(key: 0, value: nil)
        return removed
    }

    private mutating func grow() {
        let old = slots
        let capacity = max(8, slots.count * 2)
        slots = Array(repeating: Slot(key: 0, value: nil), count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        for slot in old where slot.key != 0 {
            slots[position(of: slot.key)] = slot
        }
    }
}
