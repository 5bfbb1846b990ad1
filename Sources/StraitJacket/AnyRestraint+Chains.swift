import AutoLayout
import Foundation

extension AnyRestraint {
    /// Chains items top to bottom: each item's top is `spacing` (8) below
    /// the bottom of the item before it, or as the ``Space``s between them
    /// say (one constraint per space). Each array is a chain of its own.
    ///
    /// ```swift
    /// restraint.chainVertically([title, Space(60), username, password], [logo, caption])
    /// ```
    @discardableResult
    public func chainVertically(
        _ chains: [Restrainable]..., spacing: CGFloat = 8,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        build(file, line) { draft, _ in
            for chain in chains { _ = draft.chain(chain, axis: .vertical, spacing: spacing) }
        }
    }

    /// Chains items leading to trailing (mirrored in right-to-left layout):
    /// each item's leading edge is `spacing` (8) after the trailing edge of
    /// the item before it, or as the ``Space``s between them say.
    @discardableResult
    public func chainHorizontally(
        _ chains: [Restrainable]..., spacing: CGFloat = 8,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        build(file, line) { draft, _ in
            for chain in chains { _ = draft.chain(chain, axis: .horizontal, spacing: spacing) }
        }
    }

    /// Chains items top to bottom inside `guide`: the chain as
    /// ``chainVertically(_:spacing:file:line:)`` makes it, every item
    /// aligned to the guide across (by default stretched from its leading
    /// to its trailing edge), the first item's top and the last item's
    /// bottom on the guide's, as `aligning` says.
    @discardableResult
    public func chainVertically(
        _ items: [Restrainable], in guide: RestraintTargetable, spacing: CGFloat = 8,
        aligning: Set<Alignment> = [.top, .bottom, .leading, .trailing],
        file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        build(file, line) { draft, _ in
            draft.chain(items, axis: .vertical, in: guide, spacing: spacing, aligning: aligning)
        }
    }

    /// Chains items leading to trailing inside `guide`: every item aligned
    /// to the guide across (by default stretched from its top to its
    /// bottom), the first item's leading and the last item's trailing edge
    /// on the guide's, as `aligning` says.
    @discardableResult
    public func chainHorizontally(
        _ items: [Restrainable], in guide: RestraintTargetable, spacing: CGFloat = 8,
        aligning: Set<Alignment> = [.top, .bottom, .leading, .trailing],
        file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        build(file, line) { draft, _ in
            draft.chain(items, axis: .horizontal, in: guide, spacing: spacing, aligning: aligning)
        }
    }
}

extension ConstraintDraft {
    /// The gaps of one chain; returns its items in order.
    mutating func chain(_ elements: [Restrainable], axis: LayoutAxis, spacing: CGFloat) -> [Target] {
        let (start, end): (LayoutAttribute, LayoutAttribute) =
            axis == .vertical ? (.top, .bottom) : (.leading, .trailing)
        var items: [Target] = []
        items.reserveCapacity(elements.count)
        reserve(elements.count)
        var spaces: [RestraintModifier] = []
        for element in elements {
            guard let item = Target(element: element) else {
                if let space = element as? RestraintModifier {
                    if items.isEmpty { fail("a Space comes before the first item of the chain") }
                    spaces.append(space)
                } else {
                    fail("\(type(of: element)) is neither a view, a layout guide, a proxy nor a Space")
                }
                continue
            }
            if let previous = items.last {
                if spaces.isEmpty {
                    add(item, start, .equal, previous, end, constant: spacing)
                }
                for space in spaces {
                    add(
                        item, start, space.relation, previous, end, constant: space.value, priority: space.priority,
                        identifier: space.identifier)
                }
            }
            spaces.removeAll(keepingCapacity: true)
            items.append(item)
        }
        if !spaces.isEmpty { fail("a Space comes after the last item of the chain") }
        return items
    }

    /// A chain inside a guide: the gaps, then each item across the chain,
    /// then the first item's start and the last item's end.
    mutating func chain(
        _ elements: [Restrainable], axis: LayoutAxis, in guide: RestraintTargetable, spacing: CGFloat,
        aligning: Set<Alignment>
    ) {
        let items = chain(elements, axis: axis, spacing: spacing)
        guard let guide = target(guide) else { return }
        let alignments = Alignment.ordered(aligning)
        let across = alignments.filter { $0.side.lies(across: axis) }
        reserve(items.count * across.count + alignments.count)
        for item in items {
            for alignment in across { align(item, alignment, to: guide) }
        }
        if let first = items.first {
            for alignment in alignments where alignment.side.starts(along: axis) { align(first, alignment, to: guide) }
        }
        if let last = items.last {
            for alignment in alignments where alignment.side.ends(along: axis) { align(last, alignment, to: guide) }
        }
    }
}

extension Alignment.Side {
    /// Whether the side places an item across a chain along `axis`.
    func lies(across axis: LayoutAxis) -> Bool {
        switch attribute {
        case .leading, .trailing, .left, .right, .centerX: axis == .vertical
        case .top, .bottom, .centerY: axis == .horizontal
        default: false
        }
    }

    /// Whether the side pins the start of a chain along `axis`.
    func starts(along axis: LayoutAxis) -> Bool {
        switch attribute {
        case .top: axis == .vertical
        case .leading, .left: axis == .horizontal
        default: false
        }
    }

    /// Whether the side pins the end of a chain along `axis`.
    func ends(along axis: LayoutAxis) -> Bool {
        switch attribute {
        case .bottom: axis == .vertical
        case .trailing, .right: axis == .horizontal
        default: false
        }
    }
}
