import Foundation

/// A constraint a stack view wants, described before it is made, so a
/// rebuild can keep the one it already has.
struct WantedConstraint {
    let first: LayoutItem
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: LayoutItem?
    let secondAttribute: LayoutAttribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: LayoutPriority
    /// The constraint's part, which gives its identifier.
    let role: StackConstraintRole
    /// The user's call the constraint records.
    let site: CallSite
    /// The index of the arranged view the constraint concerns; -1 for the stack as a whole.
    let order: Int

    var key: StackArrangement.Key {
        StackArrangement.Key(
            first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
            second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute, multiplier: multiplier,
            role: role, isRequired: priority == .required)
    }

    /// The constraint, made as an app makes one: through the public
    /// item-and-attribute initializer, at the user's call.
    func make() -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: constant, file: site.file, line: site.line)
        constraint.priority = priority
        constraint.identifier = role.rawValue
        return constraint
    }
}

/// The constraints a stack view keeps active and the layout guides they
/// use. A rebuild keeps each constraint it wants again (what it relates,
/// how, and its identifier) and changes its constant or optional priority
/// in place, so changing a spacing or hiding a view touches only the
/// constraints that change, as UIKit's stack view does.
struct StackArrangement {
    /// What a constraint is across rebuilds: all but its constant and
    /// its priority, unless that switches between required and optional,
    /// which no active constraint can do.
    struct Key: Hashable {
        let first: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let relation: LayoutRelation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutAttribute
        let multiplier: CGFloat
        let role: StackConstraintRole
        let isRequired: Bool
    }

    private var constraints: [Key: LayoutConstraint] = [:]
    /// The arranged views the constraints were made for: only their
    /// leaving calls for a search of the constraints.
    private var arrangedViews: Set<ObjectIdentifier> = []
    /// The guide the views are bounded by across the axis: UIKit's alignment spanner.
    private(set) var spanner: LayoutGuide?
    /// The guides between visible views of the equal-spacing distributions.
    private(set) var gaps: [LayoutGuide] = []

    /// The active constraints, for tests and tools.
    var activeConstraints: [LayoutConstraint] { constraints.values.filter(\.isActive) }

    /// The spanner, added to the stack when first asked for.
    mutating func spanner(in stack: StackView) -> LayoutGuide {
        if let spanner { return spanner }
        let guide = LayoutGuide(identifier: "UISV-alignment-spanner")
        stack.addLayoutGuide(guide)
        spanner = guide
        return guide
    }

    /// The gap guide at an index, added to the stack when first asked for.
    mutating func gap(_ index: Int, in stack: StackView) -> LayoutGuide {
        while gaps.count <= index {
            let guide = LayoutGuide(identifier: "UISV-distributing")
            stack.addLayoutGuide(guide)
            gaps.append(guide)
        }
        return gaps[index]
    }

    /// Makes the active constraints those wanted: keeps the ones it has,
    /// updating constants and priorities in place, deactivates the rest
    /// first and activates the new ones last, all at once, reporting an
    /// error at `site`. Guides no longer used leave the stack.
    mutating func apply(
        _ wanted: [WantedConstraint], usingSpanner: Bool, gapCount: Int, in stack: StackView,
        site: CallSite
    ) {
        arrangedViews = Set(stack.arrangedSubviews.map(ObjectIdentifier.init))
        var kept = [Key: LayoutConstraint](minimumCapacity: wanted.count)
        var changed: [(LayoutConstraint, WantedConstraint)] = []
        var added: [LayoutConstraint] = []
        // The solver takes a chain fastest view by view, each view's
        // constraints together, not rule by rule (three times faster for
        // a column of 1,000 views).
        for want in wanted.sorted(by: { $0.order < $1.order }) {
            let key = want.key
            guard kept[key] == nil else { continue }
            if let existing = constraints.removeValue(forKey: key), existing.isActive {
                kept[key] = existing
                if existing.constant != want.constant || existing.priority != want.priority {
                    changed.append((existing, want))
                }
            } else {
                let constraint = want.make()
                kept[key] = constraint
                added.append(constraint)
            }
        }
        LayoutConstraint.deactivate(Array(constraints.values))
        for (constraint, want) in changed {
            constraint.constant = want.constant
            constraint.priority = want.priority
        }
        constraints = kept
        LayoutConstraint.activate(added, file: site.file, line: site.line)
        removeUnusedGuides(keepingSpanner: usingSpanner, gapCount: gapCount, from: stack)
    }

    private mutating func removeUnusedGuides(keepingSpanner: Bool, gapCount: Int, from stack: StackView) {
        if !keepingSpanner, let spanner {
            stack.removeLayoutGuide(spanner)
            self.spanner = nil
        }
        while gaps.count > gapCount { stack.removeLayoutGuide(gaps.removeLast()) }
    }

    /// Deactivates and forgets the constraints that concern a view, before
    /// it leaves the stack: those among the view alone would otherwise go
    /// with it.
    mutating func deactivateConstraints(concerning view: LayoutView) {
        let id = ObjectIdentifier(view)
        guard arrangedViews.remove(id) != nil else { return }
        let concerned = constraints.filter { $0.key.first == id || $0.key.second == id }
        for (key, constraint) in concerned {
            constraint.deactivate()
            constraints[key] = nil
        }
    }
}
