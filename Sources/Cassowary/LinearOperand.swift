/// Anything that can stand on either side of `+`, `-`, `==`, `<=` and `>=`
/// in a constraint: a ``Variable``, a ``Term``, an ``Expression`` or a number.
///
/// You rarely name this protocol; it is what lets `2 * x + y - 10 <= z` compile.
public protocol LinearOperand: Sendable {
    /// The operand as a linear expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearOperand {
    /// The expression `1 * self`.
    public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearOperand {
    /// The expression holding this term alone.
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearOperand {
    /// The expression itself.
    public var linearExpression: Expression { self }
}

extension Double: LinearOperand {
    /// The constant expression of this number.
    public var linearExpression: Expression { Expression(self) }
}

extension Int: LinearOperand {
    /// The constant expression of this number.
    public var linearExpression: Expression { Expression(Double(self)) }
}
