import AutoLayout
import LayoutBuilding

// The upstream library's name, capitalised as a type's: the formatter leaves it.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Collects the constraints its closure describes, in order, without
/// activating them:
///
/// ```swift
/// Constraints {
///     mapView.size == 200 ~ .required
///     mapView.centerXY == view.centerXY
///     if showsCaption { caption.top == mapView.bottom + 8 }
///     for (above, below) in zip(rows, rows.dropFirst()) { below.top == above.bottom }
/// }.activate()
/// ```
///
/// Each statement is a constraint, an optional one (`nil` adds nothing)
/// or an array (a composite anchor's, a nested `Constraints { }`). A
/// constraint made by an operator records the file and line of its statement.
public func Constraints(@ConstraintsBuilder _ build: () -> [LayoutConstraint]) -> [LayoutConstraint] {
    build()
}

/// The result builder of ``Constraints(_:)``.
@resultBuilder
public enum ConstraintsBuilder {
    /// One constraint, placed at its statement.
    public static func buildExpression(
        _ constraint: LayoutConstraint,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        constraint.place(at: SourceLocation(file: file, line: line))
        return [constraint]
    }

    /// Constraints, each not yet placed placed at the statement.
    public static func buildExpression(
        _ constraints: [LayoutConstraint],
        file: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        for constraint in constraints { constraint.place(at: SourceLocation(file: file, line: line)) }
        return constraints
    }

    /// A constraint or nothing.
    public static func buildExpression(
        _ constraint: LayoutConstraint?,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        guard let constraint else { return [] }
        return buildExpression(constraint, file: file, line: line)
    }

    /// The statements' constraints, in order.
    public static func buildBlock(_ components: [LayoutConstraint]...) -> [LayoutConstraint] {
        components.count == 1 ? components[0] : Array(components.joined())
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: [LayoutConstraint]?) -> [LayoutConstraint] { component ?? [] }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither(first component: [LayoutConstraint]) -> [LayoutConstraint] { component }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither(second component: [LayoutConstraint]) -> [LayoutConstraint] { component }

    /// A `for` loop's passes, in order.
    public static func buildArray(_ components: [[LayoutConstraint]]) -> [LayoutConstraint] {
        Array(components.joined())
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ component: [LayoutConstraint]) -> [LayoutConstraint] { component }
}
