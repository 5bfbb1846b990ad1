import AutoLayout
import Foundation
import LayoutBuilding

/// `m1 * first + c1  relation  m2 * second + c2`, solved for `first` as
/// algebra does: `first relation (m2 / m1) * second + (c2 - c1) / m1`,
/// the relation turned round when `m1` is negative. A zero `m1` gives a
/// non-finite multiplier, which activation reports as the anchors API does.
struct LinearRelation {
    var relation: LayoutRelation
    var multiplier: CGFloat
    var constant: CGFloat

    init(_ relation: LayoutRelation, lhsMultiplier: CGFloat, lhsConstant: CGFloat,
         rhsMultiplier: CGFloat, rhsConstant: CGFloat) {
        self.relation = lhsMultiplier < 0 ? relation.reversed : relation
        self.multiplier = rhsMultiplier / lhsMultiplier
        self.constant = (rhsConstant - lhsConstant) / lhsMultiplier
    }

    /// The unplaced constraint `first.firstAttribute relation ... second.secondAttribute`;
    /// without a second item, `first.firstAttribute relation constant`.
    func constraint(_ first: LayoutItem, _ firstAttribute: LayoutAttribute,
                    _ second: LayoutItem?, _ secondAttribute: LayoutAttribute) -> LayoutConstraint {
        ConstraintDescription(first, firstAttribute, relation, second, secondAttribute,
                              multiplier: second == nil ? 1 : multiplier, constant: constant, location: .pending)
            .makeConstraint()
    }
}

extension LayoutRelation {
    /// The relation with its sides swapped: `>=` for `<=`.
    var reversed: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

extension AnchorExpression {
    /// `self relation other`, solved for this expression's anchor.
    func relate(_ relation: LayoutRelation, to other: AnchorExpression<some LayoutAnchor>) -> LayoutConstraint {
        LinearRelation(relation, lhsMultiplier: multiplier, lhsConstant: constant,
                       rhsMultiplier: other.multiplier, rhsConstant: other.constant)
            .constraint(item, attribute, other.item, other.attribute)
    }

    /// `self relation value`, solved for this expression's anchor.
    func relate(_ relation: LayoutRelation, to value: CGFloat) -> LayoutConstraint {
        LinearRelation(relation, lhsMultiplier: multiplier, lhsConstant: constant, rhsMultiplier: 0, rhsConstant: value)
            .constraint(item, attribute, nil, .notAnAttribute)
    }
}
