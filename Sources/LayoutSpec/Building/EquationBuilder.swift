import AutoLayout
import Foundation
import LayoutBuilding

/// Turns an equation into constraint descriptions, one per attribute of a
/// composite, solved for the left anchor as ConstraintBuilder solves its
/// operators (``LinearRelation``), after checking what ConstraintBuilder's
/// types rule out at compile time: which anchors relate, baselines on
/// guides, numbers where a position is, insets where no edges are.
struct EquationBuilder {
    let equation: LayoutDocument.Equation
    let position: LayoutDocument.Position?
    let items: ItemTable
    let priority: LayoutPriority
    let identifier: String?
    let location: SourceLocation

    func descriptions() throws(LayoutSpecError) -> [ConstraintDescription] {
        let first = equation.first, second = equation.second
        guard let firstAnchor = first.anchor else { throw error("the left side needs an anchor, such as 'title.top'") }
        let firstItem = try items.item(for: firstAnchor)
        try checkNumbers(first)
        try checkNumbers(second)
        guard first.multiplier != 0 else {
            throw error("the left side is multiplied by 0, so it cannot be solved for \(firstAnchor.text)")
        }
        if first.size != nil { throw error("a size (200 x 100) belongs on the right side") }
        try checkInsets(first, firstAnchor)
        let relation = LayoutRelation(equation.relation)
        if let secondAnchor = second.anchor {
            try checkInsets(second, secondAnchor)
            guard second.size == nil else { throw error("a side is an anchor or a size, not both") }
            let secondItem = try items.item(for: secondAnchor)
            try checkRelated(firstAnchor, secondAnchor)
            let pairs = Array(zip(firstAnchor.attribute.layoutAttributes, secondAnchor.attribute.layoutAttributes))
            return pairs.map { firstAttribute, secondAttribute in
                describe(
                    LinearRelation(
                        relation, lhsMultiplier: first.multiplier, lhsConstant: first.offset(for: firstAttribute),
                        rhsMultiplier: second.multiplier, rhsConstant: second.offset(for: secondAttribute)),
                    firstItem, firstAttribute, secondItem, secondAttribute)
            }
        }
        if second.insets != nil {
            throw error("insets are added to an edges anchor: 'a.edges == b.edges + insets(10)'")
        }
        if let size = second.size { return try sized(firstItem, firstAnchor, first, relation, size) }
        let attribute = firstAnchor.attribute
        if attribute.isEdges { return try inset(firstItem, firstAnchor, first, relation, by: second.constant) }
        guard attribute.family == .size else {
            throw error("a position (\(firstAnchor.text)) cannot equal a number; relate it to another anchor")
        }
        return attribute.layoutAttributes.map { firstAttribute in
            describe(
                LinearRelation(
                    relation, lhsMultiplier: first.multiplier, lhsConstant: first.offset(for: firstAttribute),
                    rhsMultiplier: 0, rhsConstant: second.constant),
                firstItem, firstAttribute, nil, .notAnAttribute)
        }
    }

    /// `a.size == 200 x 100`: width, then height, as ConstraintBuilder orders a size.
    private func sized(
        _ item: LayoutItem, _ anchor: LayoutDocument.AnchorReference, _ side: LayoutDocument.Expression,
        _ relation: LayoutRelation, _ size: LayoutDocument.Size
    ) throws(LayoutSpecError) -> [ConstraintDescription] {
        guard anchor.attribute == .size else {
            throw error("a size (200 x 100) relates only to a size anchor: '\(anchor.item).size == 200 x 100'")
        }
        guard let width = size.width, let height = size.height, width.isFinite, height.isFinite else {
            throw error("a size needs a finite width and height")
        }
        return [(LayoutAttribute.width, width), (.height, height)].map { attribute, value in
            describe(
                LinearRelation(
                    relation, lhsMultiplier: side.multiplier, lhsConstant: side.offset(for: attribute),
                    rhsMultiplier: 0, rhsConstant: value), item, attribute, nil, .notAnAttribute)
        }
    }

    /// `a.edges == 10`: each edge `inset` inside the superview's (a guide's:
    /// its owning view's), as ConstraintBuilder's `edges == 10`.
    private func inset(
        _ item: LayoutItem, _ anchor: LayoutDocument.AnchorReference, _ side: LayoutDocument.Expression,
        _ relation: LayoutRelation, by inset: Double
    ) throws(LayoutSpecError) -> [ConstraintDescription] {
        guard let container = (item as? LayoutView)?.superview ?? (item as? LayoutGuide)?.owningView else {
            throw error("\(anchor.item) has no superview to inset its edges from")
        }
        let shrunk = LayoutDocument.Expression(
            insets: LayoutDocument.Insets(top: -inset, left: -inset, bottom: -inset, right: -inset))
        return anchor.attribute.layoutAttributes.map { attribute in
            describe(
                LinearRelation(
                    relation, lhsMultiplier: side.multiplier, lhsConstant: side.offset(for: attribute),
                    rhsMultiplier: 1, rhsConstant: shrunk.offset(for: attribute)),
                item, attribute, container, attribute)
        }
    }

    private func describe(
        _ relation: LinearRelation, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute
    ) -> ConstraintDescription {
        var description = relation.description(first, firstAttribute, second, secondAttribute, location: location)
        description.priority = priority
        description.identifier = identifier
        return description
    }

    /// The rules of ConstraintBuilder's anchor types.
    private func checkRelated(_ first: LayoutDocument.AnchorReference, _ second: LayoutDocument.AnchorReference)
        throws(LayoutSpecError)
    {
        let a = first.attribute, b = second.attribute
        if a.isComposite || b.isComposite {
            guard a == b else {
                throw error(
                    "cannot relate \(first.text) to \(second.text): a composite relates to the same composite",
                    at: second)
            }
            return
        }
        switch (a.family, b.family) {
        case (.size, .size), (.vertical, .vertical), (.directional, .directional), (.absolute, .absolute),
            (.center, _) where b.family != .size && b.family != .vertical,
            (_, .center) where a.family != .size && a.family != .vertical:
            return
        case (.size, _), (_, .size):
            throw error(
                "cannot relate \(first.text) to \(second.text): a position cannot be related to a size", at: second)
        case (.vertical, _), (_, .vertical):
            throw error("cannot relate \(first.text) to \(second.text): they are on different axes", at: second)
        default:
            throw error(
                "cannot relate \(first.text) to \(second.text): leading and trailing do not relate to left and right",
                at: second)
        }
    }

    private func checkInsets(_ side: LayoutDocument.Expression, _ anchor: LayoutDocument.AnchorReference)
        throws(LayoutSpecError)
    {
        guard side.insets != nil, !anchor.attribute.isEdges else { return }
        throw error("insets apply to edges, horizontalEdges and verticalEdges, not to \(anchor.text)", at: anchor)
    }

    private func checkNumbers(_ side: LayoutDocument.Expression) throws(LayoutSpecError) {
        let insets = side.insets.map { [$0.top, $0.left, $0.bottom, $0.right] } ?? []
        guard ([side.multiplier, side.constant] + insets).allSatisfy(\.isFinite) else {
            throw error("a side is not a finite number")
        }
    }

    private func error(_ message: String, at anchor: LayoutDocument.AnchorReference? = nil) -> LayoutSpecError {
        LayoutSpecError(items.file, anchor?.position ?? position, message)
    }
}

extension LayoutRelation {
    init(_ relation: LayoutDocument.Relation) {
        switch relation {
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        case .lessThanOrEqual: self = .lessThanOrEqual
        }
    }
}
