import AutoLayout

/// A view (or layout guide) a ``Layout`` inserts, as its constraints closure receives it:
/// the anchors to constrain (`leading`, `edges`, ...) and, through dynamic
/// member lookup, the view's own properties.
///
/// ```swift
/// title.top.equalToSuperview().offset(20)
/// if title.text?.isEmpty ?? true { ... }    // the label's own property
/// ```
@dynamicMemberLookup
public struct InsertedView<View: LayoutItem> {
    /// The view itself.
    public let view: View

    @usableFromInline init(_ view: View) {
        self.view = view
    }

    /// Reads a property of the view.
    public subscript<Value>(dynamicMember keyPath: KeyPath<View, Value>) -> Value {
        view[keyPath: keyPath]
    }
}

/// A view that may not be inserted (from an `if` or an optional): unwrap
/// it before constraining it, so a constraint to a view outside the
/// hierarchy does not compile.
///
/// ```swift
/// if let badge = badge.unwrapped { badge.edges.equalTo(icon) }
/// ```
public struct ConditionalView<Wrapped> {
    /// The inserted view, or `nil` when its branch was not taken.
    public let unwrapped: Wrapped?
}

/// One of two views (from an `if`/`else` or a `switch`): each branch is
/// offered as an optional to unwrap.
///
/// ```swift
/// if let icon = content.first { icon.size.equalTo(24) }
/// if let text = content.second { text.edges.equalToSuperview() }
/// ```
public struct BranchView<First, Second> {
    /// The view of the first branch, when it was taken.
    public let first: First?
    /// The view of the second branch, when it was taken.
    public let second: Second?
}
