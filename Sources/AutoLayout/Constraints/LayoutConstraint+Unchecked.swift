import Foundation

extension LayoutConstraint {
    /// Creates `item.attribute relation multiplier * toItem.attribute + constant`
    /// with its priority, identifier and the location of the front-end call
    /// that described it, unchecked: the rules are checked on activation,
    /// so a front end pays for them once.
    package convenience init(
        item: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat,
        priority: LayoutPriority, identifier: String?, location: SourceLocation
    ) {
        self.init(
            first: item.anchor(for: firstAttribute), relation: relation,
            second: toItem.map { $0.anchor(for: secondAttribute) }, multiplier: multiplier, constant: constant,
            location: location, priority: priority, identifier: identifier)
    }
}
