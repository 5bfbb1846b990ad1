import AutoLayout
import Foundation
import LayoutBuilding

extension ConstraintStatement {
    /// The constraints the statement makes once its view is in `host`, one
    /// per attribute, or what is wrong with it.
    func descriptions(in host: LayoutView) -> Result<[ConstraintDescription], LayoutError> {
        var descriptions: [ConstraintDescription] = []
        descriptions.reserveCapacity(attributes.count)
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
                if let targetAttributes {
                    guard targetAttributes.count == attributes.count else {
                        return .failure(.invalidLayout(
                            reason: "cannot relate \(attributes.count) attributes to \(targetAttributes.count)",
                            location: location))
                    }
                    secondAttribute = targetAttributes[index]
                }
            case let .constant(value):
                second = nil
                constant += value
            case let .size(size):
                second = nil
                switch attribute {
                case .width: constant += size.width
                case .height: constant += size.height
                default:
                    return .failure(.invalidLayout(reason: "a size can only be the target of a width or a height",
                                                   location: location))
                }
            }
            descriptions.append(ConstraintDescription(
                view, attribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant,
                priority: priorityValue, identifier: label, location: location))
        }
        return .success(descriptions)
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
