import AutoLayout
import Foundation

/// `m1 * first + c1  relation  m2 * second + c2`, solved for `first` as
/// algebra does: `first relation (m2 / m1) * second + (c2 - c1) / m1`,
/// the relation turned round when `m1` is negative. A zero `m1` gives a
/// non-finite multiplier, which activation reports as the anchors API does.
/// Front ends that read equations (operators, layout files) share it.
package struct LinearRelation {
    package var relation: LayoutRelation
    package var multiplier: CGFloat
    package var constant: CGFloat

    package init(
        _ relation: LayoutRelation, lhsMultiplier: CGFloat, lhsConstant: CGFloat,
        rhsMultiplier: CGFloat, rhsConstant: CGFloat
    ) {
        self.relation = lhsMultiplier < 0 ? relation.reversed : relation
        self.multiplier = rhsMultiplier / lhsMultiplier
        self.constant = (rhsConstant - lhsConstant) / lhsMultiplier
    }

    /// `first.firstAttribute relation ... second.secondAttribute`; without a
    /// second item, `first.firstAttribute relation constant`.
    package func description(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute,
        location: SourceLocation
    ) -> ConstraintDescription {
        ConstraintDescription(
            first, firstAttribute, relation, second, secondAttribute,
            multiplier: second == nil ? 1 : multiplier, constant: constant, location: location)
    }
}

extension LayoutRelation {
    /// The relation with its sides swapped: `>=` for `<=`.
    package var reversed: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
