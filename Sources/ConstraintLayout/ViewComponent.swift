import AutoLayout

/// One entry of a ``Layout``'s view list, as ``ViewHierarchyBuilder`` makes
/// it: a view, a view that may be absent (`if`, `if let`, an optional),
/// one of two (`if`/`else`, `switch`), or the views of a `for` loop.
///
/// The requirements are the builder's machinery; you never call them.
public protocol ViewComponent {
    /// What the constraints closure receives for this entry.
    associatedtype Inserted
    /// The entry as the constraints closure sees it.
    var _inserted: Inserted { get }
    /// Appends the views (and layout guides) this entry inserts, back to front.
    func _collectViews(into views: inout [LayoutItem])
}

// Inlinable, as the `Array` conformance below, so a layout's module
// specializes the `for` loops of its view lists: a layout is evaluated
// again at every input change.

/// A view (or a layout guide) written in a ``Layout``'s view list.
public struct PresentView<View: LayoutItem>: ViewComponent {
    @usableFromInline let view: View

    @usableFromInline init(view: View) {
        self.view = view
    }

    /// The view, wrapped for constraints.
    @inlinable public var _inserted: InsertedView<View> { InsertedView(view) }

    /// Appends the view.
    @inlinable public func _collectViews(into views: inout [LayoutItem]) { views.append(view) }
}

extension Optional: ViewComponent where Wrapped: ViewComponent {
    /// The entry behind a wrapper that must be unwrapped before use.
    public var _inserted: ConditionalView<Wrapped.Inserted> { ConditionalView(unwrapped: self?._inserted) }

    /// Appends the wrapped entry's views when it is present.
    public func _collectViews(into views: inout [LayoutItem]) { self?._collectViews(into: &views) }
}

extension Array: ViewComponent where Element: ViewComponent {
    /// The entries of a `for` loop, in order.
    @inlinable public var _inserted: [Element.Inserted] { map { $0._inserted } }

    /// Appends every entry's views, in order.
    @inlinable public func _collectViews(into views: inout [LayoutItem]) {
        views.reserveCapacity(views.count + count)
        for entry in self { entry._collectViews(into: &views) }
    }
}

/// One of two entries, from an `if`/`else` or a `switch`.
public enum EitherView<First: ViewComponent, Second: ViewComponent>: ViewComponent {
    /// The entry of the first branch was taken.
    case first(First)
    /// The entry of the second branch was taken.
    case second(Second)

    /// The entry behind a wrapper that offers each branch as an optional.
    public var _inserted: BranchView<First.Inserted, Second.Inserted> {
        switch self {
        case .first(let entry): BranchView(first: entry._inserted, second: nil)
        case .second(let entry): BranchView(first: nil, second: entry._inserted)
        }
    }

    /// Appends the taken branch's views.
    public func _collectViews(into views: inout [LayoutItem]) {
        switch self {
        case .first(let entry): entry._collectViews(into: &views)
        case .second(let entry): entry._collectViews(into: &views)
        }
    }
}
