import AutoLayout

/// Putting the items a front end lays out into its root view.
package enum ItemAdding {
    /// Adds each item to `root`: a view with autoresizing turned off, as
    /// a subview; a guide as a layout guide.
    ///
    /// - Throws: ``LayoutError/located(_:location:)`` when a guide belongs to
    ///   another view or a view cannot go under `root` (it is `root` or an
    ///   ancestor of it); the items before it stay added.
    package static func add(_ items: [LayoutItem], to root: LayoutView, location: SourceLocation) throws(LayoutError) {
        for item in items {
            if let view = item as? LayoutView {
                try insert(view, into: root, at: root.subviews.count, location: location)
            } else if let guide = item as? LayoutGuide {
                do { try root.addLayoutGuideOrThrow(guide) } catch { throw .located(error, location: location) }
            }
        }
    }

    /// Inserts `view` into `root`'s subviews at `index` (moving it there
    /// when it is already a subview), with autoresizing turned off.
    ///
    /// - Throws: ``LayoutError/located(_:location:)`` when `view` is `root`
    ///   or an ancestor of it; nothing changes then.
    package static func insert(
        _ view: LayoutView, into root: LayoutView, at index: Int,
        location: SourceLocation
    ) throws(LayoutError) {
        guard !root.isDescendant(of: view) else {
            throw .located(
                .invalidHierarchy(
                    reason: "\(view.debugName) cannot become a subview of itself or of its descendant \(root.debugName)"
                ),
                location: location)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        root.insertSubview(view, at: index)
    }
}
