import Cassowary
import Foundation

/// The solver of one view tree, held by its root view.
///
/// It turns active ``LayoutConstraint``s into solver constraints over the
/// items' variables (rectangles in root coordinates), makes the constraints
/// that views imply (autoresizing frames, intrinsic sizes, margins, safe
/// area), and writes frames back in layout passes, touching only what moved.
final class LayoutEngine {
    /// What the engine keeps about an active constraint, stored on the
    /// constraint itself so that finding it costs no lookup.
    struct Record {
        /// When the constraint was activated, counted in activations; first,
        /// so that it most often shares the constraint's first cache line
        /// (see `LayoutConstraint.record`).
        let serial: Int
        var solverConstraint: Cassowary.Constraint
        /// The solver expression's constant without the layout constant, so a
        /// new layout constant `c` is the solver constant `base - c`.
        var baseConstant: Double
        /// Added below required after a conflict ("broken").
        var isBroken: Bool
        /// Reads leading/trailing or baselines, which depend on view state.
        var dependsOnViewState: Bool
        /// The constraint's index in `active`.
        var slot: Int
    }

    /// The root view holding this engine. Not `weak`: the root clears it as it goes away.
    @exclusivity(unchecked) unowned(unsafe) var root: LayoutView?
    let solver = Solver()
    // The engine's state is read and written on every constraint and pass
    // and skips the runtime's exclusivity checks: like its tree, an engine
    // belongs to one thread at a time.
    /// The active constraints, in no order (see `activeConstraints`).
    @exclusivity(unchecked) var active: [LayoutConstraint] = []
    @exclusivity(unchecked) var nextSerial = 0
    /// Views whose generated constraints must be brought up to date.
    /// Held through references: the root may be among them, and holding it
    /// would keep the tree alive after its last user lets go. May hold
    /// views synced since they were queued (see `sync(before:)`), which the
    /// sync skips.
    @exclusivity(unchecked) var pending: [ItemReference] = []
    /// How many views of `pending` are still queued (an upper bound: a
    /// view leaving the tree is not counted out); 0 when none is.
    @exclusivity(unchecked) var queuedCount = 0
    /// Whether a queued view may be read by a constraint in the solver (it
    /// was synced before in this tree, or constraints came in with a
    /// subtree without a sync), so the next activation syncs every queued view.
    @exclusivity(unchecked) var needsFullSync = false
    /// The tree's items, and those that moved since the last pass.
    @exclusivity(unchecked) var items = ItemRegistry()
    /// Set when the root's safe-area insets change: every view's insets are due.
    var safeAreaChanged = true
    /// The views whose safe-area insets the last solves changed, to be told
    /// once the pass's solve is done (see `announceSafeAreaChanges()`).
    var viewsWithChangedSafeArea: [LayoutView] = []
    /// Whether some view of the tree may lay out right to left: set once a
    /// view forced right to left joins the tree, the root lays out right to
    /// left, or a direction changes, and never cleared. Until then no
    /// constraint is mirrored, and building one looks no direction up.
    @exclusivity(unchecked) var mayLayOutRightToLeft = false
    /// Whether some view of the tree may preserve its superview's margins:
    /// set once one does, never cleared. Until then a pass looks for no
    /// margins inherited from a superview.
    var mayPreserveMargins = false
    /// The views whose effective margins the last solves changed other than
    /// through their safe area, to be told once the pass's solve is done
    /// (see `announceMarginChanges()`).
    var viewsWithChangedMargins: [LayoutView] = []
    /// Subtrees whose traits may differ from those last delivered: joined
    /// the tree, or changed their overrides (see `settleTraits(root:)`).
    var traitChanges: [ItemReference] = []
    /// The views whose traits the last solves changed, with their previous
    /// traits, to be told once the pass's solve is done.
    var traitChangesToAnnounce: [(view: LayoutView, previous: TraitCollection?)] = []
    /// Variables held by `exerciseAmbiguity` until the next change.
    @exclusivity(unchecked) var exerciseProbes: [Variable] = []
    /// How many changes are in progress, nested (see `perform`).
    @exclusivity(unchecked) var changeDepth = 0
    /// Issues raised during the changes in progress, for the handler once they are done.
    var deferredIssues: [LayoutIssue] = []
    /// The last conflict reported in this tree, for pictures and tools that
    /// look at the tree after the fact (see `LayoutView.lastUnsatisfiableConstraintsReport`).
    var lastUnsatisfiableReport: UnsatisfiableConstraintsReport?
    /// Constraints handed over by a tree that went away: active here (their
    /// `engine` is this one) but not yet in the solver, which `sync` does.
    /// Those whose `engine` is no longer this one were deactivated meanwhile.
    var unsynced: [LayoutConstraint] = []

    /// The level given to a constraint broken to resolve a conflict: above
    /// every optional priority (whose levels are priority x 1000).
    static let brokenLevel = 999_999

    init(root: LayoutView) {
        self.root = root
    }

    deinit {
        // Detaches each constraint and lets go of it in the same step, while
        // it is in cache: a large tree is dropped with one miss per
        // constraint instead of one for this loop and one for the array.
        while let constraint = active.popLast() {
            constraint.engine = nil
            constraint.record = nil
        }
        for constraint in unsynced where constraint.engine === self { constraint.engine = nil }
    }

    // MARK: Items

    func register(_ item: LayoutItem) {
        items.register(item)
    }

    func unregister(_ item: LayoutItem) {
        items.unregister(item)
    }

    /// Registers every view and guide of a subtree and queues their
    /// generated constraints and their traits.
    func adopt(subtree: LayoutView) {
        traitsMayChange(below: subtree)
        forEachView(in: subtree) { view in
            if view.storedSemantic == .forceRightToLeft
                || (view.superview == nil && view.storedRootDirection == .rightToLeft) {
                mayLayOutRightToLeft = true
            }
            if let settings = view.settings {
                if settings.traitOverrides.forcedLayoutDirection == .rightToLeft { mayLayOutRightToLeft = true }
                if settings.preservesSuperviewMargins { mayPreserveMargins = true }
            }
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

    /// The solver strength of a priority: its own level, priority x 1000.
    /// Callers pass valid priorities; anything else is the lowest level
    /// rather than a number converted to `Int` unchecked.
    static func strength(for priority: LayoutPriority) -> Strength {
        if priority == .required { return .required }
        guard priority.isValid else { return Strength(level: 1) ?? .weak }
        return Strength(level: max(1, Int((Double(priority.rawValue) * 1000).rounded()))) ?? .weak
    }

    // MARK: Expressions

    /// A linear form being built: terms and a constant, merged once at the end.
    struct LinearForm {
        var terms: [Term] = []
        var constant = 0.0
        /// The sums of the coefficients given to items' `minX` and to their `minY`.
        var originX = 0.0, originY = 0.0

        mutating func add(_ variable: Variable, _ coefficient: Double) {
            terms.append(Term(variable, coefficient: coefficient))
        }

        mutating func add(minX item: LayoutItem, _ coefficient: Double) {
            add(item.minX, coefficient)
            originX += coefficient
        }

        mutating func add(minY item: LayoutItem, _ coefficient: Double) {
            add(item.minY, coefficient)
            originY += coefficient
        }

        /// Measures the positions read from the origin of `container`
        /// instead of the root's: `p - container.min` for each position `p`.
        mutating func measure(from container: LayoutItem) {
            if originX != 0 { add(container.minX, -originX) }
            if originY != 0 { add(container.minY, -originY) }
        }
    }

    /// Adds `scale` times the anchor's value to a linear form; `false` when an
    /// item of the anchor is gone. Leading and trailing of a right-to-left
    /// item are measured leftwards (as `-x`), so their constants and
    /// inequalities keep their meaning when the layout mirrors; in a
    /// constraint that does so (`mirrored`), the centre is too.
    ///
    /// A position of a view that scrolls its content, related to one of its
    /// descendants (`other`), is read from its content area instead, as
    /// UIKit attaches such constraints (see `contentAreaGuide`).
    func add(_ anchor: LayoutAnchor, times scale: Double, mirrored: Bool, to form: inout LinearForm,
             contentAreaFor other: LayoutAnchor? = nil) -> Bool {
        switch anchor.source {
        case let .offset(from, to):
            return add(to, times: scale, mirrored: mirrored, to: &form)
                && add(from, times: -scale, mirrored: mirrored, to: &form)
        case .attribute(let attribute):
            guard let item = anchor.item else { return false }
            if let other, let area = contentArea(of: item, for: attribute, relatedTo: other) {
                return add(area, attribute, times: scale, mirrored: mirrored, to: &form)
            }
            return add(item, attribute, times: scale, mirrored: mirrored, to: &form)
        }
    }

    /// The content guide standing in for `item`'s position `attribute`
    /// when `other` reads a descendant of it; `nil` otherwise, and always
    /// for sizes, which stay the view's own (a scroll view's width is its frame's).
    private func contentArea(of item: LayoutItem, for attribute: LayoutAttribute, relatedTo other: LayoutAnchor)
        -> LayoutGuide? {
        guard let guide = item.contentAreaGuide, !attribute.isDimension, let view = guide.owningView,
              let inside = other.item?.hostView, inside !== view, inside.isDescendant(of: view) else { return nil }
        return guide
    }

    func add(_ item: LayoutItem, _ attribute: LayoutAttribute, times scale: Double, mirrored: Bool,
             to form: inout LinearForm) -> Bool {
        switch attribute {
        case .left:
            form.add(minX: item, scale)
        case .right:
            form.add(minX: item, scale)
            form.add(item.width, scale)
        case .top:
            form.add(minY: item, scale)
        case .bottom:
            form.add(minY: item, scale)
            form.add(item.height, scale)
        case .width:
            form.add(item.width, scale)
        case .height:
            form.add(item.height, scale)
        case .centerX:
            let sign = mirrored ? -scale : scale
            form.add(minX: item, sign)
            form.add(item.width, 0.5 * sign)
        case .centerY:
            form.add(minY: item, scale)
            form.add(item.height, 0.5 * scale)
        case .leading, .trailing:
            // Left to right: leading is minX, trailing minX + width; right to
            // left: leading is -(minX + width), trailing -minX. A constraint
            // that is not mirrored reads no right-to-left edge, so the
            // direction is only looked up again for one that is.
            let rightToLeft = mirrored && item.isRightToLeft
            let sign = rightToLeft ? -scale : scale
            form.add(minX: item, sign)
            if (attribute == .trailing) != rightToLeft { form.add(item.width, sign) }
        case .firstBaseline:
            form.add(minY: item, scale)
            if let offset = item.firstBaselineOffset {
                form.constant += scale * Double(offset)
            } else {
                form.add(item.height, scale)
            }
        case .lastBaseline:
            form.add(minY: item, scale)
            form.add(item.height, scale)
            if let offset = item.lastBaselineOffsetFromBottom { form.constant -= scale * Double(offset) }
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            let host: LayoutItem = (item as? LayoutView)?.layoutMarginsGuide ?? item
            return add(host, attribute.outsideMargins, times: scale, mirrored: mirrored, to: &form)
        case .notAnAttribute:
            return false
        }
        return true
    }

    /// Whether a constraint reads a leading or trailing edge of a
    /// right-to-left item, and so measures horizontal positions leftwards.
    func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        mayLayOutRightToLeft
            && (constraint.firstAnchor.readsMirroredEdge || constraint.secondAnchor?.readsMirroredEdge == true)
    }

    /// The solver constraint for a layout constraint, at a strength.
    func solverConstraint(for constraint: LayoutConstraint, strength: Strength) -> (Cassowary.Constraint, base: Double)? {
        let mirrored = isMirrored(constraint)
        var form = LinearForm()
        // An anchor adds at most two terms; the array becomes the expression's,
        // kept for the constraint's life, so it is not made larger than that.
        form.terms.reserveCapacity(constraint.secondAnchor == nil ? 2 : 4)
        let first = constraint.firstAnchor, second = constraint.secondAnchor
        guard add(first, times: 1, mirrored: mirrored, to: &form, contentAreaFor: second) else { return nil }
        if let second {
            guard add(second, times: -Double(constraint.multiplier), mirrored: mirrored, to: &form,
                      contentAreaFor: first) else { return nil }
            // Positions are in root coordinates, where a multiplier would
            // scale the distance from the root's origin. UIKit measures them
            // in the coordinates of the items' nearest common ancestor (an
            // ancestor's own attributes in its bounds), so the form does;
            // a constraint of multiplier 1 is left as it was.
            if constraint.multiplier != 1, form.originX != 0 || form.originY != 0 {
                guard let container = constraint.container else { return nil }
                form.measure(from: container)
            }
        }
        let expression = Cassowary.Expression(form.terms, constant: form.constant - Double(constraint.storedConstant))
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        if case .contentSize(let compressionResistance) = constraint.origin,
           let twoSided = Cassowary.Constraint(expression, weighingExcessAt: strength,
                                               shortfallAt: Self.strength(for: compressionResistance), owner: constraint) {
            return (twoSided, form.constant)
        }
        return (Cassowary.Constraint(expression, relation, strength: strength, owner: constraint), form.constant)
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
