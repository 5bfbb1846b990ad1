import AutoLayout
import Foundation

extension LayoutYAxisAnchor {
    /// `lhs == rhs`, active.
    @discardableResult
    public static func |=| (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs, file: $0, line: $1) }
    }
    /// `lhs == rhs.0 + rhs.1` (the constant may be labelled `constant:`), active.
    @discardableResult
    public static func |=| (lhs: LayoutYAxisAnchor, rhs: (LayoutYAxisAnchor, CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs.0, constant: rhs.1, file: $0, line: $1) }
    }

    /// `lhs >= rhs`, active.
    @discardableResult
    public static func |>=| (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 + rhs.1` (the constant may be labelled `constant:`), active.
    @discardableResult
    public static func |>=| (lhs: LayoutYAxisAnchor, rhs: (LayoutYAxisAnchor, CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, constant: rhs.1, file: $0, line: $1) }
    }

    /// `lhs <= rhs`, active.
    @discardableResult
    public static func |<=| (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 + rhs.1` (the constant may be labelled `constant:`), active.
    @discardableResult
    public static func |<=| (lhs: LayoutYAxisAnchor, rhs: (LayoutYAxisAnchor, CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, constant: rhs.1, file: $0, line: $1) }
    }
}
