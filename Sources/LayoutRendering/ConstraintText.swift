import AutoLayout
import Foundation

/// What a picture writes beside a constraint, with names that are the
/// same on every run (see ``ItemNames``).
enum ConstraintText {
    /// The label on the constraint's line, as Interface Builder writes it:
    /// the constant, after `≤` or `≥` for an inequality; for a size
    /// relative to another, what it equals (`= 0.5 × box.width + 4`); and
    /// the priority when it is not required (`8 @750`). Empty for an
    /// alignment (edges equal, no constant).
    static func label(of constraint: LayoutConstraint, names: inout ItemNames) -> String {
        let relation =
            switch constraint.relation {
            case .equal: ""
            case .lessThanOrEqual: "≤ "
            case .greaterThanOrEqual: "≥ "
            }
        var text: String
        if let second = constraint.secondItem, constraint.firstAttribute.isDimension {
            text = (relation.isEmpty ? "= " : relation) + rightSide(constraint, second: second, names: &names)
        } else if constraint.secondItem == nil {
            text = relation + decimalText(constraint.constant)
        } else {
            var parts: [String] = []
            if constraint.multiplier != 1 { parts.append("× " + decimalText(constraint.multiplier)) }
            if constraint.constant != 0 || (parts.isEmpty && !relation.isEmpty) {
                parts.append(decimalText(constraint.constant))
            }
            text = parts.isEmpty ? "" : relation + parts.joined(separator: " ")
        }
        if constraint.priority != .required {
            text += (text.isEmpty ? "@" : " @") + decimalText(CGFloat(constraint.priority.rawValue))
        }
        return text
    }

    /// The whole equation, for the tooltip: `title.top == box.top + 20 @750`.
    static func equation(of constraint: LayoutConstraint, names: inout ItemNames) -> String {
        var text =
            side(constraint.firstItem, constraint.firstAttribute, names: &names) + " " + constraint.relation.symbol
            + " "
        if let second = constraint.secondItem {
            text += rightSide(constraint, second: second, names: &names)
        } else {
            text += decimalText(constraint.constant)
        }
        if constraint.priority != .required { text += " @" + decimalText(CGFloat(constraint.priority.rawValue)) }
        return text
    }

    /// `multiplier × item.attribute + constant`, leaving out a multiplier of
    /// 1 and a constant of 0.
    private static func rightSide(_ constraint: LayoutConstraint, second: LayoutItem, names: inout ItemNames) -> String
    {
        var text = constraint.multiplier == 1 ? "" : decimalText(constraint.multiplier) + " × "
        text += side(second, constraint.secondAttribute, names: &names)
        let constant = constraint.constant
        if constant > 0 { text += " + " + decimalText(constant) }
        if constant < 0 { text += " - " + decimalText(-constant) }
        return text
    }

    private static func side(_ item: LayoutItem?, _ attribute: LayoutAttribute, names: inout ItemNames) -> String {
        (item.map { names.name(of: $0) } ?? "nil") + "." + names.name(of: attribute)
    }
}
