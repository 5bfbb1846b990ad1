/// The anchors of an item that are in use, made on first use.
///
/// The cache does not keep its anchors alive: an anchor leaves it as it
/// goes (`LayoutAnchor.deinit`), and the next request makes a new one.
/// Asking twice while the first anchor is held still gives the same
/// object, which is all identity can show; and a constraint keeps its
/// sides as items and attributes (`ConstraintSide`), so the anchors
/// layout code makes in passing (`a.topAnchor.constraint(equalTo:
/// b.bottomAnchor)`) are freed at once instead of living as long as the
/// item: a feed cell's 23, and the lists holding them, were a twentieth of
/// its memory.
///
/// Only the anchors in use are stored, in the order of their attributes,
/// with a bit per attribute saying which are: a table with a slot for each
/// of the twelve attributes, every slot an optional reference, cost more
/// to make and to free than the anchors in it.
struct AnchorCache {
    /// Unretained: each anchor takes itself out before it is freed.
    private var anchors: [Unmanaged<LayoutAnchor>] = []
    /// Bit `attribute.rawValue` is set when that attribute's anchor is in `anchors`.
    private var made: UInt32 = 0

    /// How many anchors of the item are in use.
    var count: Int { made.nonzeroBitCount }

    /// The item's anchor for `attribute`: the one in use, or a new `Anchor`.
    mutating func anchor<Anchor: LayoutAnchor>(_ attribute: LayoutAttribute, of item: LayoutItem) -> Anchor {
        assert(attribute.rawValue < UInt32.bitWidth, "an attribute beyond the cache's bits")
        let bit: UInt32 = 1 << UInt32(attribute.rawValue)
        let index = (made & (bit &- 1)).nonzeroBitCount
        // Each attribute's anchor is only ever of that attribute's anchor
        // type, and one in the cache has not begun to go away.
        if made & bit != 0 { return unsafeDowncast(anchors[index].takeUnretainedValue(), to: Anchor.self) }
        let anchor = Anchor(item: item, attribute: attribute)
        // Room for a usual item's anchors at once: edges and sizes.
        if anchors.isEmpty { anchors.reserveCapacity(6) }
        anchors.append(.passUnretained(anchor))
        // Into its attribute's place; `insert(_:at:)` costs more for a list this short.
        var position = anchors.count - 1
        while position > index {
            anchors.swapAt(position, position - 1)
            position -= 1
        }
        made |= bit
        return anchor
    }

    /// Takes `anchor` out, if it is the one in use for `attribute`: called
    /// as it goes away. The list's storage goes with the last anchor.
    mutating func remove(_ anchor: LayoutAnchor, for attribute: LayoutAttribute) {
        guard attribute.rawValue < UInt32.bitWidth else { return }
        let bit: UInt32 = 1 << UInt32(attribute.rawValue)
        let index = (made & (bit &- 1)).nonzeroBitCount
        guard made & bit != 0, anchors[index].toOpaque() == Unmanaged.passUnretained(anchor).toOpaque() else {
            return
        }
        made &= ~bit
        if made == 0 {
            anchors = []
        } else {
            anchors.remove(at: index)
        }
    }
}
