import AutoLayout

/// Activating and deactivating what a front end built, in one batch.
package enum ConstraintBatch {
    /// Turns autoresizing off on the views the constraints place, then
    /// activates them all in one `LayoutConstraint.activate` batch.
    ///
    /// A view on a constraint's left-hand side is placed by it, unless it
    /// is the root of its tree or an ancestor of the other item (a
    /// container sized by its content keeps its own frame rules).
    ///
    /// - Throws: the first constraint's error as ``LayoutError/located(_:location:)``,
    ///   with the user's call that made it; the engine and every view's
    ///   autoresizing are then as they were.
    package static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var switched: [LayoutView] = []
        for constraint in constraints {
            guard let view = constraint.firstItem as? LayoutView, view.translatesAutoresizingMaskIntoConstraints,
                view.superview != nil
            else { continue }
            if let other = constraint.secondItem, let otherView = hostView(of: other), otherView.isDescendant(of: view)
            {
                continue
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            switched.append(view)
        }
        do {
            try LayoutConstraint.activate(constraints, locatingErrors: true)
        } catch {
            for view in switched { view.translatesAutoresizingMaskIntoConstraints = true }
            // A constraint no call has placed yet has no user line to name.
            if case let .located(unlocated, location) = error, location.isUnplaced { throw unlocated }
            throw error
        }
    }

    /// Deactivates the constraints.
    package static func deactivate(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    private static func hostView(of item: LayoutItem) -> LayoutView? {
        (item as? LayoutView) ?? (item as? LayoutGuide)?.owningView
    }
}
