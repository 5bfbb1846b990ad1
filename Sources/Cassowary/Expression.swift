/// A linear expression: a sum of terms plus a constant, such as `2 * x + y - 10`.
///
/// Expressions are reduced when built: terms of the same variable are merged
/// and terms whose coefficient cancels to zero disappear. An arithmetic step
/// that would store a non-finite number (dividing by zero, multiplying by
/// infinity, a NaN) does not store it: the expression records the problem in
/// ``problem`` instead, and a solver given a constraint made from it answers
/// ``SolverError/invalidConstraint(_:reason:)``.
public struct Expression: Sendable {
    /// The terms, one per variable, in the order the variables first appeared.
    public private(set) var terms: [Term]
    /// The constant part.
    public private(set) var constant: Double
    /// Why this expression is not a valid linear expression, or `nil` when it is.
    public private(set) var problem: String?
    /// Where each variable's term is in `terms`, once there are enough terms
    /// that searching them would make building an expression term by term
    /// quadratic; `nil` below that, and after a term is removed until the next addition.
    private var positions: [ObjectIdentifier: Int]?

    /// How many terms an expression has before it indexes them.
    private static let indexedCount = 16

    /// Creates an expression from terms and a constant, merging terms of the same variable.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        if Self.isReduced(terms), constant.isFinite {
            // Already one finite, non-zero term per variable: keep the
            // caller's array rather than copying it term by term.
            self.terms = terms
            self.constant = constant
            self.problem = nil
            self.positions = nil
            return
        }
        self.terms = []
        self.terms.reserveCapacity(terms.count)
        self.constant = 0
        self.problem = nil
        self.positions = nil
        addConstant(constant)
        for term in terms { add(term.variable, term.coefficient) }
    }

    /// Whether the terms need no merging: few enough to check pairwise, each
    /// finite and non-zero, no variable twice.
    static func isReduced(_ terms: [Term]) -> Bool {
        guard terms.count <= 8 else { return false }
        for (index, term) in terms.enumerated() {
            guard term.coefficient.isFinite, term.coefficient != 0 else { return false }
            for other in terms[..<index] where other.variable === term.variable { return false }
        }
        return true
    }

    /// Creates an expression with a constant only.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        // Built directly: every operator on a variable starts here.
        self.terms = [Term(variable)]
        self.constant = 0
        self.problem = nil
        self.positions = nil
    }

    /// Creates an expression holding one term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// An invalid expression carrying the reason.
    init(problem: String) {
        self.terms = []
        self.constant = 0
        self.problem = problem
        self.positions = nil
    }

    /// Whether the expression has no terms.
    public var isConstant: Bool { terms.isEmpty }

    mutating func addConstant(_ value: Double) {
        guard problem == nil else { return }
        let sum = constant + value
        guard sum.isFinite else {
            self = Expression(problem: "the constant \(formatNumber(value)) is not finite")
            return
        }
        constant = sum
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        guard problem == nil else { return }
        guard coefficient.isFinite else {
            self = Expression(problem: "the coefficient of \(variable) is \(formatNumber(coefficient))")
            return
        }
        if let index = position(of: variable) {
            let merged = terms[index].coefficient + coefficient
            guard merged.isFinite else {
                self = Expression(problem: "the coefficient of \(variable) overflows to \(formatNumber(merged))")
                return
            }
            if merged == 0 {
                terms.remove(at: index)
                positions = nil
            } else {
                terms[index] = Term(variable, coefficient: merged)
            }
        } else if coefficient != 0 {
            terms.append(Term(variable, coefficient: coefficient))
            positions?[ObjectIdentifier(variable)] = terms.count - 1
        }
    }

    /// The place of the variable's term in `terms`, through the index once
    /// the expression is long enough to have one.
    private mutating func position(of variable: Variable) -> Int? {
        guard terms.count >= Self.indexedCount else { return terms.firstIndex { $0.variable === variable } }
        if positions == nil {
            var index: [ObjectIdentifier: Int] = [:]
            index.reserveCapacity(terms.count)
            for (position, term) in terms.enumerated() { index[ObjectIdentifier(term.variable)] = position }
            positions = index
        }
        return positions?[ObjectIdentifier(variable)]
    }

    @usableFromInline
    mutating func add(_ other: Expression, scaledBy factor: Double) {
        guard problem == nil else { return }
        if let otherProblem = other.problem {
            self = Expression(problem: otherProblem)
            return
        }
        addConstant(other.constant * factor)
        for term in other.terms { add(term.variable, term.coefficient * factor) }
    }

    @usableFromInline
    func scaled(by factor: Double) -> Expression {
        guard problem == nil else { return self }
        guard factor.isFinite else {
            return Expression(problem: "the factor \(formatNumber(factor)) is not finite")
        }
        var result = Expression()
        result.add(self, scaledBy: factor)
        return result
    }

    @usableFromInline
    func divided(by divisor: Double) -> Expression {
        guard problem == nil else { return self }
        guard divisor != 0 else { return Expression(problem: "division by zero") }
        guard divisor.isFinite else {
            return Expression(problem: "division by \(formatNumber(divisor))")
        }
        return scaled(by: 1 / divisor)
    }
}

extension Expression: CustomStringConvertible {
    /// The expression as written in a dump, such as `2 * x + y - 10`.
    public var description: String {
        if let problem { return "<invalid: \(problem)>" }
        var text = ""
        for term in terms {
            if text.isEmpty {
                text =
                    term.coefficient < 0
                    ? "-" + Term(term.variable, coefficient: -term.coefficient).description : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, coefficient: -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        return text
    }
}

/// Formats a number without a trailing `.0` for whole values.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
