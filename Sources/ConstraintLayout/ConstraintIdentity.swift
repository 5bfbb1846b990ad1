import AutoLayout
import Foundation
import LayoutBuilding

/// What makes a constraint of one application the same as one of the
/// next, so it is kept and changed in place: the user's call, the items,
/// the attributes, the relation and the multiplier. Never the constant,
/// the priority or a description.
struct ConstraintIdentity: Hashable {
    let location: SourceLocation
    let firstItem: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let secondItem: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: CGFloat

    init(_ description: ConstraintDescription) {
        location = description.location
        firstItem = ObjectIdentifier(description.firstItem)
        firstAttribute = description.firstAttribute
        relation = description.relation
        secondItem = description.secondItem.map(ObjectIdentifier.init)
        secondAttribute = description.secondAttribute
        multiplier = description.multiplier
    }
}
