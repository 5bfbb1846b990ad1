/// The sum of two operands, reduced.
@inlinable
public func + <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Expression {
    var result = lhs.linearExpression
    result.add(rhs.linearExpression, scaledBy: 1)
    return result
}

/// The difference of two operands, reduced.
@inlinable
public func - <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Expression {
    var result = lhs.linearExpression
    result.add(rhs.linearExpression, scaledBy: -1)
    return result
}

/// The operand negated.
@inlinable
public prefix func - <E: LinearOperand>(operand: E) -> Expression {
    operand.linearExpression.scaled(by: -1)
}

/// The operand scaled by a number.
@inlinable
public func * <E: LinearOperand>(lhs: Double, rhs: E) -> Expression {
    rhs.linearExpression.scaled(by: lhs)
}

/// The operand scaled by a number.
@inlinable
public func * <E: LinearOperand>(lhs: E, rhs: Double) -> Expression {
    lhs.linearExpression.scaled(by: rhs)
}

/// The operand divided by a number; dividing by zero gives an invalid expression.
@inlinable
public func / <E: LinearOperand>(lhs: E, rhs: Double) -> Expression {
    lhs.linearExpression.divided(by: rhs)
}

/// The sum of an expression and an operand, built in the expression's own
/// storage when nothing else holds it, so `sum = sum + term` in a loop
/// costs each term once.
@inlinable
public func + <R: LinearOperand>(lhs: consuming Expression, rhs: R) -> Expression {
    var result = lhs
    result.add(rhs.linearExpression, scaledBy: 1)
    return result
}

/// Adds an operand to an expression in place: the linear way to build a
/// long expression term by term.
///
/// ```swift
/// var total = Expression()
/// for width in widths { total += width }
/// ```
@inlinable
public func += <R: LinearOperand>(lhs: inout Expression, rhs: R) {
    lhs.add(rhs.linearExpression, scaledBy: 1)
}

/// Subtracts an operand from an expression in place.
@inlinable
public func -= <R: LinearOperand>(lhs: inout Expression, rhs: R) {
    lhs.add(rhs.linearExpression, scaledBy: -1)
}
