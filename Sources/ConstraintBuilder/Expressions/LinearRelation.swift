import AutoLayout
import Foundation
import LayoutBuilding

extension LinearRelation {
    /// The unplaced constraint `first.firstAttribute relation ... second.secondAttribute`;
    /// without a second item, `first.firstAttribute relation constant`.
    func constraint(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute
    ) -> LayoutConstraint {
        description(first, firstAttribute, second, secondAttribute, location: .unplaced).makeConstraint()
    }
}

extension AnchorExpression {
    /// `self relation other`, solved for this expression's anchor.
    func relate(_ relation: LayoutRelation, to other: AnchorExpression<some LayoutAnchor>) -> LayoutConstraint {
        LinearRelation(
            relation, lhsMultiplier: multiplier, lhsConstant: constant,
            rhsMultiplier: other.multiplier, rhsConstant: other.constant
        )
        .constraint(item, attribute, other.item, other.attribute)
    }

    /// `self relation value`, solved for this expression's anchor.
    func relate(_ relation: LayoutRelation, to value: CGFloat) -> LayoutConstraint {
        LinearRelation(relation, lhsMultiplier: multiplier, lhsConstant: constant, rhsMultiplier: 0, rhsConstant: value)
            .constraint(item, attribute, nil, .notAnAttribute)
    }
}
