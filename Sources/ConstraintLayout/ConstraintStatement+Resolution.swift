import AutoLayout
import Foundation
import LayoutBuilding

extension ConstraintStatement {
    /// Calls `body` with each constraint the statement makes once its view
    /// is in `host`, one per attribute; makes none and answers what is
    /// wrong with the statement instead when something is.
    func forEachDescription(in host: LayoutView, _ body: (ConstraintDescription) -> Void) -> LayoutError? {
        if let error = check() { return error }
        for (index, attribute) in attributes.enumerated() {
            var constant = offset + inset * Self.insetSign(of: attribute)
            let second: LayoutItem?
            var secondAttribute = attribute
            switch target {
            case .superview: second = host
            case .safeArea: second = host.safeAreaLayoutGuide
            case .superviewMargins: second = host.layoutMarginsGuide
            case let .item(item, targetAttributes):
                second = item
                if let targetAttributes { secondAttribute = targetAttributes[index] }
            case let .constant(value):
                second = nil
                constant += value
            case let .size(size):
                second = nil
                constant += attribute == .width ? size.width : size.height
            }
            body(ConstraintDescription(
                view, attribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant,
                priority: priorityValue, identifier: label, location: location))
        }
        return nil
    }

    /// What the target cannot give every attribute, if anything.
    private func check() -> LayoutError? {
        switch target {
        case let .item(_, targetAttributes?) where targetAttributes.count != attributes.count:
            .invalidLayout(reason: "cannot relate \(attributes.count) attributes to \(targetAttributes.count)",
                           location: location)
        case .size where attributes.contains(where: { !$0.isDimension }):
            .invalidLayout(reason: "a size can only be the target of a width or a height", location: location)
        default:
            nil
        }
    }

    /// How an inset moves an attribute: inwards from each edge, a size by both edges.
    static func insetSign(of attribute: LayoutAttribute) -> CGFloat {
        switch attribute {
        case .leading, .left, .top, .firstBaseline, .leadingMargin, .leftMargin, .topMargin: 1
        case .trailing, .right, .bottom, .lastBaseline, .trailingMargin, .rightMargin, .bottomMargin: -1
        case .width, .height: -2
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute: 0
        }
    }
}
