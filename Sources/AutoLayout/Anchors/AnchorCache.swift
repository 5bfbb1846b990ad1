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
/// An item seldom has more than two anchors in use at once (the two of
/// one expression, at most), so two are kept in place and only a third
/// goes to a list: a list made for the first anchor and freed with it
/// cost every use of an anchor two allocations.
struct AnchorCache {
    /// Unretained, as is `more`: each anchor takes itself out before it is freed.
    private var first: Unmanaged<LayoutAnchor>?
    private var second: Unmanaged<LayoutAnchor>?
    /// Anchors in use beyond the first two.
    private var more: [Unmanaged<LayoutAnchor>] = []
    /// Bit `attribute.rawValue` is set when that attribute's anchor is in use.
    private var made: UInt32 = 0
    private var firstAttribute = LayoutAttribute.notAnAttribute
    private var secondAttribute = LayoutAttribute.notAnAttribute

    /// How many anchors of the item are in use.
    var count: Int { made.nonzeroBitCount }

    /// The item's anchor for `attribute`: the one in use, or a new `Anchor`.
    mutating func anchor<Anchor: LayoutAnchor>(_ attribute: LayoutAttribute, of item: LayoutItem) -> Anchor {
        assert(attribute.rawValue < UInt32.bitWidth, "an attribute beyond the cache's bits")
        let bit: UInt32 = 1 << UInt32(attribute.rawValue)
        // Each attribute's anchor is only ever of that attribute's anchor
        // type, and one in the cache has not begun to go away.
        if made & bit != 0, let found = self[attribute] {
            return unsafeDowncast(found.takeUnretainedValue(), to: Anchor.self)
        }
        let anchor = Anchor(item: item, attribute: attribute)
        let reference = Unmanaged.passUnretained(anchor as LayoutAnchor)
        if first == nil {
            (first, firstAttribute) = (reference, attribute)
        } else if second == nil {
            (second, secondAttribute) = (reference, attribute)
        } else {
            more.append(reference)
        }
        made |= bit
        return anchor
    }

    /// The anchor in use for `attribute`.
    private subscript(attribute: LayoutAttribute) -> Unmanaged<LayoutAnchor>? {
        if let first, firstAttribute == attribute { return first }
        if let second, secondAttribute == attribute { return second }
        return more.first { $0._withUnsafeGuaranteedRef { $0.attribute } == attribute }
    }

    /// Takes `anchor` out, if it is the one in use for `attribute`: called
    /// as it goes away.
    mutating func remove(_ anchor: LayoutAnchor, for attribute: LayoutAttribute) {
        guard attribute.rawValue < UInt32.bitWidth, made & (1 << UInt32(attribute.rawValue)) != 0 else { return }
        let opaque = Unmanaged.passUnretained(anchor).toOpaque()
        if first?.toOpaque() == opaque {
            first = nil
        } else if second?.toOpaque() == opaque {
            second = nil
        } else if let index = more.firstIndex(where: { $0.toOpaque() == opaque }) {
            more.remove(at: index)
        } else {
            return
        }
        made &= ~(1 << UInt32(attribute.rawValue))
    }
}
