import AutoLayout
import Foundation

/// Where a constraint is drawn, as Interface Builder draws it: a line
/// between the two edges it relates, across the middle of where the items
/// overlap (a line along the edge when they are aligned), or a bar across
/// the item for a width or a height.
struct ConstraintGeometry {
    var start: CGPoint
    var end: CGPoint

    /// `nil` for a constraint the picture cannot place: one on a distance
    /// between anchors, or with an item outside the picture.
    init?(_ constraint: LayoutConstraint, rects: [ObjectIdentifier: CGRect]) {
        let firstAttribute = constraint.firstAttribute
        guard let first = constraint.firstItem, let firstRect = rects[ObjectIdentifier(first)] else { return nil }
        if firstAttribute.isDimension {
            self.init(bar: firstAttribute, across: firstRect.standardized)
            return
        }
        guard let second = constraint.secondItem, let secondRect = rects[ObjectIdentifier(second)],
            let axis = firstAttribute.axis, constraint.secondAttribute.axis == axis,
            let from = Self.position(of: constraint.secondAttribute, of: second, in: secondRect),
            let to = Self.position(of: firstAttribute, of: first, in: firstRect)
        else { return nil }
        let (a, b) = (firstRect.standardized, secondRect.standardized)
        let across: ClosedRange<CGFloat>
        if abs(to - from) < 0.001 {
            across =
                axis == .horizontal
                ? min(a.minY, b.minY)...max(a.maxY, b.maxY) : min(a.minX, b.minX)...max(a.maxX, b.maxX)
            self.init(axis: axis, from: to, to: to, at: across.lowerBound, through: across.upperBound)
            return
        }
        let middle =
            axis == .horizontal
            ? Self.middle(a.minY...a.maxY, b.minY...b.maxY) : Self.middle(a.minX...a.maxX, b.minX...b.maxX)
        self.init(axis: axis, from: from, to: to, at: middle, through: middle)
    }

    /// A line along `axis` from `from` to `to`, or, when they are equal, a
    /// line across it from `at` to `through`.
    private init(axis: LayoutAxis, from: CGFloat, to: CGFloat, at: CGFloat, through: CGFloat) {
        if axis == .horizontal {
            start = CGPoint(x: from, y: at)
            end = CGPoint(x: to, y: through)
        } else {
            start = CGPoint(x: at, y: from)
            end = CGPoint(x: through, y: to)
        }
    }

    private init(bar attribute: LayoutAttribute, across rect: CGRect) {
        if attribute == .width {
            start = CGPoint(x: rect.minX, y: rect.midY)
            end = CGPoint(x: rect.maxX, y: rect.midY)
        } else {
            start = CGPoint(x: rect.midX, y: rect.minY)
            end = CGPoint(x: rect.midX, y: rect.maxY)
        }
    }

    /// The middle of where two ranges overlap, or of the first when they do not.
    private static func middle(_ first: ClosedRange<CGFloat>, _ second: ClosedRange<CGFloat>) -> CGFloat {
        let overlap = first.clamped(to: second)
        let range = first.overlaps(second) ? overlap : first
        return (range.lowerBound + range.upperBound) / 2
    }

    /// Whether the line runs along x.
    var isHorizontal: Bool { start.y == end.y }

    /// Where an anchor lies in the picture, as the engine reads it: margin
    /// attributes on the view's margins, leading and trailing after the
    /// item's layout direction, baselines where the view puts them.
    static func position(of attribute: LayoutAttribute, of item: LayoutItem, in rect: CGRect) -> CGFloat? {
        var frame = rect.standardized
        let view = item as? LayoutView ?? (item as? LayoutGuide)?.owningView
        let rightToLeft = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let view = item as? LayoutView, attribute.isMargin {
            let margins = view.layoutMargins
            frame = CGRect(
                x: frame.minX + margins.left, y: frame.minY + margins.top,
                width: frame.width - margins.left - margins.right,
                height: frame.height - margins.top - margins.bottom)
        }
        switch attribute {
        case .left, .leftMargin: return frame.minX
        case .right, .rightMargin: return frame.maxX
        case .leading, .leadingMargin: return rightToLeft ? frame.maxX : frame.minX
        case .trailing, .trailingMargin: return rightToLeft ? frame.minX : frame.maxX
        case .centerX, .centerXWithinMargins: return frame.midX
        case .top, .topMargin: return frame.minY
        case .bottom, .bottomMargin: return frame.maxY
        case .centerY, .centerYWithinMargins: return frame.midY
        case .firstBaseline: return item.baselineOffsets.first.map { frame.minY + $0 } ?? frame.maxY
        case .lastBaseline: return frame.maxY - (item.baselineOffsets.lastFromBottom ?? 0)
        case .width, .height, .notAnAttribute: return nil
        }
    }
}

extension LayoutAttribute {
    /// Whether the attribute is measured on the view's layout margins.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}
