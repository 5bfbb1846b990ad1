#if !canImport(UIKit)
/// UIKit's name for `LayoutConstraint`. As UIKit's, its
/// `activate(_:)`, `isActive` and item-and-attribute initializer never
/// throw: what is wrong goes to the tree's `layoutIssueHandler`.
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's generic anchor type, as code spells it in signatures:
/// `NSLayoutAnchor<NSLayoutXAxisAnchor>` is `LayoutXAxisAnchor`,
/// `NSLayoutAnchor<NSLayoutDimension>` is `LayoutDimension`.
///
/// Each of UIKit's anchor classes is `NSLayoutAnchor` of itself, and
/// relates only to its own kind; naming the kind itself keeps that check
/// and the kind's `constraint(equalTo:)` family.
public typealias NSLayoutAnchor<AnchorType: LayoutAnchor> = AnchorType

/// UIKit's name for `LayoutXAxisAnchor`: any horizontal
/// position anchor, as a helper's parameter declares it.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's name for `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// UIKit's name for `LayoutDimension`: a width or height anchor.
public typealias NSLayoutDimension = LayoutDimension

/// UIKit's name for `LayoutPriority`, with `required`,
/// `defaultHigh`, `defaultLow`, `fittingSizeLevel` and `init(rawValue:)`.
public typealias UILayoutPriority = LayoutPriority
#endif
