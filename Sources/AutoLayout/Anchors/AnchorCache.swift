/// The anchors an item has handed out, made on first use.
///
/// Only the anchors made are stored, in the order of their attributes, with
/// a bit per attribute saying which are: an item hands out four or five of
/// its twelve anchors, and a table with a slot for each, every slot an
/// optional reference, cost more to make, to keep and above all to free
/// (the runtime destroys optionals one by one) than the anchors in it.
struct AnchorCache {
    private var anchors: [LayoutAnchor] = []
    /// Bit `attribute.rawValue` is set when that attribute's anchor is in `anchors`.
    private var made: UInt32 = 0

    /// How many anchors the item has handed out.
    var count: Int { made.nonzeroBitCount }

    /// The item's anchor for `attribute`, made as an `Anchor` the first time.
    mutating func anchor<Anchor: LayoutAnchor>(_ attribute: LayoutAttribute, of item: LayoutItem) -> Anchor {
        assert(attribute.rawValue < UInt32.bitWidth, "an attribute beyond the cache's bits")
        let bit: UInt32 = 1 << UInt32(attribute.rawValue)
        let index = (made & (bit &- 1)).nonzeroBitCount
        // Each attribute's anchor is only ever of that attribute's anchor type.
        if made & bit != 0 { return unsafeDowncast(anchors[index], to: Anchor.self) }
        let anchor = Anchor(item: item, attribute: attribute)
        // Room for a usual item's anchors at once: edges and sizes.
        if anchors.isEmpty { anchors.reserveCapacity(6) }
        anchors.append(anchor)
        // Into its attribute's place; `insert(_:at:)` costs more for a list this short.
        var position = anchors.count - 1
        while position > index {
            anchors.swapAt(position, position - 1)
            position -= 1
        }
        made |= bit
        return anchor
    }
}
