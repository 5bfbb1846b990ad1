import SolverWorkloads

/// What a point (one value per variable) does to a system's rows: how far
/// each required row misses, and what each strength level's errors cost.
/// The comparison judges the solver's answer with it, and the reference
/// its own, in the same terms.
struct PointAssessment {
    /// Required rows the point misses by more than round-off allows, with the amount.
    var brokenRequiredRows: [(row: RandomLinearSystem.Row, violation: Double)] = []
    /// Per strength level, the weighted violation of its rows.
    var costs: [Int: Double] = [:]
    /// The system's largest number, the point's included unless given: the
    /// solver keeps its answers to a fraction of that, not of each row's
    /// own magnitude.
    let scale: Double
    let optionalCount: Int

    /// Assesses `values` on `rows`, within round-off of `scale`, by
    /// default the largest of the rows' constants and the values.
    init(_ values: [Double], on rows: [RandomLinearSystem.Row], scale: Double? = nil) {
        self.scale = scale ?? (values + rows.map(\.constant)).reduce(1) { max($0, abs($1)) }
        optionalCount = rows.count { !$0.strength.isRequired }
        for row in rows {
            var sum = row.constant, size = abs(row.constant)
            for term in row.terms {
                sum += term.coefficient * values[term.variable]
                size += abs(term.coefficient * values[term.variable])
            }
            let violation =
                switch row.relation {
                case .equal: abs(sum)
                case .greaterThanOrEqual: max(0, -sum)
                case .lessThanOrEqual: max(0, sum)
                }
            if row.strength.isRequired {
                if violation > 1e-7 * max(size, self.scale) { brokenRequiredRows.append((row, violation)) }
            } else {
                for level in row.strength.levels { costs[level.level, default: 0] += level.weight * violation }
            }
        }
    }

    /// The first level, from the highest down, whose cost differs from
    /// `optimum`'s by more than round-off, with both costs.
    func firstLevel(differingFrom optimum: [Int: Double]) -> (level: Int, actual: Double, expected: Double)? {
        for level in Set(optimum.keys).union(costs.keys).sorted(by: >) {
            let expected = optimum[level] ?? 0, actual = costs[level] ?? 0
            if abs(expected - actual) > 1e-6 * max(1, abs(expected)) + 1e-7 * scale * Double(optionalCount) {
                return (level, actual, expected)
            }
        }
        return nil
    }
}
