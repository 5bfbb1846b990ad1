import Cassowary
import Foundation

/// The solver of one view tree, held by its root view.
///
/// It turns active ``LayoutConstraint``s into solver constraints over the
/// items' variables (rectangles in root coordinates), makes the constraints
/// that views imply (autoresizing frames, intrinsic sizes, margins, safe
/// area), and writes frames back in layout passes, touching only what moved.
final class LayoutEngine {
    struct Record {
        let constraint: LayoutConstraint
        var solverConstraint: Cassowary.Constraint
        /// The solver expression's constant without the layout constant, so a
        /// new layout constant `c` is the solver constant `base - c`.
        var baseConstant: Double
        /// Added below required after a conflict ("broken").
        var isBroken: Bool
        /// Reads leading/trailing or baselines, which depend on view state.
        var dependsOnViewState: Bool
        let serial: Int
    }

    weak var root: LayoutView?
    let solver = Solver()
    var records: [ObjectIdentifier: Record] = [:]
    var nextSerial = 0
    /// Views whose generated constraints must be brought up to date.
    var pending: [LayoutView] = []
    /// Which item each solver variable belongs to.
    var itemOfVariable: [ObjectIdentifier: WeakItem] = [:]
    /// Set when the root's safe-area insets change: every view's insets are due.
    var safeAreaChanged = true
    /// Variables held by `exerciseAmbiguity` until the next change.
    var exerciseProbes: [Variable] = []
    /// Items whose rectangles moved since the last layout pass.
    var movedItems: [ObjectIdentifier: WeakItem] = [:]

    struct WeakItem {
        weak var item: LayoutItem?
    }

    /// The level given to a constraint broken to resolve a conflict: above
    /// every optional priority (whose levels are priority x 1000).
    static let brokenLevel = 999_999

    init(root: LayoutView) {
        self.root = root
    }

    // MARK: Items

    func register(_ item: LayoutItem) {
        for variable in item.variables {
            itemOfVariable[ObjectIdentifier(variable)] = WeakItem(item: item)
        }
        movedItems[ObjectIdentifier(item)] = WeakItem(item: item)
    }

    func unregister(_ item: LayoutItem) {
        for variable in item.variables { itemOfVariable[ObjectIdentifier(variable)] = nil }
    }

    /// Registers every view and guide of a subtree and queues their generated constraints.
    func adopt(subtree: LayoutView) {
        forEachView(in: subtree) { view in
            register(view)
            for guide in view.layoutGuides { register(guide) }
            needsSync(view)
        }
    }

    func forEachView(in subtree: LayoutView, _ body: (LayoutView) -> Void) {
        var stack = [subtree]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews)
        }
    }

    // MARK: Strength

    static func strength(for priority: LayoutPriority) -> Strength {
        if priority == .required { return .required }
        return Strength(level: max(1, Int((Double(priority.rawValue) * 1000).rounded()))) ?? .weak
    }

    // MARK: Expressions

    /// The solver expression of an anchor. Leading and trailing of a
    /// right-to-left item are measured leftwards (as `-x`), so their
    /// constants and inequalities keep their meaning when the layout mirrors;
    /// in a constraint that does so (`mirrored`), the centre is too.
    func expression(for anchor: LayoutAnchor, mirrored: Bool = false) -> Cassowary.Expression? {
        switch anchor.source {
        case let .offset(from, to):
            guard let start = expression(for: from, mirrored: mirrored),
                  let end = expression(for: to, mirrored: mirrored) else { return nil }
            return end - start
        case .attribute(let attribute):
            guard let item = anchor.item else { return nil }
            return expression(for: item, attribute, mirrored: mirrored)
        }
    }

    func expression(for item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool = false) -> Cassowary.Expression? {
        let rightToLeft = item.isRightToLeft
        switch attribute {
        case .left: return Cassowary.Expression(item.minX)
        case .right: return item.minX + item.width
        case .top: return Cassowary.Expression(item.minY)
        case .bottom: return item.minY + item.height
        case .width: return Cassowary.Expression(item.width)
        case .height: return Cassowary.Expression(item.height)
        case .centerX: return mirrored ? -(item.minX + 0.5 * item.width) : item.minX + 0.5 * item.width
        case .centerY: return item.minY + 0.5 * item.height
        case .leading: return rightToLeft ? -(item.minX + item.width) : Cassowary.Expression(item.minX)
        case .trailing: return rightToLeft ? -item.minX : item.minX + item.width
        case .firstBaseline:
            if let offset = item.firstBaselineOffset { return item.minY + Double(offset) }
            return item.minY + item.height
        case .lastBaseline:
            if let offset = item.lastBaselineOffsetFromBottom { return item.minY + item.height - Double(offset) }
            return item.minY + item.height
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            let host: LayoutItem = (item as? LayoutView)?.layoutMarginsGuide ?? item
            return expression(for: host, attribute.outsideMargins, mirrored: mirrored)
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether a constraint reads a leading or trailing edge of a
    /// right-to-left item, and so measures horizontal positions leftwards.
    func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        [constraint.firstAnchor, constraint.secondAnchor].compactMap { $0 }.contains { $0.readsMirroredEdge }
    }

    /// The solver constraint for a layout constraint, at a strength.
    func solverConstraint(for constraint: LayoutConstraint, strength: Strength) -> (Cassowary.Constraint, base: Double)? {
        let mirrored = isMirrored(constraint)
        guard let first = expression(for: constraint.firstAnchor, mirrored: mirrored) else { return nil }
        var difference = first
        if let second = constraint.secondAnchor {
            guard let right = expression(for: second, mirrored: mirrored) else { return nil }
            difference = first - Double(constraint.multiplier) * right
        }
        let base = difference.constant
        let expression = difference - Double(constraint.storedConstant)
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return (Cassowary.Constraint(expression, relation, strength: strength), base)
    }

    static func dependsOnViewState(_ constraint: LayoutConstraint) -> Bool {
        constraint.firstAnchor.readsViewState || constraint.secondAnchor?.readsViewState == true
    }
}

extension LayoutAnchor {
    /// Whether the anchor reads a leading or trailing edge of a right-to-left item.
    var readsMirroredEdge: Bool {
        switch source {
        case .attribute(let attribute):
            return attribute.outsideMargins.isDirectional && item?.isRightToLeft == true
        case let .offset(from, to):
            return from.readsMirroredEdge || to.readsMirroredEdge
        }
    }

    /// Whether the anchor reads something besides the item's rectangle: the
    /// layout direction, a baseline, the margins.
    var readsViewState: Bool {
        switch source {
        case .attribute(let attribute):
            return attribute.isDirectional || attribute == .firstBaseline || attribute == .lastBaseline
                || attribute.outsideMargins != attribute
        case let .offset(from, to):
            return from.readsViewState || to.readsViewState
        }
    }
}

extension LayoutAttribute {
    /// The attribute of the margins guide a margin attribute stands for.
    var outsideMargins: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
