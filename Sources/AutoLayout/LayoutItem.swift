import Cassowary
import Foundation

/// Something constraints can position: a ``LayoutView`` or a ``LayoutGuide``.
///
/// Each item is a rectangle the engine solves for, as four solver symbols
/// in the coordinates of the root of its view tree.
open class LayoutItem {
    /// The item's symbols in the solver of the engine it is registered
    /// with (`registrySlot`), made when it registers.
    @exclusivity(unchecked) var solverSymbols: ItemSymbols?
    /// Four bytes, in the room the optional symbols leave before the next
    /// eight-byte boundary, so an item is no larger for either. A tree of
    /// two billion items would not fit in memory.
    @exclusivity(unchecked) private var storedRegistrySlot: Int32 = -1
    /// The rectangle's parts as the last pass that moved them found them,
    /// in root coordinates: an item is laid out again when a part moves
    /// from these, as it went from engine to engine (see `noteSolvedValue`).
    @exclusivity(unchecked) var solvedParts = SolvedParts()
    /// The reference through which anchors and the engine reach this item.
    package let reference = ItemReference()
    /// The anchors handed out so far. Read for every anchor a constraint is
    /// made from, so it skips the runtime's exclusivity checks: an item
    /// belongs to one thread at a time, and making an anchor touches no
    /// other item's cache.
    @exclusivity(unchecked) var anchors = AnchorCache()
    /// The item's slot in its engine's ``ItemRegistry``; -1 when in none.
    var registrySlot: Int {
        get { Int(storedRegistrySlot) }
        set { storedRegistrySlot = Int32(truncatingIfNeeded: newValue) }
    }

    /// `@usableFromInline` though nothing inlines it: a designated
    /// initializer hidden from other modules stops their subclasses of
    /// views from inheriting `LayoutView`'s convenience `init()`.
    @usableFromInline init(layoutItem: Void) {
        reference.item = self
    }

    deinit {
        reference.item = nil
    }

    /// The name used in constraint descriptions and traces.
    public var debugName: String {
        "\(type(of: self)):0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xFFFFFF, radix: 16))"
    }

    /// The view whose tree holds this item's constraints: the view itself,
    /// or a guide's owning view.
    var hostView: LayoutView? { nil }

    /// The root of the host view's tree, unretained: what the searches
    /// for a constraint's tree compare, once for each item it reads, and
    /// a retained host view cost them a retain and a release each.
    var unretainedTreeRoot: Unmanaged<LayoutView>? { nil }

    /// The guide that stands for this item's content area in constraints
    /// between its edges and its descendants (a scroll view's content
    /// guide); `nil` for items whose content is their own rectangle.
    var contentAreaGuide: LayoutGuide? { nil }

    /// Whether the item is a guide that is its view's rectangle inset (see
    /// `LayoutGuide.insetSource`). A flag rather than the guide: the
    /// engine asks for each side of every constraint it builds, and handing
    /// out the guide retained it.
    var isInsetGuide: Bool { false }

    /// Whether leading is on the right for this item.
    var isRightToLeft: Bool { hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The distance from the top to the first baseline; `nil` means the bottom.
    var firstBaselineOffset: CGFloat? { nil }
    /// The distance from the last baseline to the bottom; `nil` means the bottom itself.
    var lastBaselineOffsetFromBottom: CGFloat? { nil }
}

extension LayoutItem: CustomStringConvertible {
    /// The item's debug name.
    public var description: String { debugName }
}
