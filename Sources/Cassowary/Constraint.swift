/// A linear relation between expressions with a strength, such as
/// `2 * x + y - 10 <= z` at ``Strength/strong``.
///
/// A constraint's identity is the object: two constraints equal by value
/// are distinct and both can be added to one solver. Build them with the
/// operators `==`, `<=` and `>=` on variables, terms, expressions and
/// numbers, then set a strength with `|`:
///
/// ```swift
/// let fits = 2 * x + y - 10 <= z            // required
/// let prefers = (x == y / 2) | .weak        // optional
/// ```
///
/// The solver keeps the constraint in the normal form `expression relation 0`.
public final class Constraint: Sendable {
    // Unchecked for sending, as only its maker reads it. First, so that it
    // usually shares the cache line of the reference count, which a
    // conflict report has just touched in retaining the constraint.
    /// The object that made the constraint and holds it, not retained (a
    /// variable's `context` is): the layout engine's constraint, so a
    /// conflict report finds its own constraints without a table. Read it
    /// only on the owner's thread. A constraint made from this one
    /// (`withStrength`, `|`) has none.
    nonisolated(unsafe) package let owner: Unmanaged<AnyObject>?
    /// The left side minus the right side.
    public let expression: Expression
    /// How much the constraint matters.
    public let strength: Strength
    // After the strength, in the bytes its case leaves before the next
    // eight-byte boundary: a constraint is then sixteen bytes smaller.
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// For a soft equality weighed apart on each side, the strength of the
    /// expression falling below zero; ``strength`` then weighs only its
    /// rising above. See ``init(_:weighingExcessAt:shortfallAt:)``.
    package let shortfallStrength: Strength?
    /// Where the solver holding the constraint keeps its record.
    let slot = SlotHint()

    /// Creates `expression relation 0` at a strength.
    public convenience init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.init(expression, relation, strength: strength, shortfallStrength: nil)
    }

    /// Creates `expression relation 0` at a strength, held by `owner` (see ``owner``).
    package convenience init(_ expression: Expression, _ relation: Relation, strength: Strength, owner: AnyObject) {
        self.init(expression, relation, strength: strength, shortfallStrength: nil, owner: owner)
    }

    init(
        _ expression: Expression, _ relation: Relation, strength: Strength, shortfallStrength: Strength?,
        owner: AnyObject? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.shortfallStrength = shortfallStrength
        self.owner = owner.map { Unmanaged.passUnretained($0) }
    }

    /// Creates `lhs relation rhs` at a strength.
    @inlinable
    public convenience init<L: LinearOperand, R: LinearOperand>(
        _ lhs: L, _ relation: Relation, _ rhs: R, strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint with the same relation and a different strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Why the solver would reject this constraint's numbers, or `nil`.
    public var problem: String? { expression.problem }
}

extension Constraint: SlotHolder {
    func withSlot<Result>(_ body: (borrowing SlotHint) -> Result) -> Result { body(slot) }
}

extension Constraint: CustomStringConvertible {
    /// The constraint in normal form with its strength, such as `x - 10 >= 0 | strong`.
    public var description: String {
        "\(expression) \(relation) 0 | \(strengthText(strength))"
    }

    /// `strength`, or for a constraint weighed apart on each side both
    /// strengths: `above: medium, below: strong`.
    func strengthText(_ strength: Strength) -> String {
        guard let shortfallStrength else { return "\(strength)" }
        return "above: \(strength), below: \(shortfallStrength)"
    }
}

/// The constraint `lhs == rhs`, required.
@inlinable
public func == <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

/// The constraint `lhs <= rhs`, required.
@inlinable
public func <= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}

/// The constraint `lhs >= rhs`, required.
@inlinable
public func >= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

/// The same constraint at another strength: `(x == 10) | .strong`.
@inlinable
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
