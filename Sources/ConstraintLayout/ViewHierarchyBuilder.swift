import AutoLayout

/// Builds a ``Layout``'s view list: views back to front, each one a plain
/// view, an optional view, an `if`, `if let`, `if`/`else` or `switch`
/// with one view per branch, or a `for` loop with one view per pass.
@resultBuilder
public enum ViewHierarchyBuilder {
    /// A view, or a layout guide the host owns while the layout lists it.
    @inlinable public static func buildExpression<View: LayoutItem>(_ view: View) -> PresentView<View> {
        PresentView(view: view)
    }

    /// A view (or a guide) that may be absent.
    public static func buildExpression<View: LayoutItem>(_ view: View?) -> PresentView<View>? {
        view.map { PresentView(view: $0) }
    }

    /// The entries in the order written.
    public static func buildBlock<each Component: ViewComponent>(
        _ component: repeat each Component
    ) -> (repeat each Component) {
        (repeat each component)
    }

    /// An `if` or `if let` without `else`.
    public static func buildOptional<Component: ViewComponent>(_ component: Component?) -> Component? {
        component
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: ViewComponent, Second: ViewComponent>(
        first component: First
    ) -> EitherView<First, Second> {
        .first(component)
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<First: ViewComponent, Second: ViewComponent>(
        second component: Second
    ) -> EitherView<First, Second> {
        .second(component)
    }

    /// A `for` loop, one view per pass.
    @inlinable public static func buildArray<Component: ViewComponent>(_ components: [Component]) -> [Component] {
        components
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Component: ViewComponent>(_ component: Component) -> Component {
        component
    }
}
