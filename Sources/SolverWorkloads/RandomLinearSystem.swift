import Cassowary

/// A random sparse linear system, as plain numbers: rows of a few terms
/// over numbered variables, each with a constant, a relation and a strength.
///
/// The same seed always gives the same system, on every platform, so a
/// benchmark and a test can name a system by its seed. Systems of this shape
/// (uniformly random variables, no layout structure) are what make a simplex
/// degenerate and badly scaled; layouts rarely are.
///
/// ```swift
/// let system = RandomLinearSystem(variables: 50, constraints: 150, shape: .sparse, seed: 7)
/// let variables = (0..<system.variableCount).map { Variable("x\($0)") }
/// for constraint in system.constraints(over: variables) {
///     try? solver.addConstraint(constraint)
/// }
/// ```
public struct RandomLinearSystem: Sendable {
    /// One constraint: `sum(coefficient * variable) + constant relation 0`.
    public struct Row: Sendable {
        /// The terms, each naming a variable by its index, no variable twice.
        public var terms: [(variable: Int, coefficient: Double)]
        /// The constant of the expression.
        public var constant: Double
        /// How the expression compares with zero.
        public var relation: Relation
        /// The strength of the constraint.
        public var strength: Strength

        /// Creates a row from its parts.
        public init(
            terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation, strength: Strength
        ) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }

        /// The row as a constraint over `variables`, indexed as the terms name them.
        public func constraint(over variables: [Variable]) -> Constraint {
            let expression = Expression(
                terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }, constant: constant)
            return Constraint(expression, relation, strength: strength)
        }
    }

    /// What the rows of a system are drawn from.
    public struct Shape: Sendable {
        /// How many terms a row has (fewer when the variables run out).
        public var termCounts: ClosedRange<Int>
        /// The coefficients, drawn uniformly.
        public var coefficients: [Double]
        /// The constants, whole numbers drawn uniformly.
        public var constants: ClosedRange<Int>
        /// The share of required rows, from 0 to 1.
        public var requiredShare: Double
        /// The strengths of the optional rows, drawn uniformly.
        public var strengths: [Strength]

        /// Creates a shape from its parts.
        public init(
            termCounts: ClosedRange<Int>, coefficients: [Double], constants: ClosedRange<Int>,
            requiredShare: Double, strengths: [Strength]
        ) {
            self.termCounts = termCounts
            self.coefficients = coefficients
            self.constants = constants
            self.requiredShare = requiredShare
            self.strengths = strengths
        }

        /// Rows of 2 to 4 terms with coefficients ±1, constants in [-100, 100],
        /// half required, the rest strong, medium or weak.
        public static let sparse = Shape(
            termCounts: 2...4, coefficients: [-1, 1], constants: -100...100,
            requiredShare: 0.5, strengths: [.strong, .medium, .weak])
    }

    /// How many variables the rows name, from 0 to `variableCount - 1`.
    public let variableCount: Int
    /// The rows in the order they are added.
    public let rows: [Row]

    /// Draws `constraints` rows over `variables` variables from the shape.
    public init(variables: Int, constraints: Int, shape: Shape, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        variableCount = max(1, variables)
        var rows: [Row] = []
        rows.reserveCapacity(constraints)
        for _ in 0..<max(0, constraints) {
            rows.append(Self.row(shape, variables: variableCount, using: &generator))
        }
        self.rows = rows
    }

    /// Creates a system from rows already drawn.
    public init(variableCount: Int, rows: [Row]) {
        self.variableCount = variableCount
        self.rows = rows
    }

    /// The rows as constraints over `variables`, which must have `variableCount` entries.
    public func constraints(over variables: [Variable]) -> [Constraint] {
        rows.map { $0.constraint(over: variables) }
    }

    private static func row(_ shape: Shape, variables: Int, using generator: inout SplitMix64) -> Row {
        let count = min(
            variables, Int(generator.next(below: UInt64(shape.termCounts.count))) + shape.termCounts.lowerBound)
        var terms: [(variable: Int, coefficient: Double)] = []
        while terms.count < count {
            let variable = Int(generator.next(below: UInt64(variables)))
            guard !terms.contains(where: { $0.variable == variable }) else { continue }
            terms.append((variable, shape.coefficients[Int(generator.next(below: UInt64(shape.coefficients.count)))]))
        }
        let constant = Double(shape.constants.lowerBound + Int(generator.next(below: UInt64(shape.constants.count))))
        let relation = Relation.allCases[Int(generator.next(below: 3))]
        let isRequired = Double(generator.next(below: 1 << 20)) < shape.requiredShare * Double(1 << 20)
        let strength =
            isRequired || shape.strengths.isEmpty
            ? Strength.required : shape.strengths[Int(generator.next(below: UInt64(shape.strengths.count)))]
        return Row(terms: terms, constant: constant, relation: relation, strength: strength)
    }
}

extension RandomLinearSystem: CustomStringConvertible {
    /// The rows as Swift source, ready to paste into a test.
    public var description: String {
        let lines = rows.map { row in
            let terms = row.terms.map { "\($0.coefficient) * x[\($0.variable)]" }.joined(separator: " + ")
            let strength =
                row.strength.isRequired
                ? "" : " | Strength(level: \(row.strength.levels[0].level), weight: \(row.strength.levels[0].weight))!"
            return "try? solver.addConstraint((\(terms) + \(row.constant) \(row.relation) 0)\(strength))"
        }
        return "\(variableCount) variables, \(rows.count) rows:\n" + lines.joined(separator: "\n")
    }
}

/// Sebastiano Vigna's SplitMix64: tiny, fast, and the same on every platform,
/// unlike the standard library's generator, which is not seedable.
///
/// ```swift
/// var generator = SplitMix64(seed: 284)
/// let count = Int.random(in: 150...550, using: &generator)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0), by multiplying rather than by a
    /// remainder, so small bounds are as uniform as the 64 bits allow.
    mutating func next(below bound: UInt64) -> UInt64 {
        next().multipliedFullWidth(by: bound).high
    }
}
