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

    // Unique arrays: an `Array` would check on every write that no copy
    // shares its buffer, a few times per term of every row reduced.
    /// Per column, the index of the stored row pivoted on it, or -1.
    private var pivotRow = UniqueArray<Int32>(capacity: 0)
    /// The stored rows back to back, each scaled so its pivot (its first
    /// term) has coefficient 1; row `k` is `terms[starts[k]..<starts[k + 1]]`.
    private var terms = UniqueArray<RowTerm>(capacity: 0)
    private var starts = UniqueArray<Int>(capacity: 0)
    /// The row being reduced, dense over the columns, and the columns it touched.
    private var accumulator = UniqueArray<Double>(capacity: 0)
    private var isTouched = UniqueArray<Bool>(capacity: 0)
    private var touched = UniqueArray<Int>(capacity: 0)
    /// The touched pivot columns still to eliminate, keyed by their row's index.
    private var pending = OrderHeap()
    /// How many rows added since the last reset depended on the rows before them.
    private(set) var dependentCount = 0
    /// The largest magnitude the row being reduced has met.
    private var scale = 0.0

    init() {
        starts.append(0)
    }

    /// Forgets every row, ready for a new elimination.
    mutating func reset() {
        for row in 0..<starts.count - 1 { pivotRow[terms[starts[row]].symbol] = -1 }
        terms.removeAll()
        starts.removeAll()
        starts.append(0)
        dependentCount = 0
    }

    /// Adds `coefficient` times the column to the row being built; the
    /// row is reduced and stored by `endRow()`. Columns are non-negative.
    mutating func addTerm(column: Int, coefficient: Double) {
        accumulate(column, coefficient)
        scale = max(scale, abs(coefficient))
    }

    /// Reduces the row built by `addTerm` and stores what is left, or
    /// counts it as dependent when nothing is.
    mutating func endRow() {
        defer { scale = 0 }
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
        for position in 0..<touched.count {
            let column = touched[position]
            let value = accumulator[column]
            accumulator[column] = 0
            isTouched[column] = false
            guard abs(value) > Self.tolerance * scale else { continue }
            if largest < 0 || abs(value) > abs(terms[largest].coefficient) { largest = terms.count }
            terms.append(RowTerm(symbol: column, coefficient: value))
        }
        touched.removeAll()
        guard largest >= 0 else {
            dependentCount += 1
            return
        }
        let pivot = terms[largest]
        terms[largest] = terms[start]
        terms[start] = pivot
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
        let count = max(column + 1, 2 * pivotRow.count)
        pivotRow.reserveCapacity(count)
        accumulator.reserveCapacity(count)
        isTouched.reserveCapacity(count)
        while pivotRow.count < count {
            pivotRow.append(-1)
            accumulator.append(0)
            isTouched.append(false)
        }
    }
}
