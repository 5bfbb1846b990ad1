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
    /// The constraints of the last application, in the order it made them.
    var kept = KeptConstraints()
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
    /// the rest still applies. A kept constraint that did not change is
    /// compared and left alone: no description, no lookup, no engine call.
    func apply(_ layout: Layout) {
        // Read once: each read of an unowned reference checks the object is alive.
        let host = host
        placeViews(layout, in: host)
        var matching = ConstraintMatching(previous: kept)
        var changed: [(place: Int, description: ConstraintDescription)] = []
        var activating: [LayoutConstraint] = []
        for written in layout.statements {
            let statement = written.storage
            if let error = statement.check() {
                report(error)
                continue
            }
            for index in statement.attributes.indices {
                let resolved = statement.resolve(index, in: host)
                let identity = statement.identity(of: resolved)
                switch matching.match(identity) {
                case let .kept(constraint, place):
                    if constraint.constant != resolved.constant || constraint.priority != statement.priority
                        || constraint.identifier != statement.label || !constraint.isActive
                    {
                        changed.append((place, statement.description(of: resolved)))
                    }
                case .new:
                    let made = statement.description(of: resolved).makeConstraint()
                    matching.append(identity, made)
                    activating.append(made)
                case .duplicate:
                    report(
                        .invalidLayout(
                            reason: "the same constraint is made twice here; the second is ignored",
                            location: statement.callSite.location))
                }
            }
        }
        // What is left of the previous constraints goes first, so nothing
        // conflicts on the way from the old layout to the new one.
        ConstraintBatch.deactivate(matching.unmatchedConstraints)
        var next = matching.matched
        for (place, description) in changed {
            let constraint = next.constraints[place]
            if update(constraint, to: description) {
                if !constraint.isActive { activating.append(constraint) }
            } else {
                let made = description.makeConstraint()
                next.constraints[place] = made
                activating.append(made)
            }
        }
        kept = next
        activate(activating)
    }

    /// Puts the host's subviews and guides in the order `layout` lists them;
    /// a layout listing the same items as the last one removes nothing and
    /// moves nothing.
    private func placeViews(_ layout: Layout, in host: LayoutView) {
        if !items.elementsEqual(layout.views, by: ===) { removeItems(notIn: layout.views, from: host) }
        var failed: Set<ObjectIdentifier> = []
        var index = 0
        var subviews = host.subviews
        for item in layout.views {
            do {
                if let view = item as? LayoutView {
                    if view.superview !== host || index >= subviews.count || subviews[index] !== view {
                        // Let go of the copy first, so the host's array stays unique and changes in place.
                        subviews = []
                        defer { subviews = host.subviews }
                        try ItemAdding.insert(view, into: host, at: index, location: layout.location)
                    }
                    index += 1
                } else {
                    try ItemAdding.add([item], to: host, location: layout.location)
                }
            } catch {
                report(error)
                failed.insert(ObjectIdentifier(item))
            }
        }
        items = failed.isEmpty ? layout.views : layout.views.filter { !failed.contains(ObjectIdentifier($0)) }
    }

    private func removeItems(notIn views: [LayoutItem], from host: LayoutView) {
        let listed = Set(views.map(ObjectIdentifier.init))
        for item in items where !listed.contains(ObjectIdentifier(item)) {
            if let view = item as? LayoutView, view.superview === host {
                view.removeFromSuperview()
            } else if let guide = item as? LayoutGuide {
                host.removeLayoutGuide(guide)
            }
        }
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
