/// The anchors an item has handed out, indexed by attribute and made on
/// first use.
struct AnchorCache {
    // One slot per attribute with an anchor property; the rest have none.
    private var anchors: [LayoutAnchor?] = []
    /// Left through first baseline: every attribute with an anchor
    /// property, so the slots are made in one allocation on first use.
    private static let slotCount = LayoutAttribute.firstBaseline.rawValue + 1

    /// The item's anchor for `attribute`, made as an `Anchor` the first time.
    mutating func anchor<Anchor: LayoutAnchor>(_ attribute: LayoutAttribute, of item: LayoutItem) -> Anchor {
        let index = attribute.rawValue
        // Each slot only ever holds the anchor type of its attribute.
        if index < anchors.count, let anchor = anchors[index] { return unsafeDowncast(anchor, to: Anchor.self) }
        let anchor = Anchor(item: item, attribute: attribute)
        if anchors.isEmpty {
            anchors = Array(repeating: nil, count: max(Self.slotCount, index + 1))
        } else if anchors.count <= index {
            anchors.append(contentsOf: repeatElement(nil, count: index + 1 - anchors.count))
        }
        anchors[index] = anchor
        return anchor
    }
}
