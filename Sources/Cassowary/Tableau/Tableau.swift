/// The simplex tableau of the Cassowary algorithm, kept sparse and factored.
///
/// Every basic symbol has a row giving its value in terms of other symbols.
/// Unlike the textbook tableau, a row may name other basic symbols
/// ("lazy" references) as long as those rows come earlier in a fixed order
/// (`SymbolInfo.order`): the rows form a triangular system, like a factored basis in
/// the revised simplex method. Chains such as `top[i] = top[i-1] + h + 8`
/// then stay one short row per constraint instead of filling in to a dense
/// matrix, and adding a constraint over a new variable costs its length.
/// Rows are expanded into parametric symbols only when the simplex needs
/// coefficients: for a pivot, or for the objective, which is always kept
/// in parametric symbols.
///
/// Values are cached per symbol and refreshed in order from the rows that
/// changed, so work follows what moves. Every change to a row, a row
/// constant, the objective, an equation or a cost records the old state in
/// a journal (`Journal`) so a failed call can be rolled back exactly;
/// values follow from the rows and are re-evaluated where a rollback
/// restored them.
struct Tableau: ~Copyable {
    /// The bookkeeping of one symbol, kept together so a new symbol is one append.
    struct SymbolInfo {
        // Laid out widest first, so the struct packs into 16 bytes.
        /// Place in the triangular order, meaningful for basic symbols; a
        /// row names only basic symbols of a smaller order.
        var order = 0.0
        /// Index of the symbol's entry in `shiftCaches`, or -1 before its
        /// constant is first shifted.
        var shiftSlot: Int32 = -1
        var kind: SymbolKind
        /// Queued for `refreshValues()`.
        var isDirty = false
        /// In `watchList`.
        var isWatched = false

        init(kind: SymbolKind) {
            self.kind = kind
        }
    }

    var info = UniqueArray<SymbolInfo>(capacity: 0)
    /// Each basic symbol's row.
    var rows = RowStore()
    /// Whether each symbol is noted in `changedExternals`. Apart from
    /// `info`: a suggestion reads and writes it for every external it
    /// moves, and touches a byte of each then, not sixteen.
    var changedMarks = UniqueArray<Bool>(capacity: 0)
    /// Cached value of each symbol; parametric symbols are zero.
    var values = UniqueArray<Double>(capacity: 0)
    /// For each symbol, the basic symbols whose rows name it.
    var columns = ColumnStore()
    /// The objective's coefficient of each (parametric) symbol.
    var objective = Objective()
    /// What one unit of each error symbol costs: the objective before any
    /// error was expanded into rows, what `refactor()` rebuilds it from.
    var costs = CostTable()
    /// Symbols whose objective coefficient changed and may be negative.
    var watchList = UniqueArray<Int>(capacity: 0)

    var dirty = OrderHeap()
    /// Restricted basic symbols that may be out of bounds.
    var infeasible = UniqueArray<Int>(capacity: 0)
    /// External symbols whose value changed since the last `drainChangedExternals`.
    var changedExternals = UniqueArray<Int>(capacity: 0)

    var freeSymbols: [Int] = []
    var nextHighOrder = 1.0
    var nextLowOrder = -1.0

    /// Bumped by every change to a row's terms: cached derivatives older
    /// than this are stale.
    var structureVersion = 0
    /// The shift caches of the symbols whose constant was shifted, indexed
    /// by their `shiftSlot`: few symbols are, so the table is not per symbol.
    var shiftCaches = UniqueArray<ShiftCache>(capacity: 0)

    /// Storage reused by `expand` and `derivatives`, which always leave them empty.
    var expandHeap = OrderHeap()
    var reachHeap = OrderHeap()
    var scratch = SparseAccumulator()
    var spare = SparseAccumulator()
    /// Storage reused by `optimize` for the rates of the entering symbol.
    var ratesBuffer: [RowTerm] = []
    /// Storage for the next constraint's expression, handed back by
    /// `insert`: the equation and its row are copied into `rows`, so the
    /// expression's need not be made anew.
    var expressionStorage: [RowTerm] = []
    /// Storage for the terms of an expansion read once and dropped
    /// (`addToObjective(expandingRowOf:_:times:)`), or of a row the rows
    /// copy (`pivot`, `dropBasic`), handed back after each.
    var expansionStorage: [RowTerm] = []
    var journal = Journal()
    /// Pivots made by the current call, counted from `begin()`.
    var pivotCount = 0
    /// Row terms the current call went through, counted from `begin()`
    /// against `workLimit`.
    var workCount = 0
    /// What `workLimit` allows a call, in row terms: a base and so many
    /// passes through the rows (`passCost`). Tests lower it to reach the
    /// limit on a small system.
    var workAllowance = Self.defaultWorkAllowance
    /// The sum over the rows of the square of each row's length, kept by
    /// `setRow`: what one pass of a pivot through the factored rows costs
    /// at most (see `workLimit`), and never less than the rows' terms.
    var passCost = 0
    /// `passCost` when the call began: a call that fills the rows in does
    /// not raise its own limit as it goes.
    var passCostAtBegin = 0
    /// Pivots made since the rows were last rebuilt (`refactor()`), one
    /// that divided by a coefficient smaller than its row's largest counting twice.
    var pivotWearSinceRefactor = 0
    /// Pivots since the equations were last checked against the values
    /// (`checkEquationsIfDue()`). Not journaled: the pivots of a call that
    /// was rolled back only bring the next check nearer.
    var pivotsSinceEquationCheck = 0
    /// The relative residual above which an equation counts as missed:
    /// `Tolerance.equationResidual`, or ten times what the last rebuild
    /// reached where that is more (`noteRebuiltResidual()`). Not
    /// journaled: it measures the system's conditioning, not a call's work.
    var equationResidualBound = Tolerance.equationResidual
    /// Set when the current call cannot finish; loops stop at once.
    var failure: Failure?

    /// Symbols the tables make room for with the first symbol: a small
    /// system never copies its tables, and a large one skips the first
    /// growths. An empty tableau reserves nothing, as a layout engine makes
    /// a solver for every tree laid out, many of which (a lone label, a
    /// subtree that outlived its root) never get a constraint.
    static let firstReservation = 256

    init() {}

    /// Makes room in the tables appended to per symbol, all at once, as
    /// they grow in step. Room only: the scratch vectors and the journal's
    /// marks are written as symbols come, since clearing them to the
    /// eightfold capacity kept a tenth of a large feed's memory resident.
    private mutating func reserveSymbols(_ capacity: Int) {
        info.reserveCapacity(capacity)
        changedMarks.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        objective.reserveCapacity(capacity)
        costs.reserveCapacity(capacity)
        journal.reserveCapacity(symbols: capacity)
        scratch.reserveCapacity(capacity)
        spare.reserveCapacity(capacity)
    }

    var symbolCount: Int { info.count }

    /// Empty storage for a constraint's expression, to pass to `insert`.
    mutating func takeExpressionStorage() -> [RowTerm] {
        var storage: [RowTerm] = []
        swap(&storage, &expressionStorage)
        return storage
    }

    @inline(__always)
    func isBasic(_ symbol: Int) -> Bool { rows.contains(symbol) }

    /// Whether the symbol appears nowhere: not basic, in no row, not in the objective.
    ///
    /// Inlined: a call from a mutating method copied the whole tableau to
    /// pass it, on every release of a symbol's use.
    @inline(__always)
    func isUnused(_ symbol: Int) -> Bool {
        !rows.contains(symbol) && columns.isEmpty(symbol) && objective.isZero(symbol)
    }

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        if let symbol = freeSymbols.popLast() {
            journal.noteReused(symbol)
            info[symbol].kind = kind
            return symbol
        }
        let symbol = info.count
        if info.count == info.capacity {
            reserveSymbols(Swift.max(Self.firstReservation, info.capacity * Array<SymbolInfo>.tableGrowthFactor))
        }
        info.append(SymbolInfo(kind: kind))
        changedMarks.append(false)
        rows.appendSymbol()
        values.append(0)
        columns.appendSymbol()
        objective.appendSymbol()
        costs.appendSymbol()
        journal.reserve(symbols: symbol + 1)
        scratch.reserve(symbols: symbol + 1)
        spare.reserve(symbols: symbol + 1)
        return symbol
    }

    /// Returns a symbol that appears nowhere to the pool for reuse.
    mutating func releaseSymbol(_ symbol: Int) {
        assert(isUnused(symbol))
        values[symbol] = 0
        freeSymbols.append(symbol)
    }

    // MARK: Mutations (journaled)

    /// Replaces the row of `symbol` (nil makes it parametric), keeping the
    /// column index in step and marking the value for refresh.
    mutating func setRow(_ symbol: Int, _ row: Row?, order: Double) {
        detachRow(of: symbol)
        rows.set(symbol, row)
        attachRow(of: symbol, order: order)
    }

    mutating func setRow(_ symbol: Int, _ row: Row?) {
        setRow(symbol, row, order: info[symbol].order)
    }

    /// Records the equation `0 = equation` of the constraint whose marker
    /// is `marker` and makes `symbol` basic with the row that solves it
    /// for `symbol`: most often the equation's own first terms
    /// (`RowStore.setEquation(_:_:solvedFor:)`), which cost no copy.
    mutating func setRow(_ symbol: Int, solving equation: Row, of marker: Int, order: Double) {
        detachRow(of: symbol)
        journal.saveEquation(marker, rows.setEquation(marker, equation, solvedFor: symbol).equation)
        attachRow(of: symbol, order: order)
    }

    /// Puts back a row the journal saved, in a rollback.
    mutating func restoreRow(_ symbol: Int, _ span: RowStore.Span, order: Double) {
        detachRow(of: symbol)
        rows.restore(span, of: symbol)
        attachRow(of: symbol, order: order)
    }

    /// The first half of a row's change: the journal saves where the row
    /// was, and the columns let go of its terms.
    private mutating func detachRow(of symbol: Int) {
        if journal.isOpen { journal.saveRow(symbol, rows.span(of: symbol), order: info[symbol].order) }
        let old = rows.terms(of: symbol)
        passCost -= old.count * old.count
        for term in old { removeFromColumn(term.symbol, symbol) }
    }

    /// The second half: the columns take the new row's terms, and its value is queued.
    private mutating func attachRow(of symbol: Int, order: Double) {
        info[symbol].order = order
        structureVersion += 1
        if let constant = rows.constant(of: symbol) {
            let terms = rows.terms(of: symbol)
            passCost += terms.count * terms.count
            if !constant.isFinite { failure = .overflow }
            for term in terms {
                columns.append(symbol, to: term.symbol)
                if !term.coefficient.isFinite { failure = .overflow }
            }
        }
        markDirty(symbol)
    }

    private mutating func removeFromColumn(_ symbol: Int, _ basic: Int) {
        let removed = columns.remove(basic, from: symbol)
        assert(removed, "column index out of step")
    }

    mutating func takeHighOrder() -> Double {
        defer { nextHighOrder += 1 }
        return nextHighOrder
    }

    mutating func takeLowOrder() -> Double {
        defer { nextLowOrder -= 1 }
        return nextLowOrder
    }

    mutating func addToObjective(_ symbol: Int, _ weight: SymbolicWeight, times factor: Double) {
        if journal.savesObjective(of: symbol) { journal.saveObjective(symbol, objective[symbol]) }
        if !objective.add(weight, times: factor, to: symbol) { failure = .overflow }
        if !info[symbol].isWatched {
            info[symbol].isWatched = true
            watchList.append(symbol)
        }
    }

    /// Adds `weight * factor` to what one unit of the error symbol costs.
    mutating func addCost(_ symbol: Int, _ weight: SymbolicWeight, times factor: Double) {
        if journal.savesWeights(of: symbol) { journal.saveCost(symbol, costs[symbol]) }
        costs.add(weight, times: factor, to: symbol)
    }

    /// Sets the objective's coefficient of the symbol to zero.
    mutating func clearObjective(_ symbol: Int) {
        if journal.savesObjective(of: symbol) { journal.saveObjective(symbol, objective[symbol]) }
        objective[symbol] = SymbolicWeight()
    }

    /// Adds `weight * factor * row` to the objective; the row must be in parametric symbols.
    mutating func addToObjective(_ row: Row, _ weight: SymbolicWeight, times factor: Double) {
        for term in row.terms {
            assert(!isBasic(term.symbol), "objective rows must be expanded")
            addToObjective(term.symbol, weight, times: factor * term.coefficient)
        }
    }

    /// Replaces a symbol that just became basic by its row in the objective.
    mutating func substituteInObjective(_ symbol: Int, _ row: Row) {
        guard !objective.isZero(symbol) else { return }
        let weight = objective[symbol]
        clearObjective(symbol)
        addToObjective(row, weight, times: 1)
    }
}
