import AutoLayout
import LayoutBuilding

/// What a host keeps between applications of its layout: the views and
/// guides it inserted and its constraints by identity, so the next application
/// changes only what differs.
final class LayoutState: LayoutViewAttachment {
    unowned let host: LayoutView
    /// Reads the host's `layout` again.
    let evaluate: () -> Layout
    var items: [LayoutItem] = []
    var constraints: [ConstraintIdentity: LayoutConstraint] = [:]
    /// Whether an input changed since the last application.
    var needsApply = false

    init(host: LayoutView, evaluate: @escaping () -> Layout) {
        self.host = host
        self.evaluate = evaluate
    }

    /// Marks the layout for re-evaluation at the next layout pass; several inputs in a row ask once.
    func inputDidChange() {
        guard !needsApply else { return }
        needsApply = true
        host.setNeedsAttachmentUpdate()
    }

    func updateBeforeLayout() {
        if needsApply { applyNow() }
    }

    /// Re-evaluates the layout and applies it.
    func applyNow() {
        needsApply = false
        apply(evaluate())
    }

    /// Makes the host match `layout`: removes the views it no longer
    /// lists and inserts the new ones at their places, deactivates the
    /// constraints it no longer makes, changes kept ones in place, then
    /// activates the new ones. Each error is reported at the user's call;
    /// the rest still applies.
    func apply(_ layout: Layout) {
        placeViews(layout)
        var previous = constraints
        var next: [ConstraintIdentity: LayoutConstraint] = [:]
        next.reserveCapacity(previous.count)
        var changed: [(LayoutConstraint, ConstraintDescription, ConstraintIdentity)] = []
        var activating: [LayoutConstraint] = []
        for statement in layout.statements {
            let error = statement.forEachDescription(in: host) { description in
                let identity = ConstraintIdentity(description, madeAt: statement.callSite)
                guard next[identity] == nil else {
                    report(.invalidLayout(reason: "the same constraint is made twice here; the second is ignored",
                                          location: description.location))
                    return
                }
                if let kept = previous.removeValue(forKey: identity) {
                    next[identity] = kept
                    if kept.constant != description.constant || kept.priority != description.priority
                        || kept.identifier != description.identifier || !kept.isActive {
                        changed.append((kept, description, identity))
                    }
                } else {
                    let made = description.makeConstraint()
                    next[identity] = made
                    activating.append(made)
                }
            }
            if let error { report(error) }
        }
        // What is left of the previous constraints goes first, so nothing
        // conflicts on the way from the old layout to the new one.
        ConstraintBatch.deactivate(Array(previous.values))
        for (kept, description, identity) in changed {
            if update(kept, to: description) {
                if !kept.isActive { activating.append(kept) }
            } else {
                let made = description.makeConstraint()
                next[identity] = made
                activating.append(made)
            }
        }
        constraints = next
        activate(activating)
    }

    private func placeViews(_ layout: Layout) {
        let listed = Set(layout.views.map(ObjectIdentifier.init))
        for item in items where !listed.contains(ObjectIdentifier(item)) {
            if let view = item as? LayoutView, view.superview === host {
                view.removeFromSuperview()
            } else if let guide = item as? LayoutGuide {
                host.removeLayoutGuide(guide)
            }
        }
        var placed: [LayoutItem] = []
        placed.reserveCapacity(layout.views.count)
        var index = 0
        for item in layout.views {
            do {
                if let view = item as? LayoutView {
                    if view.superview !== host || index >= host.subviews.count || host.subviews[index] !== view {
                        try ItemAdding.insert(view, into: host, at: index, location: layout.location)
                    }
                    index += 1
                } else {
                    try ItemAdding.add([item], to: host, location: layout.location)
                }
                placed.append(item)
            } catch {
                report(error)
            }
        }
        items = placed
    }

    /// Changes a kept constraint's constant, priority and identifier in
    /// place; false when it cannot be kept (between required and optional
    /// while active), so it is replaced.
    private func update(_ constraint: LayoutConstraint, to description: ConstraintDescription) -> Bool {
        if constraint.priority != description.priority {
            if constraint.isActive, (constraint.priority == .required) != (description.priority == .required) {
                constraint.deactivate()
                return false
            }
            do { try constraint.setPriority(description.priority) } catch {
                report(.located(error, location: description.location))
            }
        }
        if constraint.constant != description.constant {
            do { try constraint.setConstant(description.constant) } catch {
                report(.located(error, location: description.location))
            }
        }
        if constraint.identifier != description.identifier { constraint.identifier = description.identifier }
        return true
    }

    /// Activates in one batch; when the batch fails, each on its own, so
    /// only the failing ones are left out, each reported.
    private func activate(_ constraints: [LayoutConstraint]) {
        do {
            try ConstraintBatch.activate(constraints)
        } catch {
            for constraint in constraints {
                do { try ConstraintBatch.activate([constraint]) } catch { report(error) }
            }
        }
    }

    private func report(_ error: LayoutError) {
        IssueReporting.report(error, about: [host])
    }
}
