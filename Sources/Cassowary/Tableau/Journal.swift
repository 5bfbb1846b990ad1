/// The undo log of one tableau operation: the state of each row and
/// objective coefficient before the operation first changed it (saved on
/// first touch only, so an operation pays for what it changes), every
/// change to an equation or an error's cost, which a call makes once or
/// twice, and the one constant shift a call may make (`ShiftRecord`).
/// Values are not saved: they follow from the rows, and a rollback
/// re-evaluates the rows it restored and what depends on them, as a
/// change does.
struct Journal {
    private(set) var isOpen = false
    /// For each symbol, whether the open call saved its row (`rowSaved`)
    /// and its objective coefficient (`objectiveSaved`). One byte a symbol,
    /// where a pair of epoch counts took eight: the table is as long as
    /// the tableau. Cleared at the end of the call through the lists of
    /// what it saved, which are as long as the marks it set.
    private var savedMarks: [UInt8] = []
    private static let rowSaved: UInt8 = 1
    private static let objectiveSaved: UInt8 = 2

    // Structs rather than tuples: emptying an array of tuples goes through
    // the runtime's generic tuple destructor, a cost every journaled call paid.
    /// Where a row was before the call changed it: its terms stay in the
    /// rows' buffer until the call ends.
    struct SavedRow {
        var symbol: Int
        var span: RowStore.Span
        var order: Double
    }

    struct SavedWeight {
        var symbol: Int
        var weight: SymbolicWeight
    }

    /// Where a constraint's equation was before the call changed it.
    struct SavedEquation {
        var marker: Int
        var place: RowStore.EquationPlace
    }

    /// The constant shift a call made: the rows' constants it changed are
    /// in the shift cache's `savedConstants`, written in the loop that
    /// shifts them, so a suggestion journals without appending to a list.
    struct ShiftRecord {
        var marker: Int
        var slot: Int
        /// The constant of the marker's equation before the shift, if it has one.
        var equationConstant: Double?
    }

    private(set) var savedRows: [SavedRow] = []
    private(set) var shift: ShiftRecord?
    private(set) var savedObjective: [SavedWeight] = []
    private(set) var savedEquations: [SavedEquation] = []
    private(set) var savedCosts: [SavedWeight] = []
    private(set) var reusedSymbols: [Int] = []
    private(set) var symbolCount = 0
    private(set) var highOrder = 0.0
    private(set) var lowOrder = 0.0
    /// `Tableau.pivotWearSinceRefactor` at the start: a rebuild the failed call made is undone.
    private(set) var pivotWear = 0
    /// The extent of the rows' buffer, which holds the equations too, at
    /// the start: what the call appended is cut off.
    private(set) var rowMark = RowStore.Mark(termCount: 0, deadTerms: 0)

    /// Gives every symbol below `count` its marks, and as many symbols
    /// again, so that most new symbols find theirs there.
    mutating func reserve(symbols count: Int) {
        if savedMarks.count < count { savedMarks.pad(toAtLeast: count, with: 0) }
    }

    /// Makes room for the marks of `count` symbols without writing them,
    /// so room no symbol uses yet costs no memory.
    mutating func reserveCapacity(symbols count: Int) {
        savedMarks.reserveCapacity(count)
    }

    mutating func open(
        symbolCount: Int, highOrder: Double, lowOrder: Double, pivotWear: Int, rowMark: RowStore.Mark
    ) {
        assert(!isOpen, "journal already open")
        isOpen = true
        self.rowMark = rowMark
        self.symbolCount = symbolCount
        self.highOrder = highOrder
        self.lowOrder = lowOrder
        self.pivotWear = pivotWear
    }

    /// Marks every symbol unsaved again, from the lists of what the call
    /// saved. Before a rollback copies the journal, so the marks are not
    /// copied with it to be written.
    mutating func clearMarks() {
        for saved in savedRows { savedMarks[saved.symbol] = 0 }
        for saved in savedObjective { savedMarks[saved.symbol] = 0 }
    }

    /// Ends the call; `clearMarks()` comes first.
    mutating func close() {
        isOpen = false
        savedRows.removeAllKeepingStorage()
        savedObjective.removeAllKeepingStorage()
        shift = nil
        reusedSymbols.removeAllKeepingStorage()
        savedEquations.removeAllKeepingStorage()
        savedCosts.removeAllKeepingStorage()
    }

    /// Saves a row about to change, the first time in the call. Not the
    /// row of a symbol the call made: a rollback drops that symbol, and
    /// takes its row out of the columns first (`Tableau.rollback()`).
    mutating func saveRow(_ symbol: Int, _ span: RowStore.Span, order: Double) {
        guard isOpen, symbol < symbolCount, savedMarks[symbol] & Self.rowSaved == 0 else { return }
        savedMarks[symbol] |= Self.rowSaved
        savedRows.append(SavedRow(symbol: symbol, span: span, order: order))
    }

    /// Notes the call's constant shift, whose cache keeps the constants it
    /// changes. A call shifts once and before it pivots, so restoring the
    /// saved rows and then these constants undoes both.
    mutating func noteShift(_ record: ShiftRecord) {
        guard isOpen else { return }
        assert(savedRows.isEmpty, "a shift after a pivot in the same call")
        assert(shift == nil, "two shifts in one call")
        assert(savedEquations.isEmpty, "a shift after an equation was replaced in the same call")
        shift = record
    }

    /// Whether a change to the symbol's objective coefficient or cost must
    /// be saved: not when no call is open, nor for a symbol the call made,
    /// which a rollback drops whole (see `Objective.removeSymbols(from:)`).
    func savesWeights(of symbol: Int) -> Bool {
        isOpen && symbol < symbolCount
    }

    /// Whether the symbol's objective coefficient must be saved before it
    /// changes: as `savesWeights(of:)`, and not yet saved in this call.
    /// Asked first, so that a coefficient the call already saved, as most
    /// are by their second change, is not read and copied for nothing.
    func savesObjective(of symbol: Int) -> Bool {
        savesWeights(of: symbol) && savedMarks[symbol] & Self.objectiveSaved == 0
    }

    mutating func saveObjective(_ symbol: Int, _ weight: SymbolicWeight) {
        guard savesObjective(of: symbol) else { return }
        savedMarks[symbol] |= Self.objectiveSaved
        savedObjective.append(SavedWeight(symbol: symbol, weight: weight))
    }

    /// Saves an error's cost about to change; every change is saved, as
    /// costs change once or twice a call.
    mutating func saveCost(_ symbol: Int, _ weight: SymbolicWeight) {
        guard isOpen else { return }
        savedCosts.append(SavedWeight(symbol: symbol, weight: weight))
    }

    /// Saves where an equation was before the call replaced it.
    mutating func saveEquation(_ marker: Int, _ place: RowStore.EquationPlace) {
        guard isOpen else { return }
        assert(shift == nil, "an equation replaced after a shift in the same call")
        savedEquations.append(SavedEquation(marker: marker, place: place))
    }

    mutating func noteReused(_ symbol: Int) {
        guard isOpen else { return }
        reusedSymbols.append(symbol)
    }
}

extension Tableau {
    /// Starts recording so that `rollback()` can undo what follows.
    /// Also starts counting the call's pivots and row operations afresh.
    /// A rebuild that is due (`refactor()`) comes first, committed on its
    /// own: inside the call, a failure (a conflicting constraint, often)
    /// would undo it with the rest, and the rows would go on drifting.
    mutating func begin() {
        if isRefactorDue { rebuild() }
        openJournal()
    }

    /// `begin()` without the rebuild: what `rebuild()` itself starts with.
    mutating func openJournal() {
        journal.open(
            symbolCount: symbolCount, highOrder: nextHighOrder, lowOrder: nextLowOrder,
            pivotWear: pivotWearSinceRefactor, rowMark: rows.mark)
        pivotCount = 0
        workCount = 0
        passCostAtBegin = passCost
        failure = nil
    }

    /// Keeps what was done since `begin()`.
    mutating func commit() {
        journal.clearMarks()
        journal.close()
        rows.compactIfSparse()
    }

    /// Puts the tableau back exactly as it was at `begin()`.
    mutating func rollback() {
        // The rows' mark is the open call's: without one, it would cut live rows.
        assert(journal.isOpen, "a rollback with no call open")
        journal.clearMarks()
        let log = journal
        journal.close()
        while let symbol = dirty.pop() { info[symbol].isDirty = false }
        // The rows whose values the call changed at the source; every other
        // value it changed depends on one of them, and `refreshValues`
        // follows the change from each to what names it.
        var restored: [Int] = []
        restored.reserveCapacity(log.savedRows.count)
        for saved in log.savedRows.reversed() {
            restoreRow(saved.symbol, saved.span, order: saved.order)
            info[saved.symbol].isDirty = false
            restored.append(saved.symbol)
        }
        let count = log.symbolCount
        // The rows of the symbols the call made were not saved: they go
        // with their symbols, out of the columns of the symbols they name.
        for symbol in count..<info.count where isBasic(symbol) { setRow(symbol, nil) }
        for saved in log.savedEquations.reversed() { rows.restoreEquation(saved.place, of: saved.marker) }
        rows.rollBack(to: log.rowMark)
        while let symbol = dirty.pop() { info[symbol].isDirty = false }
        // A shift moves values by their rates, not by re-evaluating rows: a
        // move that rounding lost in one value and not in another that names
        // it would not be followed back from the restored rows alone.
        if let shift = log.shift {
            let cache = shiftCaches[shift.slot]
            for term in cache.terms { restored.append(term.symbol) }
            for (term, constant) in zip(cache.terms[..<cache.directCount], cache.savedConstants) {
                rows.setConstant(constant, of: term.symbol)
            }
            rows.setConstant(cache.savedConstants[cache.directCount], of: shift.marker)
            restored.append(shift.marker)
            if let constant = shift.equationConstant { rows.setEquationConstant(constant, of: shift.marker) }
        }
        for saved in log.savedObjective { objective[saved.symbol] = saved.weight }
        for saved in log.savedCosts.reversed() { costs[saved.symbol] = saved.weight }
        infeasible.removeAll()
        failure = nil
        watchList.removeAll { $0 >= count }
        changedExternals.removeAll { $0 >= count }
        freeSymbols.append(contentsOf: log.reusedSymbols.reversed())
        if info.count > count {
            info.removeLast(from: count)
            changedMarks.removeLast(from: count)
            rows.removeSymbols(from: count)
            values.removeLast(from: count)
            columns.removeSymbols(from: count)
            objective.removeSymbols(from: count)
            costs.removeSymbols(from: count)
        }
        structureVersion += 1
        nextHighOrder = log.highOrder
        nextLowOrder = log.lowOrder
        pivotWearSinceRefactor = log.pivotWear
        for symbol in restored where symbol < count { markDirty(symbol) }
        refreshValues()
        infeasible.removeAll()
    }
}
