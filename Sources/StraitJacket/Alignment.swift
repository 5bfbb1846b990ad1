import AutoLayout
import Foundation

/// How an item lines up with a target: a side or centre made equal
/// (`.top`, `.leading`, `.centerX`, ...), or kept inside the target by a
/// required inequality (`.softTop` keeps the item's top at or below the
/// target's, `.softTrailing` its trailing edge at or before the target's).
///
/// Wrap one to change its constraint: `withId("title-top")`,
/// `priority(.defaultHigh)` (or `withPriority`), `offset(20)` (the
/// constant as given) and `inset(16)` (16 points inward: +16 for top, left
/// and leading, −16 for bottom, right and trailing, 0 for centres). When
/// one property is set twice the first setting wins:
/// `Alignment.top.offset(4).offset(9)` has constant 4.
///
/// ```swift
/// restraint.alignItems([card], to: [Alignment.top.inset(20), .centerX, .softLeading, .softTrailing])
/// ```
public struct Alignment: Hashable, Sendable {
    let side: Side
    var identifier: String?
    var layoutPriority: LayoutPriority?
    var constant: CGFloat?

    init(_ side: Side) { self.side = side }

    /// The same alignment with an identifier, unless it has one.
    public func withId(_ identifier: String) -> Alignment {
        var copy = self
        copy.identifier = self.identifier ?? identifier
        return copy
    }

    /// The same alignment at a priority, unless it has one.
    public func priority(_ priority: LayoutPriority) -> Alignment {
        var copy = self
        copy.layoutPriority = layoutPriority ?? priority
        return copy
    }

    /// The same alignment at a priority (the older spelling of ``priority(_:)``).
    public func withPriority(_ priority: LayoutPriority) -> Alignment { self.priority(priority) }

    /// The same alignment shifted by `value` points, as given, unless it has a constant.
    public func offset(_ value: CGFloat) -> Alignment {
        var copy = self
        copy.constant = constant ?? value
        return copy
    }

    /// The same alignment moved `value` points inward, unless it has a constant.
    public func inset(_ value: CGFloat) -> Alignment {
        var copy = self
        copy.constant = constant ?? value * side.insetSign
        return copy
    }

    /// The item's top equals the target's.
    public static let top = Alignment(.top)
    /// The item's bottom equals the target's.
    public static let bottom = Alignment(.bottom)
    /// The item's left edge equals the target's.
    public static let left = Alignment(.left)
    /// The item's right edge equals the target's.
    public static let right = Alignment(.right)
    /// The item's leading edge equals the target's.
    public static let leading = Alignment(.leading)
    /// The item's trailing edge equals the target's.
    public static let trailing = Alignment(.trailing)
    /// The item's horizontal centre equals the target's.
    public static let centerX = Alignment(.centerX)
    /// The item's vertical centre equals the target's.
    public static let centerY = Alignment(.centerY)
    /// The item's top is at or below the target's.
    public static let softTop = Alignment(.softTop)
    /// The item's bottom is at or above the target's.
    public static let softBottom = Alignment(.softBottom)
    /// The item's left edge is at or right of the target's.
    public static let softLeft = Alignment(.softLeft)
    /// The item's right edge is at or left of the target's.
    public static let softRight = Alignment(.softRight)
    /// The item's leading edge is at or after the target's.
    public static let softLeading = Alignment(.softLeading)
    /// The item's trailing edge is at or before the target's.
    public static let softTrailing = Alignment(.softTrailing)
}

extension Alignment {
    /// The side an alignment relates, in the order a call's constraints are made.
    enum Side: Int, Hashable, Sendable, Comparable {
        case top, bottom, left, right, leading, trailing, centerX, centerY
        case softTop, softBottom, softLeft, softRight, softLeading, softTrailing

        static func < (lhs: Side, rhs: Side) -> Bool { lhs.rawValue < rhs.rawValue }

        var attribute: LayoutAttribute {
            switch self {
            case .top, .softTop: .top
            case .bottom, .softBottom: .bottom
            case .left, .softLeft: .left
            case .right, .softRight: .right
            case .leading, .softLeading: .leading
            case .trailing, .softTrailing: .trailing
            case .centerX: .centerX
            case .centerY: .centerY
            }
        }

        var relation: LayoutRelation {
            switch self {
            case .softTop, .softLeft, .softLeading: .greaterThanOrEqual
            case .softBottom, .softRight, .softTrailing: .lessThanOrEqual
            default: .equal
            }
        }

        /// Inward is down from the top, up from the bottom, and so on.
        var insetSign: CGFloat {
            switch attribute {
            case .top, .left, .leading: 1
            case .bottom, .right, .trailing: -1
            default: 0
            }
        }
    }

    /// Alignments in a fixed order (a set's own order changes from run to run).
    static func ordered(_ alignments: Set<Alignment>) -> [Alignment] {
        alignments.sorted { lhs, rhs in
            if lhs.side != rhs.side { return lhs.side < rhs.side }
            return (lhs.identifier ?? "", lhs.constant ?? 0, lhs.layoutPriority?.rawValue ?? 0)
                < (rhs.identifier ?? "", rhs.constant ?? 0, rhs.layoutPriority?.rawValue ?? 0)
        }
    }
}

/// Common sets of alignments.
public enum AlignmentSet {
    /// Top, bottom, leading and trailing: fill the target.
    public static let allSides: Set<Alignment> = [.top, .bottom, .leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set<Alignment> = [.top, .bottom]
    /// Leading and trailing.
    public static let horizontal: Set<Alignment> = [.leading, .trailing]
    /// Stay inside the target on every side.
    public static let allSoftSides: Set<Alignment> = [.softTop, .softBottom, .softLeading, .softTrailing]
    /// Stay inside the target's top and bottom.
    public static let softVertical: Set<Alignment> = [.softTop, .softBottom]
    /// Stay inside the target's leading and trailing edges.
    public static let softHorizontal: Set<Alignment> = [.softLeading, .softTrailing]
    /// Centre on both axes.
    public static let centerXY: Set<Alignment> = [.centerX, .centerY]
}

/// An item and how it aligns, for ``AnyRestraint/alignItems(to:viewAlignment:file:line:)``.
public enum ViewAlignment {
    /// `item` aligned to the target with each alignment of the set.
    case view(RestraintTargetable, Set<Alignment>)
}
