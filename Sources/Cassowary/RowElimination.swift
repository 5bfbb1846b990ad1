/// Sparse Gaussian elimination of rows given one at a time, counting the
/// rows that are linear combinations of the rows before them.
///
/// Each row is reduced by the stored rows whose pivot columns it names,
/// earliest stored first: a stored row names, besides its pivot, only
/// columns that were not pivots when it was stored, so reducing by it
/// brings in only pivots of later rows and every pivot is met once. What
/// is left, if anything, is stored with its largest entry as pivot (for
/// stability); nothing left means the row depended on the others. A chain
/// `x[i] == x[i-1] + c` then reduces each row by one stored row.
///
/// The per-column tables are kept between eliminations and `reset()`
/// clears only what the last one touched, so an elimination costs the rows
/// it is given, not the number of columns.
struct RowElimination: ~Copyable {
    /// Entries smaller than this, relative to the largest number a
    /// reduction met, are round-off.
    static let tolerance = 1e-9

    /// Per column, the index of the stored row pivoted on it, or -1.
    private var pivotRow: [Int32] = []
    /// The stored rows back to back, each scaled so its pivot (its first
    /// term) has coefficient 1; row `k` is `terms[starts[k]..<starts[k + 1]]`.
    private var terms: [RowTerm] = []
    private var starts: [Int] = [0]
    /// The row being reduced, dense over the columns, and the columns it touched.
    private var accumulator: [Double] = []
    private var isTouched: [Bool] = []
    private var touched: [Int] = []
    /// The touched pivot columns still to eliminate, keyed by their row's index.
    private var pending = OrderHeap()
    /// How many rows added since the last reset depended on the rows before them.
    private(set) var dependentCount = 0

    /// Forgets every row, ready for a new elimination.
    mutating func reset() {
        for start in starts.dropLast() { pivotRow[terms[start].symbol] = -1 }
        terms.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
        dependentCount = 0
    }

    /// Reduces the row (columns are non-negative) and stores what is left,
    /// or counts it as dependent when nothing is.
    mutating func add(_ row: [RowTerm]) {
        var scale = 0.0
        for term in row {
            accumulate(term.symbol, term.coefficient)
            scale = max(scale, abs(term.coefficient))
        }
        while let column = pending.pop() {
            let factor = accumulator[column]
            accumulator[column] = 0
            guard factor != 0 else { continue }
            let stored = Int(pivotRow[column])
            for index in starts[stored] + 1..<starts[stored + 1] {
                let change = -factor * terms[index].coefficient
                accumulate(terms[index].symbol, change)
                scale = max(scale, abs(change))
            }
        }
        let start = terms.count
        var largest = -1
        for column in touched {
            let value = accumulator[column]
            accumulator[column] = 0
            isTouched[column] = false
            guard abs(value) > Self.tolerance * scale else { continue }
            if largest < 0 || abs(value) > abs(terms[largest].coefficient) { largest = terms.count }
            terms.append(RowTerm(symbol: column, coefficient: value))
        }
        touched.removeAll(keepingCapacity: true)
        guard largest >= 0 else {
            dependentCount += 1
            return
        }
        terms.swapAt(start, largest)
        let inverse = 1 / terms[start].coefficient
        for index in start..<terms.count { terms[index].coefficient *= inverse }
        pivotRow[terms[start].symbol] = Int32(starts.count - 1)
        starts.append(terms.count)
    }

    private mutating func accumulate(_ column: Int, _ value: Double) {
        if column >= pivotRow.count { grow(toInclude: column) }
        accumulator[column] += value
        guard !isTouched[column] else { return }
        isTouched[column] = true
        touched.append(column)
        let stored = pivotRow[column]
        if stored >= 0 { pending.push(column, key: Double(stored)) }
    }

    private mutating func grow(toInclude column: Int) {
        pivotRow.pad(toAtLeast: column + 1, with: -1)
        accumulator.pad(toAtLeast: column + 1, with: 0)
        isTouched.pad(toAtLeast: column + 1, with: false)
    }
}
