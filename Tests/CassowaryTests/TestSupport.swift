import Cassowary

/// The value of a constraint's expression under the solver's current solution.
func residual(_ constraint: Constraint, in solver: Solver) -> Double {
    let expression = constraint.expression
    let constant = solver.constant(of: constraint) ?? expression.constant
    return expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
}

/// How far the solution is from satisfying the constraint (zero when it holds).
func violation(_ constraint: Constraint, in solver: Solver) -> Double {
    let value = residual(constraint, in: solver)
    switch constraint.relation {
    case .equal: return abs(value)
    case .greaterThanOrEqual: return max(0, -value)
    case .lessThanOrEqual: return max(0, value)
    }
}

/// The solver's objective as a map from level to weighted violation,
/// summed over the optional constraints in it.
func objective(of solver: Solver) -> [Int: Double] {
    objective(of: solver.constraints, in: solver)
}

/// The weighted violation per level of optional constraints, in or out of
/// the solver, under the solver's current solution.
func objective(of constraints: [Constraint], in solver: Solver) -> [Int: Double] {
    var total: [Int: Double] = [:]
    for constraint in constraints {
        guard let strength = solver.strength(of: constraint) ?? Optional(constraint.strength), !strength.isRequired
        else { continue }
        let amount = violation(constraint, in: solver)
        for level in strength.levels { total[level.level, default: 0] += level.weight * amount }
    }
    return total
}

/// Whether two objectives are equal level by level within a tolerance.
func sameObjective(_ a: [Int: Double], _ b: [Int: Double], tolerance: Double = 1e-6) -> Bool {
    for level in Set(a.keys).union(b.keys) {
        let x = a[level] ?? 0, y = b[level] ?? 0
        if abs(x - y) > tolerance * max(1, abs(x), abs(y)) { return false }
    }
    return true
}

/// Everything observable about a solver: its dump and every variable's value.
func snapshot(_ solver: Solver, _ variables: [Variable]) -> String {
    solver.dump() + "\n" + variables.map { "\($0)=\(solver.value(of: $0))" }.joined(separator: ",")
}
