import Cassowary

/// The enaml-like workload of the reference C++ solver's own benchmark: 37
/// variables, 2 strong edit variables and 111 constraints, as listed in
/// the benchmark suite's WORKLOADS.md. Shared by the tests (which check the
/// weighted error) and the benchmark suite (which times it).
public final class EnamlWorkload {
    struct ConstraintSpec: Sendable {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        /// Level, weight and the reference solver's flat weight; `nil` for required.
        var strength: (level: Int, weight: Double, flat: Double)?

        init(
            _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation,
            _ strength: (Int, Double, Double)?
        ) {
            self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
            self.constant = constant
            self.relation = relation
            self.strength = strength.map { (level: $0.0, weight: $0.1, flat: $0.2) }
        }
    }

    /// The solver holding the whole system.
    public let solver: Solver
    /// The variables, in the order of ``variableNames``.
    public let variables: [Variable]
    private let constraints: [(constraint: Constraint, flatWeight: Double?)]
    /// The two edit variables, kept apart so a suggestion does not index `variables`.
    private let width: Variable, height: Variable

    /// Builds the system: a new solver, the variables, the two edits, then
    /// the 111 constraints in order.
    public init() throws(SolverError) {
        let solver = Solver()
        let variables = Self.variableNames.map { Variable($0) }
        for edit in Self.editSpecs {
            try solver.addEditVariable(variables[edit.variable], strength: .strong)
        }
        // Labelled as the stored property, so storing it is not an element-wise cast.
        var built: [(constraint: Constraint, flatWeight: Double?)] = []
        built.reserveCapacity(Self.constraintSpecs.count)
        for spec in Self.constraintSpecs {
            let terms = spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }
            let strength = spec.strength.flatMap { Strength(level: $0.level, weight: $0.weight) } ?? .required
            let constraint = Constraint(Expression(terms, constant: spec.constant), spec.relation, strength: strength)
            try solver.addConstraint(constraint)
            built.append((constraint, spec.strength?.flat))
        }
        self.solver = solver
        self.variables = variables
        self.constraints = built
        self.width = variables[Self.editSpecs[0].variable]
        self.height = variables[Self.editSpecs[1].variable]
    }

    /// Suggests a size and updates the variables.
    public func suggest(width: Double, height: Double) throws(SolverError) {
        try solver.suggestValue(width, for: self.width)
        try solver.suggestValue(height, for: self.height)
        solver.updateVariables()
    }

    /// The reference solver's measure of a solution: the sum of flat weight
    /// times violation over the optional constraints and the two edits,
    /// given the suggested size.
    public func weightedError(width: Double, height: Double) -> Double {
        var total = 0.0
        for (constraint, flat) in constraints {
            guard let flat else { continue }
            total += flat * Self.violation(of: constraint)
        }
        let targets = [width, height]
        for (index, edit) in Self.editSpecs.enumerated() {
            total += edit.weight * abs(variables[edit.variable].value - targets[index])
        }
        return total
    }

    /// The largest violation of a required constraint (zero when all hold).
    public var largestRequiredViolation: Double {
        constraints.filter { $0.flatWeight == nil }.map { Self.violation(of: $0.constraint) }.max() ?? 0
    }

    static func violation(of constraint: Constraint) -> Double {
        let expression = constraint.expression
        let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * $1.variable.value }
        switch constraint.relation {
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        case .lessThanOrEqual: return max(0, value)
        }
    }
}
