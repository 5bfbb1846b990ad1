extension LayoutView {
    /// The active constraints held by this view, as UIKit's `constraints`:
    /// those whose items' nearest common ancestor is this view (a guide
    /// counting as its owning view), where UIKit's `activate` installs
    /// them, in the order they were activated. The engine's own
    /// constraints (frames, intrinsic sizes, margins) are not listed.
    ///
    /// ```swift
    /// card.removeConstraints(card.constraints)   // UIKit's way to start over
    /// ```
    public var constraints: [LayoutConstraint] {
        activeConstraintsOfTree.filter { $0.origin == .user && $0.container === self }
    }

    /// Activates a constraint, as UIKit's `addConstraint(_:)`, which installs
    /// it on this view. UIKit asks that its items be this view or views
    /// below it; here any constraint whose items share a tree is taken, as
    /// ``LayoutConstraint/activate(_:file:line:)`` takes it. An error is
    /// reported at the caller's file and line, as `activate` reports it.
    public func addConstraint(_ constraint: LayoutConstraint, file: StaticString = #fileID, line: UInt = #line) {
        LayoutConstraint.activate([constraint], file: file, line: line)
    }

    /// Activates constraints, as UIKit's `addConstraints(_:)`; see
    /// ``addConstraint(_:file:line:)``. The classic visual-format idiom
    /// works as written:
    ///
    /// ```swift
    /// view.addConstraints(LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: ["title": title]))
    /// ```
    public func addConstraints(_ constraints: [LayoutConstraint], file: StaticString = #fileID, line: UInt = #line) {
        LayoutConstraint.activate(constraints, file: file, line: line)
    }

    /// Deactivates a constraint, as UIKit's `removeConstraint(_:)`; one
    /// that is not active is ignored.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        constraint.deactivate()
    }

    /// Deactivates constraints, as UIKit's `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }
}
