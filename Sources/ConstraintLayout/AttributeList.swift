import AutoLayout

/// The attributes of an anchor or a statement, in order, held inline.
///
/// A layout makes a statement for every constraint each time it is
/// evaluated, and an array per anchor was most of what a statement cost.
/// An anchor holds at most 14 distinct attributes (four from a composite
/// and the ten a chain can add), so 16 slots of a byte always suffice:
/// slot `i` holds the `i`th attribute's raw value plus one, and empty slots
/// (zero) follow the last attribute.
struct AttributeList: RandomAccessCollection {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    private static let capacity = 16

    /// One attribute.
    init(_ attribute: LayoutAttribute) {
        low = UInt64(attribute.rawValue + 1)
    }

    var startIndex: Int { 0 }

    /// The slots filled: every filled slot holds a nonzero byte and an
    /// empty one zero, so the highest set bit's byte is the last attribute.
    var endIndex: Int {
        high != 0 ? 8 + (71 - high.leadingZeroBitCount) / 8 : (71 - low.leadingZeroBitCount) / 8
    }

    subscript(position: Int) -> LayoutAttribute {
        assert(indices.contains(position), "attribute \(position) of \(count)")
        let word = position < 8 ? low : high
        let byte = Int(truncatingIfNeeded: word >> UInt64(8 * (position & 7))) & 0xFF
        return LayoutAttribute(rawValue: byte - 1) ?? .notAnAttribute
    }

    /// These attributes and `attribute` after them, unless it is among them already.
    func adding(_ attribute: LayoutAttribute) -> AttributeList {
        let position = count
        assert(position < Self.capacity, "more distinct attributes than an anchor can hold")
        guard position < Self.capacity, !contains(attribute) else { return self }
        var list = self
        let byte = UInt64(attribute.rawValue + 1) << UInt64(8 * (position & 7))
        if position < 8 { list.low |= byte } else { list.high |= byte }
        return list
    }
}
