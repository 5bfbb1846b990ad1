/// The undo log of one tableau operation: the state of each row, value and
/// objective coefficient before the operation first changed it. Saving is
/// on first touch only, so an operation pays for what it changes.
struct Journal {
    private(set) var isOpen = false
    // Four bytes per symbol and table, not eight: the tables are as long
    // as the tableau. The count wraps after four billion journaled calls.
    private var epoch: UInt32 = 0
    private var rowEpoch: [UInt32] = []
    private var valueEpoch: [UInt32] = []
    private var objectiveEpoch: [UInt32] = []

    private(set) var savedRows: [(symbol: Int, row: Row?, order: Double)] = []
    private(set) var savedValues: [(symbol: Int, value: Double)] = []
    private(set) var savedObjective: [(symbol: Int, weight: SymbolicWeight)] = []
    private(set) var reusedSymbols: [Int] = []
    private(set) var symbolCount = 0
    private(set) var highOrder = 0.0
    private(set) var lowOrder = 0.0

    mutating func reserve(symbols count: Int) {
        if rowEpoch.count < count {
            rowEpoch.pad(toAtLeast: count, with: 0)
            valueEpoch.pad(toAtLeast: count, with: 0)
            objectiveEpoch.pad(toAtLeast: count, with: 0)
        }
    }

    mutating func open(symbolCount: Int, highOrder: Double, lowOrder: Double) {
        assert(!isOpen, "journal already open")
        isOpen = true
        if epoch == .max { restartEpochs() }
        epoch += 1
        self.symbolCount = symbolCount
        self.highOrder = highOrder
        self.lowOrder = lowOrder
    }

    /// Marks every symbol unsaved again, before the epoch count wraps.
    private mutating func restartEpochs() {
        epoch = 0
        for index in rowEpoch.indices {
            rowEpoch[index] = 0
            valueEpoch[index] = 0
            objectiveEpoch[index] = 0
        }
    }

    mutating func close() {
        isOpen = false
        // Most operations save little or nothing, and emptying an empty
        // array still costs a call, once per required constraint added.
        if !savedRows.isEmpty { savedRows.removeAll(keepingCapacity: true) }
        if !savedValues.isEmpty { savedValues.removeAll(keepingCapacity: true) }
        if !savedObjective.isEmpty { savedObjective.removeAll(keepingCapacity: true) }
        if !reusedSymbols.isEmpty { reusedSymbols.removeAll(keepingCapacity: true) }
    }

    mutating func saveRow(_ symbol: Int, _ row: Row?, order: Double) {
        guard isOpen, rowEpoch[symbol] != epoch else { return }
        rowEpoch[symbol] = epoch
        savedRows.append((symbol, row, order))
    }

    mutating func saveValue(_ symbol: Int, _ value: Double) {
        guard isOpen, valueEpoch[symbol] != epoch else { return }
        valueEpoch[symbol] = epoch
        savedValues.append((symbol, value))
    }

    mutating func saveObjective(_ symbol: Int, _ weight: SymbolicWeight) {
        guard isOpen, objectiveEpoch[symbol] != epoch else { return }
        objectiveEpoch[symbol] = epoch
        savedObjective.append((symbol, weight))
    }

    mutating func noteReused(_ symbol: Int) {
        guard isOpen else { return }
        reusedSymbols.append(symbol)
    }
}

extension Tableau {
    /// Starts recording so that `rollback()` can undo what follows.
    /// Also starts counting the call's pivots afresh.
    mutating func begin() {
        journal.open(symbolCount: symbolCount, highOrder: nextHighOrder, lowOrder: nextLowOrder)
        pivotCount = 0
        failure = nil
    }

    /// Keeps what was done since `begin()`.
    mutating func commit() {
        journal.close()
    }

    /// Puts the tableau back exactly as it was at `begin()`.
    mutating func rollback() {
        let log = journal
        journal.close()
        while let symbol = dirty.pop() { info[symbol].isDirty = false }
        for saved in log.savedRows.reversed() {
            setRow(saved.symbol, saved.row, order: saved.order)
            info[saved.symbol].isDirty = false
        }
        while let symbol = dirty.pop() { info[symbol].isDirty = false }
        for saved in log.savedValues { values[saved.symbol] = saved.value }
        for saved in log.savedObjective { objective[saved.symbol] = saved.weight }
        infeasible.removeAll()
        failure = nil
        let count = log.symbolCount
        watchList.removeAll { $0 >= count }
        changedExternals.removeAll { $0 >= count }
        freeSymbols.append(contentsOf: log.reusedSymbols.reversed())
        if info.count > count {
            info.removeLast(from: count)
            rows.removeLast(from: count)
            values.removeLast(from: count)
            columns.removeLast(from: count)
            objective.removeSymbols(from: count)
        }
        structureVersion += 1
        nextHighOrder = log.highOrder
        nextLowOrder = log.lowOrder
    }
}
