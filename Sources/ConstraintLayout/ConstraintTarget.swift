import AutoLayout
import Foundation

/// What a constraint relates its anchor to, besides another anchor of the
/// same kind: another inserted view (the same attribute of it) or a number.
/// Optional views are not targets: unwrap them first.
public protocol ConstraintTarget {
    /// The target as the library reads it; machinery, never called by you.
    var _constraintTarget: ConstraintTargetValue { get }
}

/// A target, as the library reads it.
public struct ConstraintTargetValue {
    let target: Target
}

/// The right-hand side of a statement, resolved against the host view when the layout applies.
enum Target {
    /// The host view, the same attributes.
    case superview
    /// The host's safe area guide, the same attributes.
    case safeArea
    /// The host's layout margins guide, the same attributes.
    case superviewMargins
    /// Another item: its given attributes, or the same ones when `nil`.
    case item(LayoutItem, AttributeList?)
    /// No second item: the constant alone.
    case constant(CGFloat)
    /// No second item: the width and the height.
    case size(CGSize)
}

extension InsertedView: ConstraintTarget {
    /// The view, at the same attributes.
    public var _constraintTarget: ConstraintTargetValue { ConstraintTargetValue(target: .item(view, nil)) }
}

/// A number a constraint can use as a constant, offset, inset or multiplier.
public protocol ConstraintConstant: ConstraintTarget {
    /// The number as a `CGFloat`; machinery, never called by you.
    var _value: CGFloat { get }
}

extension ConstraintConstant {
    /// The number alone, with no second item.
    public var _constraintTarget: ConstraintTargetValue { ConstraintTargetValue(target: .constant(_value)) }
}

extension Int: ConstraintConstant {
    /// The number as a `CGFloat`.
    public var _value: CGFloat { CGFloat(self) }
}

extension Double: ConstraintConstant {
    /// The number as a `CGFloat`.
    public var _value: CGFloat { CGFloat(self) }
}

extension Float: ConstraintConstant {
    /// The number as a `CGFloat`.
    public var _value: CGFloat { CGFloat(self) }
}

extension CGFloat: ConstraintConstant {
    /// The number itself.
    public var _value: CGFloat { self }
}

extension CGSize: ConstraintTarget {
    /// The width for a width, the height for a height.
    public var _constraintTarget: ConstraintTargetValue { ConstraintTargetValue(target: .size(self)) }
}
