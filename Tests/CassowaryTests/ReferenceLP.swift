import Cassowary
import SolverWorkloads

/// An independent solver for the same strict-priority problem: a dense
/// textbook two-phase simplex with Bland's rule, slow, simple and
/// obviously right. The property tests compare the Cassowary solver with it.
///
/// The problem is put in standard form (minimize `cost · z` subject to
/// `A z = b`, `z >= 0`): each free variable is the difference of two
/// non-negative ones, each inequality gets a slack and each optional row its
/// errors. Phase one finds a feasible point with artificial columns; phase
/// two minimizes each level's weighted errors in turn, highest level first,
/// and after each level forbids the columns whose reduced cost is positive,
/// which is exactly what keeps that level at its optimum.
enum ReferenceLP {
    /// Thrown when round-off makes Bland's rule cycle, which exact
    /// arithmetic rules out, or leaves a point that does not bear the
    /// verdict out: the system has no verdict rather than a wrong one.
    struct Undecided: Error {}

    /// The least weighted violation of each level, or `nil` when the required rows cannot all hold.
    static func optimum(of rows: [RandomLinearSystem.Row], variableCount: Int) throws(Undecided) -> [Int: Double]? {
        var problem = StandardForm(rows, variableCount: variableCount)
        guard try problem.findFeasiblePoint() else { return nil }
        var result: [Int: Double] = [:]
        for level in problem.costs.keys.sorted(by: >) {
            guard let cost = problem.costs[level] else { continue }
            result[level] = try problem.minimize(cost, fixingWhatWouldRaiseIt: true)
        }
        // Round-off in the dense tableau can leave a basis whose point is
        // not the one it priced (a required row broken by thousands, values
        // of 1e13 in a system of constants up to 200): a verdict stands only
        // when its own point bears it out, within round-off of the data.
        let assessment = PointAssessment(problem.point(variableCount: variableCount), on: rows, scale: problem.scale)
        guard assessment.brokenRequiredRows.isEmpty, assessment.firstLevel(differingFrom: result) == nil else {
            throw Undecided()
        }
        return result
    }

    /// Whether the required rows can all hold.
    static func isFeasible(_ rows: [RandomLinearSystem.Row], variableCount: Int) throws(Undecided) -> Bool {
        let required = rows.filter(\.strength.isRequired)
        var problem = StandardForm(required, variableCount: variableCount)
        guard try problem.findFeasiblePoint() else { return false }
        let point = problem.point(variableCount: variableCount)
        guard PointAssessment(point, on: required, scale: problem.scale).brokenRequiredRows.isEmpty else {
            throw Undecided()
        }
        return true
    }
}

private struct StandardForm {
    static let tolerance = 1e-9

    var rowCount: Int
    var columnCount: Int
    /// Row-major, `columnCount + 1` entries a row, the last one the right-hand side.
    var entries: [Double]
    var basis: [Int]
    var allowed: [Bool]
    var artificialStart: Int
    /// Per level, the cost of each column.
    var costs: [Int: [Double]] = [:]
    var scale = 1.0

    init(_ rows: [RandomLinearSystem.Row], variableCount: Int) {
        var extraColumns = 0
        for row in rows {
            switch (row.strength.isRequired, row.relation) {
            case (true, .equal): break
            case (true, _), (false, .equal): extraColumns += row.strength.isRequired ? 1 : 2
            case (false, _): extraColumns += 2
            }
        }
        rowCount = rows.count
        artificialStart = 2 * variableCount + extraColumns
        columnCount = artificialStart + rowCount
        entries = Array(repeating: 0, count: rowCount * (columnCount + 1))
        basis = Array(repeating: 0, count: rowCount)
        allowed = Array(repeating: true, count: columnCount)
        var next = 2 * variableCount
        let width = columnCount + 1
        for (index, row) in rows.enumerated() {
            let base = index * width
            for term in row.terms {
                entries[base + 2 * term.variable] += term.coefficient
                entries[base + 2 * term.variable + 1] -= term.coefficient
            }
            entries[base + columnCount] = -row.constant
            scale = max(scale, abs(row.constant))
            func column(_ sign: Double, cost: Bool) {
                entries[base + next] = sign
                if cost {
                    for level in row.strength.levels {
                        costs[level.level, default: Array(repeating: 0, count: columnCount)][next] += level.weight
                    }
                }
                next += 1
            }
            let optional = !row.strength.isRequired
            switch row.relation {
            case .equal:
                if optional {
                    column(-1, cost: true)
                    column(1, cost: true)
                }
            case .greaterThanOrEqual:
                column(-1, cost: false)
                if optional { column(1, cost: true) }
            case .lessThanOrEqual:
                column(1, cost: false)
                if optional { column(-1, cost: true) }
            }
        }
    }

    /// The variables' values at the current basis: each is the difference
    /// of its two non-negative columns.
    func point(variableCount: Int) -> [Double] {
        var columnValues = [Double](repeating: 0, count: columnCount)
        for row in 0..<rowCount { columnValues[basis[row]] = entries[row * (columnCount + 1) + columnCount] }
        return (0..<variableCount).map { columnValues[2 * $0] - columnValues[2 * $0 + 1] }
    }

    /// Phase one: a basic feasible point, or `false` when there is none.
    mutating func findFeasiblePoint() throws(ReferenceLP.Undecided) -> Bool {
        let width = columnCount + 1
        var phaseOne = Array(repeating: 0.0, count: columnCount)
        for row in 0..<rowCount {
            if entries[row * width + columnCount] < 0 {
                for column in 0...columnCount { entries[row * width + column].negate() }
            }
            entries[row * width + artificialStart + row] = 1
            basis[row] = artificialStart + row
            phaseOne[artificialStart + row] = 1
        }
        let infeasibility = try minimize(phaseOne, fixingWhatWouldRaiseIt: false)
        guard infeasibility <= 1e-7 * scale else { return false }
        // Artificials left in the basis sit at zero: pivot each out on any
        // real column, or, when its row has none, the row is redundant.
        for row in 0..<rowCount where basis[row] >= artificialStart {
            if let column = (0..<artificialStart).first(where: { abs(entries[row * width + $0]) > 1e-7 }) {
                pivot(row: row, column: column)
            }
        }
        for column in artificialStart..<columnCount { allowed[column] = false }
        return true
    }

    /// Minimizes `cost` over the allowed columns with Bland's rule and
    /// returns the minimum; then, if asked, forbids every column whose
    /// entering would raise it, fixing the level for the levels below.
    mutating func minimize(_ cost: [Double], fixingWhatWouldRaiseIt fix: Bool) throws(ReferenceLP.Undecided) -> Double {
        let width = columnCount + 1
        var reduced = Array(repeating: 0.0, count: columnCount)
        // Far more pivots than any system of the tests needs without cycling.
        for pivots in 0... {
            guard pivots < 4 * (rowCount + columnCount) else { throw ReferenceLP.Undecided() }
            computeReducedCosts(cost, into: &reduced)
            guard let entering = (0..<columnCount).first(where: { allowed[$0] && reduced[$0] < -Self.tolerance }) else {
                break
            }
            var leaving = -1
            var best = Double.infinity
            for row in 0..<rowCount {
                let entry = entries[row * width + entering]
                guard entry > Self.tolerance else { continue }
                let ratio = entries[row * width + columnCount] / entry
                if leaving < 0 || ratio < best - Self.tolerance
                    || (ratio <= best + Self.tolerance && basis[row] < basis[leaving])
                {
                    best = ratio
                    leaving = row
                }
            }
            // The costs are non-negative and so are the columns: never unbounded.
            guard leaving >= 0 else { break }
            pivot(row: leaving, column: entering)
        }
        if fix {
            computeReducedCosts(cost, into: &reduced)
            for column in 0..<columnCount where reduced[column] > Self.tolerance { allowed[column] = false }
        }
        return (0..<rowCount).reduce(0) { $0 + cost[basis[$1]] * entries[$1 * width + columnCount] }
    }

    private func computeReducedCosts(_ cost: [Double], into reduced: inout [Double]) {
        let width = columnCount + 1
        let isBasic = Set(basis)
        entries.withUnsafeBufferPointer { entries in
            reduced.withUnsafeMutableBufferPointer { reduced in
                for column in 0..<columnCount { reduced[column] = cost[column] }
                for row in 0..<rowCount {
                    let price = cost[basis[row]]
                    guard price != 0 else { continue }
                    for column in 0..<columnCount { reduced[column] -= price * entries[row * width + column] }
                }
                for column in isBasic { reduced[column] = 0 }
            }
        }
    }

    private mutating func pivot(row pivotRow: Int, column pivotColumn: Int) {
        let width = columnCount + 1
        let rows = rowCount
        entries.withUnsafeMutableBufferPointer { entries in
            let pivot = entries[pivotRow * width + pivotColumn]
            for column in 0..<width { entries[pivotRow * width + column] /= pivot }
            for row in 0..<rows where row != pivotRow {
                let factor = entries[row * width + pivotColumn]
                guard factor != 0 else { continue }
                for column in 0..<width {
                    entries[row * width + column] -= factor * entries[pivotRow * width + column]
                }
                entries[row * width + pivotColumn] = 0
            }
        }
        basis[pivotRow] = pivotColumn
    }
}
