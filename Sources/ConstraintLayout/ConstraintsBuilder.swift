/// Builds a ``Layout``'s constraints from statements, with `if`, `if let`,
/// `if`/`else`, `switch` and `for`.
@resultBuilder
public enum ConstraintsBuilder {
    /// One statement.
    public static func buildExpression(_ statement: ConstraintStatement) -> [ConstraintStatement] {
        [statement]
    }

    /// Statements made elsewhere.
    public static func buildExpression(_ statements: [ConstraintStatement]) -> [ConstraintStatement] {
        statements
    }

    /// The statements in the order written.
    public static func buildBlock(_ parts: [ConstraintStatement]...) -> [ConstraintStatement] {
        parts.flatMap(\.self)
    }

    /// An `if` or `if let` without `else`.
    public static func buildOptional(_ part: [ConstraintStatement]?) -> [ConstraintStatement] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [ConstraintStatement]) -> [ConstraintStatement] {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [ConstraintStatement]) -> [ConstraintStatement] {
        part
    }

    /// A `for` loop.
    public static func buildArray(_ parts: [[ConstraintStatement]]) -> [ConstraintStatement] {
        parts.flatMap(\.self)
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [ConstraintStatement]) -> [ConstraintStatement] {
        part
    }
}
