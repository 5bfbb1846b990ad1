import AutoLayout

/// A declarative layout: the views a host inserts, back to front, and
/// the constraints between them, written as a ``DeclarativeLayout``'s
/// `layout`. Applying it inserts the views and activates the constraints;
/// applying another changes only what differs.
///
/// ```swift
/// Layout {
///     icon
///     if showsBadge { badge }
/// } constraints: { icon, badge in
///     icon.leading.top.equalToSuperview().inset(8)
///     icon.size.equalTo(32)
///     if let badge = badge.unwrapped {
///         badge.center.equalTo(icon.trailing.top)
///     }
/// }
/// ```
///
/// Any number of views; each entry is a view, an optional view, or an
/// `if`, `if let`, `if`/`else` or `switch` with one view per branch. The
/// constraints closure receives one value per entry, in order: an
/// ``InsertedView`` for a view, a ``ConditionalView`` or ``BranchView``
/// to unwrap for the others.
public struct Layout {
    /// The views to insert, back to front, and the guides to add.
    let views: [LayoutItem]
    /// The constraints, in the order written.
    let statements: [ConstraintStatement]
    /// Where the layout was written, for errors about its views.
    let location: SourceLocation

    /// A layout of the views `viewHierarchy` lists and the `constraints` between them.
    public init<each Component: ViewComponent>(
        @ViewHierarchyBuilder _ viewHierarchy: () -> (repeat each Component),
        @LayoutBuilder constraints: (repeat (each Component).Inserted) -> [ConstraintStatement],
        file: StaticString = #fileID, line: UInt = #line
    ) {
        location = SourceLocation(file: file, line: line)
        let components = viewHierarchy()
        var views: [LayoutItem] = []
        for component in repeat each components {
            component._collectViews(into: &views)
        }
        self.views = views
        statements = constraints(repeat (each components)._inserted)
    }

    /// The upstream ConstraintLayout README's spelling, with the constraints labelled `layout:`.
    public init<each Component: ViewComponent>(
        @ViewHierarchyBuilder _ viewHierarchy: () -> (repeat each Component),
        @LayoutBuilder layout: (repeat (each Component).Inserted) -> [ConstraintStatement],
        file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(viewHierarchy, constraints: layout, file: file, line: line)
    }
}
