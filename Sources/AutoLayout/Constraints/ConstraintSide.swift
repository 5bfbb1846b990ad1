/// One side of a constraint as the engine reads it: an item's attribute,
/// as UIKit's `NSLayoutConstraint` keeps `firstItem` and `firstAttribute`,
/// or the distance between two anchors (`anchorWithOffset(to:)`).
///
/// A constraint keeps its sides this way and hands out anchors only when
/// asked (``LayoutConstraint/firstAnchor``). Reading a side then touches
/// no anchor object, and the engine's own constraints (intrinsic sizes,
/// margins, frames) need no anchors at all: twelve a feed cell, which no
/// code had asked for.
///
/// A side names what its constraint (or anchor) holds, and lives only
/// while that is in hand: its references neither retain nor release, so
/// reading a side costs no reference counting.
struct ConstraintSide {
    /// The item; for a distance, the item it starts from. `nil` once it is
    /// gone. The hot paths (the common root, a dying tree's survivors, the
    /// solver's terms) read it through `hasItem`, `withItem(_:)` and
    /// `unretainedItemRoot`, which do not retain it, once for each side of
    /// every constraint a tree adds or lets go of.
    unowned(unsafe) let item: LayoutItem?
    /// The attribute; `notAnAttribute` for a distance.
    let attribute: LayoutAttribute
    /// For a distance `to - from`, its anchors.
    private unowned(unsafe) let from: LayoutAnchor?
    private unowned(unsafe) let to: LayoutAnchor?
    /// Whether the side is a distance: tested before `from` is read, as
    /// even comparing an `unowned(unsafe)` reference with `nil` retains
    /// it, and nearly every side is an item's attribute.
    private let isDistance: Bool

    /// An item's attribute.
    init(_ item: LayoutItem?, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        self.from = nil
        self.to = nil
        self.isDistance = false
    }

    /// The distance `to - from`, read from the item `from` starts at.
    init(from: LayoutAnchor, to: LayoutAnchor) {
        self.item = from.item
        self.attribute = .notAnAttribute
        self.from = from
        self.to = to
        self.isDistance = true
    }

    /// The anchors of a distance, or `nil` for an item's attribute.
    @inline(__always)
    var distance: (from: LayoutAnchor, to: LayoutAnchor)? {
        guard isDistance, let from, let to else { return nil }
        return (from, to)
    }

    /// Calls `body` with the side's item (a distance's starting item),
    /// unretained, or returns `nil` when it is gone: `guard let` on `item`
    /// retains and releases it, once for each side of every constraint
    /// added. `body` must not let the item go: nothing holds it meanwhile.
    @inline(__always)
    func withItem<Result>(_ body: (LayoutItem) -> Result) -> Result? {
        Unmanaged.unretained(item)?._withUnsafeGuaranteedRef(body)
    }

    /// Whether the side's item (a distance's starting item) is still there.
    @inline(__always)
    var hasItem: Bool { Unmanaged.unretained(item) != nil }

    /// The root of the tree of the side's item (a distance's starting
    /// item), unretained, or `nil` when the item is gone or in no tree.
    @inline(__always)
    var unretainedItemRoot: Unmanaged<LayoutView>? {
        Unmanaged.unretained(item)?._withUnsafeGuaranteedRef { $0.unretainedTreeRoot }
    }

    /// Calls `body` with each item the side reads that is still there.
    func forEachItem(_ body: (LayoutItem) -> Void) {
        if let (from, to) = distance {
            from.side.forEachItem(body)
            to.side.forEachItem(body)
        } else if let item {
            body(item)
        }
    }

    /// `title.top`, or for a distance `(b.leading - a.trailing)`.
    var debugText: String {
        if let (from, to) = distance { return "(\(to.debugText) - \(from.debugText))" }
        return "\(item?.debugName ?? "nil").\(attribute.name)"
    }
}

extension LayoutConstraint {
    /// Where a side is kept, in two fields of the constraint: the item's
    /// reference and the attribute, or for a side its item keeps no anchor
    /// for (a distance, a margin, an item already gone), the anchor itself
    /// and `nil`. The attribute takes a byte the other small fields leave
    /// free, so a constraint is no larger than when it held two anchors.
    struct StoredSide {
        let reference: AnyObject
        let attribute: LayoutAttribute?

        init(_ anchor: borrowing LayoutAnchor) {
            // An anchor its item keeps is found again from the item, so
            // `firstAnchor` stays the same object.
            if case .attribute(let attribute) = anchor.source, let reference = anchor.itemReference,
                Unmanaged.unretained(reference.item)?._withUnsafeGuaranteedRef({ $0.keepsAnchor(for: attribute) })
                    == true
            {
                self.init(reference, attribute)
            } else {
                self.init(reference: copy anchor, attribute: nil)
            }
        }

        init(_ reference: ItemReference, _ attribute: LayoutAttribute) {
            self.init(reference: reference, attribute: attribute)
        }

        init(reference: AnyObject, attribute: LayoutAttribute?) {
            self.reference = reference
            self.attribute = attribute
        }

        @inline(__always)
        var side: ConstraintSide {
            guard let attribute else { return unsafeDowncast(reference, to: LayoutAnchor.self).side }
            return ConstraintSide(unsafeDowncast(reference, to: ItemReference.self).item, attribute)
        }

        /// The anchor: the one kept, or the item's for the attribute.
        var anchor: LayoutAnchor {
            guard let attribute else { return unsafeDowncast(reference, to: LayoutAnchor.self) }
            let item = unsafeDowncast(reference, to: ItemReference.self).item
            return item?.anchor(for: attribute) ?? .detached(attribute)
        }
    }
}

extension LayoutAnchor {
    /// An anchor of no item, of the type the item's anchor property gives
    /// for `attribute`: what a constraint whose item is gone hands out.
    fileprivate static func detached(_ attribute: LayoutAttribute) -> LayoutAnchor {
        switch attribute {
        case .leading, .trailing: TypedXAxisAnchor<XAxis.Directional>(item: nil, attribute: attribute)
        case .left, .right: TypedXAxisAnchor<XAxis.Absolute>(item: nil, attribute: attribute)
        case .centerX: TypedXAxisAnchor<XAxis.Center>(item: nil, attribute: attribute)
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: LayoutYAxisAnchor(item: nil, attribute: attribute)
        case .width, .height: LayoutDimension(item: nil, attribute: attribute)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            LayoutAnchor(item: nil, attribute: attribute)
        }
    }
}
