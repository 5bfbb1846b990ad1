extension Tableau {
    /// Pivots after which the rows are rebuilt from the equations: this
    /// many that divided by less than their row's largest coefficient, or
    /// twice as many that divided by the largest, which adds less round-off
    /// (see `isRefactorDue`). Each pivot adds the round-off of the rows it
    /// was expanded from to the row it makes, so without a rebuild the error
    /// compounds: on random systems of 20 to 60 variables, rows drift from
    /// 1e-13 to 1e-7 of their size in 150 pivots, enough to break required
    /// constraints, pass conflicting ones and pivot on noise. Rebuilding
    /// twice as often as this is no more accurate on those systems, and
    /// half as often lets 1% to 3% of them go wrong.
    static let refactorInterval = 50

    /// Records the equation `0 = row` of the constraint whose marker is
    /// `marker` (nil when it leaves the tableau), for `refactor()`.
    mutating func setEquation(_ marker: Int, _ row: Row?) {
        journal.saveEquation(marker, rows.setEquation(marker, row))
    }

    /// Rebuilds the rows and the objective, and brings the tableau back to
    /// the optimum the drift may have hidden, as a call of its own.
    mutating func rebuild() {
        openJournal()
        refactor()
        // As in `optimize()`, a conflict round-off had hidden cannot be
        // refused now; only a failure (overflow, the work limit) undoes the rebuild.
        _ = dualOptimize()
        optimize()
        guard failure != nil else { return commit() }
        rollback()
        // Tried again after another interval, not before every call.
        pivotWearSinceRefactor = 0
    }

    /// Whether enough pivots have passed since the last rebuild:
    /// `refactorInterval`, or one per eight symbols in a large tableau, so
    /// that a rebuild, which costs the size of the tableau, adds a constant
    /// share to each pivot and building a layout stays linear. The simplex
    /// loops ask too, since one call may pivot thousands of times.
    var isRefactorDue: Bool {
        pivotWearSinceRefactor >= 2 * max(Self.refactorInterval, symbolCount / 8)
    }

    /// Recomputes every row from the constraints' equations for the
    /// current set of basic symbols, as the revised simplex method
    /// refactors its basis: a sparse Gaussian elimination that solves one
    /// equation at a time for one of its basic symbols and substitutes the
    /// result into the equations left. Equations naming fewest basic
    /// symbols go first, so a triangular system (a chain of views) fills in
    /// nothing; the symbol solved for is one with a coefficient near the
    /// equation's largest (threshold pivoting), so the rows are as accurate
    /// as the equations. Each row names only basic symbols solved for
    /// later, which take lower places in the order.
    mutating func refactor() {
        pivotWearSinceRefactor = 0
        var pending: [Row] = []
        var basicCount = 0
        for symbol in 0..<symbolCount {
            if let equation = rows.equation(of: symbol) { pending.append(equation) }
            if isBasic(symbol) { basicCount += 1 }
        }
        // Every constraint adds one equation and one basic symbol and its
        // removal takes both away: counts that differ mean nothing to rebuild from.
        assert(pending.count == basicCount, "\(pending.count) equations for \(basicCount) basic symbols")
        guard pending.count == basicCount, basicCount > 0 else { return }
        var naming = [[Int]](repeating: [], count: symbolCount)
        var heap = OrderHeap()
        for (index, equation) in pending.enumerated() {
            var count = 0
            for term in equation.terms where isBasic(term.symbol) {
                naming[term.symbol].append(index)
                count += 1
            }
            heap.push(index, key: Double(count))
        }
        var isDone = [Bool](repeating: false, count: pending.count)
        var solved: [(symbol: Int, row: Row)] = []
        solved.reserveCapacity(basicCount)
        while let index = heap.pop() {
            guard !isDone[index] else { continue }
            isDone[index] = true
            var row = pending[index]
            // Round-off can leave the basis singular (an equation that names
            // no basic symbol once the others are substituted): a pivot on
            // a coefficient that was only round-off. The equation then
            // takes a parametric symbol of its own, and one basic symbol is
            // left with no equation and turns parametric: the revised
            // simplex method's repair of a singular basis.
            let basicSubject = solvableBasic(in: row, naming: naming)
            let isRepair = basicSubject == nil
            guard let subject = basicSubject ?? repairSubject(in: row) else {
                // Nothing left to solve for: the constraint repeats others.
                continue
            }
            row.solve(for: subject)
            let others = isRepair ? pending.indices.filter { !isDone[$0] } : naming[subject]
            // An equation may be listed twice or no longer name the
            // subject: the coefficient tells, and such an entry costs a look.
            for other in others where !isDone[other] {
                guard pending[other].coefficient(of: subject) != 0 else { continue }
                pending[other] = substituting(row, for: subject, in: pending[other])
                workCount &+= pending[other].terms.count + row.terms.count
                var count = 0
                for term in pending[other].terms where isBasic(term.symbol) {
                    naming[term.symbol].append(other)
                    count += 1
                }
                // The older entry with a smaller count pops first; `isDone` skips this one then.
                heap.push(other, key: Double(count))
            }
            solved.append((subject, row))
        }
        var isSolved = [Bool](repeating: false, count: symbolCount)
        for (symbol, _) in solved { isSolved[symbol] = true }
        for symbol in 0..<symbolCount where isBasic(symbol) && !isSolved[symbol] { setRow(symbol, nil) }
        for (symbol, row) in solved { setRow(symbol, row, order: takeLowOrder()) }
        rebuildObjective()
        // The rebuilt values differ from the drifted ones by the drift: the
        // measure of the residual refreshes them, and a restricted symbol
        // the drift had hidden below zero is queued as infeasible for the
        // dual simplex.
        noteRebuiltResidual()
    }

    /// Recomputes the objective from the errors' costs through the rebuilt
    /// rows. A pivot adds a multiple of the row it makes to the objective,
    /// so the objective drifts as the rows did, and a cost that should be
    /// zero at a strong level, drifted, outweighs every real one below it.
    /// One expansion per strength level: the weighted sum of the errors.
    private mutating func rebuildObjective() {
        var errors: [Int] = []
        var levels: [Int] = []
        for symbol in 0..<symbolCount {
            if !objective.isZero(symbol) { clearObjective(symbol) }
            guard !costs.isZero(symbol) else { continue }
            errors.append(symbol)
            for component in costs[symbol].components where !levels.contains(component.level) {
                levels.append(component.level)
            }
        }
        for level in levels {
            var sum = Row(constant: 0)
            for error in errors {
                for component in costs[error].components where component.level == level {
                    sum.terms.append(RowTerm(symbol: error, coefficient: component.value))
                }
            }
            let unit = SymbolicWeight(level: level, value: 1)
            for term in expand(sum).terms { addToObjective(term.symbol, unit, times: term.coefficient) }
        }
    }

    /// The parametric symbol to solve an equation that names no basic
    /// symbol for: the one with the largest coefficient. `nil` when the
    /// equation names no symbol at all.
    private func repairSubject(in equation: Row) -> Int? {
        var subject: Int?
        var largest = 0.0
        for term in equation.terms where abs(term.coefficient) > largest {
            largest = abs(term.coefficient)
            subject = term.symbol
        }
        return subject
    }

    /// The basic symbol to solve an equation for: among those whose
    /// coefficient is at least a tenth of the largest, the one fewest other
    /// equations name. `nil` when the equation names no basic symbol.
    private func solvableBasic(in equation: Row, naming: [[Int]]) -> Int? {
        var largest = 0.0
        for term in equation.terms where isBasic(term.symbol) { largest = max(largest, abs(term.coefficient)) }
        guard largest > 0 else { return nil }
        var subject: Int?
        for term in equation.terms where isBasic(term.symbol) && abs(term.coefficient) >= 0.1 * largest {
            if let best = subject, naming[best].count <= naming[term.symbol].count { continue }
            subject = term.symbol
        }
        return subject
    }
}
