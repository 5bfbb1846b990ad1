import AutoLayout
import Foundation

/// One constraint as a front end describes it, untyped:
/// `firstItem.firstAttribute relation multiplier * secondItem.secondAttribute + constant`,
/// with its priority, identifier and the location of the user's call, so
/// the constraint made from it points conflict reports at the user's code.
///
/// Front ends check what their own spelling cannot rule out; the engine
/// checks the rest (axes, a position against a constant) on activation.
package struct ConstraintDescription {
    package var firstItem: LayoutItem
    package var firstAttribute: LayoutAttribute
    package var relation: LayoutRelation
    package var secondItem: LayoutItem?
    package var secondAttribute: LayoutAttribute
    package var multiplier: CGFloat
    package var constant: CGFloat
    package var priority: LayoutPriority
    package var identifier: String?
    package var location: SourceLocation

    /// Describes `firstItem.firstAttribute relation multiplier * secondItem.secondAttribute + constant`;
    /// without a second item, `firstItem.firstAttribute relation constant`.
    package init(
        _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ secondItem: LayoutItem? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
        identifier: String? = nil, location: SourceLocation
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.location = location
    }

    /// The inactive constraint, recording the description's location and identifier.
    package func makeConstraint() -> LayoutConstraint {
        LayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
            attribute: secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, identifier: identifier, location: location)
    }
}
