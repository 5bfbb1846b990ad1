extension Tableau {
    /// The primal simplex: while the objective can still decrease by moving
    /// a parametric symbol, move it until the first restricted row blocks,
    /// and pivot. Assumes every restricted row is feasible.
    ///
    /// The entering symbol is the smallest one that lowers the objective
    /// (Bland's rule). Among rows that block at (nearly) the same point, the
    /// one that moves fastest leaves, the stable pivot; once a call has
    /// pivoted long enough to suspect a cycle, the smallest symbol leaves
    /// instead, and Bland's rule guarantees the loop ends. A call that runs
    /// out of pivots stops, leaving `failure` set.
    mutating func optimize() {
        refreshValues()
        var rates: [RowTerm] = []
        swap(&rates, &ratesBuffer)
        defer { swap(&rates, &ratesBuffer) }
        while failure == nil, let (entering, direction) = enteringSymbol() {
            derivatives(of: entering, into: &rates)
            var pivoted = false
            while !pivoted, let leaving = blockingRow(rates, direction), isBasic(leaving) {
                let expanded = expandWithScale(rowOf: leaving, reusing: takeExpansionStorage()).row
                if expanded.coefficient(of: entering) != 0 {
                    pivot(entering: entering, leaving: leaving, expandedRow: consume expanded)
                    pivoted = true
                    if isRefactorDue, failure == nil {
                        refactor()
                        // A conflict found here is one that round-off had
                        // hidden among constraints already accepted, none
                        // of which can be refused now: the rows stay as
                        // near feasible as the dual simplex brought them.
                        _ = restoreFeasibility()
                    }
                } else {
                    // Its rate was round-off that the expansion cancelled: it does not block.
                    rates.removeAll { $0.symbol == leaving }
                    expansionStorage = expanded.terms
                }
            }
            guard pivoted else {
                // The objective is a sum of weighted errors, bounded below:
                // only round-off in the objective can leave no blocking row,
                // and then the symbol has nothing to gain.
                info[entering].isWatched = false
                watchList.removeAll { $0 == entering }
                continue
            }
            refreshValues()
        }
    }

    /// The ratio test: the restricted row that blocks first as the entering
    /// symbol moves in `direction` at `rates`, or `nil` when none does.
    ///
    /// Harris's two passes: the first finds how far the symbol can move if
    /// each row may dip below zero by the feasibility tolerance; among the
    /// rows that block within that distance, the second takes the one
    /// that moves fastest (the largest pivot), or once the call may be
    /// cycling, the smallest symbol. Rates far below the column's largest
    /// block only when no other does.
    ///
    /// Inlined: a call from a mutating method copied the whole tableau to
    /// pass it, on every pivot.
    @inline(__always)
    private func blockingRow(_ rates: [RowTerm], _ direction: Double) -> Int? {
        var largest = 0.0
        for rate in rates where info[rate.symbol].kind.isRestricted { largest = max(largest, abs(rate.coefficient)) }
        // A badly scaled column may have only small rates block: then they must.
        return blockingRow(rates, direction, above: Tolerance.pivot * largest)
            ?? blockingRow(rates, direction, above: 0)
    }

    @inline(__always)
    private func blockingRow(_ rates: [RowTerm], _ direction: Double, above smallest: Double) -> Int? {
        var bound = Double.infinity
        for rate in rates where info[rate.symbol].kind.isRestricted {
            let movement = rate.coefficient * direction
            if info[rate.symbol].kind == .dummy {
                guard abs(movement) > smallest else { continue }
                bound = min(bound, Tolerance.feasibility / abs(movement))
            } else if movement < -smallest {
                let value = max(0, values[rate.symbol])
                bound = min(bound, (value + feasibilitySlack(value)) / -movement)
            }
        }
        var leaving = -1
        var bestMovement = 0.0
        for rate in rates where info[rate.symbol].kind.isRestricted {
            let movement = abs(rate.coefficient)
            let ratio: Double
            if info[rate.symbol].kind == .dummy {
                guard movement > smallest else { continue }
                ratio = 0
            } else if rate.coefficient * direction < -smallest {
                ratio = max(0, values[rate.symbol]) / movement
            } else {
                continue
            }
            guard ratio <= bound else { continue }
            if leaving < 0 || (isCycleSafe ? rate.symbol < leaving : movement > bestMovement) {
                leaving = rate.symbol
                bestMovement = movement
            }
        }
        return leaving >= 0 ? leaving : nil
    }

    /// How far below zero a restricted value of about `value` may dip and still count as feasible.
    func feasibilitySlack(_ value: Double) -> Double {
        max(Tolerance.feasibility, Tolerance.relativeFeasibility * abs(value))
    }

    /// The smallest parametric symbol whose move lowers the objective, and
    /// the direction to move it (+1 up, -1 down for a free symbol).
    /// Symbols that cannot help are dropped from the watch list.
    private mutating func enteringSymbol() -> (Int, Double)? {
        var best: (Int, Double)?
        var index = 0
        while index < watchList.count {
            let symbol = watchList[index]
            let sign = objective.sign(of: symbol)
            let candidate: Double?
            if isBasic(symbol) || sign == 0 {
                candidate = nil
            } else {
                switch info[symbol].kind {
                case .dummy: candidate = nil
                case .external: candidate = sign < 0 ? 1 : -1
                case .slack, .error: candidate = sign < 0 ? 1 : nil
                }
            }
            if let direction = candidate {
                if symbol < best?.0 ?? Int.max { best = (symbol, direction) }
                index += 1
            } else {
                info[symbol].isWatched = false
                watchList.swapRemove(at: index)
            }
        }
        return best
    }

    /// The dual simplex: while a restricted row is out of bounds, pivot it
    /// out for the symbol that raises the objective least, keeping the
    /// objective optimal. Returns the row that no symbol can bring back in
    /// bounds (the required constraints it combines conflict), or `nil`
    /// once every row is feasible or the call ran out of pivots (`failure`).
    ///
    /// The most infeasible row leaves, and a free symbol enters if it can
    /// (its cost is zero, and once basic it never leaves), the one with the
    /// largest coefficient; else the restricted symbol of least cost per
    /// unit, the largest coefficient among (near) ties. Once the call may
    /// be cycling, the smallest infeasible symbol leaves and the smallest
    /// symbol wins ties: Bland's rule for the dual, which ends.
    mutating func dualOptimize() -> ConflictRow? {
        let (conflict, didRefactor) = restoreFeasibility()
        // A rebuilt objective may price a direction the drifted one hid.
        if conflict == nil, didRefactor { optimize() }
        return conflict
    }

    /// The dual simplex loop of `dualOptimize()`; also says whether it
    /// rebuilt the rows (and the objective) on the way.
    private mutating func restoreFeasibility() -> (conflict: ConflictRow?, didRefactor: Bool) {
        var didRefactor = false
        refreshValues()
        while failure == nil, let leaving = leavingRow() {
            let (expanded, scale) = expandWithScale(rowOf: leaving, reusing: takeExpansionStorage())
            // The cached value and the expanded constant differ by
            // round-off: decide on the constant, against what it was summed from.
            let value = expanded.constant
            let slack = feasibilitySlack(scale)
            let isDummy = info[leaving].kind == .dummy
            guard isDummy ? abs(value) > slack : value < -slack else {
                expansionStorage = expanded.terms
                continue
            }
            guard let entering = enteringSymbol(for: expanded, need: value < 0 ? 1 : -1) else {
                infeasible.removeAll()
                return (ConflictRow(basic: leaving, row: expanded), didRefactor)
            }
            pivot(entering: entering, leaving: leaving, expandedRow: consume expanded)
            if isRefactorDue, failure == nil {
                refactor()
                didRefactor = true
            }
            refreshValues()
        }
        infeasible.removeAll()
        return (nil, didRefactor)
    }

    /// The dual ratio test on the leaving row, expanded, which must move by
    /// `need` (+1 up, -1 down): a free symbol with the largest coefficient,
    /// else the restricted symbol whose raising costs least per unit of
    /// the row, the largest coefficient or once the call may be cycling the
    /// smallest symbol among (near) ties. Coefficients far below the row's
    /// largest enter only when no other can.
    private func enteringSymbol(for row: Row, need: Double) -> Int? {
        var largest = 0.0
        for term in row.terms { largest = max(largest, abs(term.coefficient)) }
        // A badly scaled row (`y = 1e10 * x`) may have only small
        // coefficients to pivot on: better those than a false conflict.
        return enteringSymbol(for: row, need: need, above: Tolerance.pivot * largest)
            ?? enteringSymbol(for: row, need: need, above: 0)
    }

    private func enteringSymbol(for row: Row, need: Double, above smallest: Double) -> Int? {
        var entering = -1
        var enteringRate = 0.0
        var enteringIsFree = false
        for term in row.terms {
            let symbol = term.symbol
            let rate = term.coefficient * need
            switch info[symbol].kind {
            case .dummy:
                continue
            case .external:
                if abs(rate) > smallest, !enteringIsFree || abs(rate) > abs(enteringRate) {
                    entering = symbol
                    enteringRate = rate
                    enteringIsFree = true
                }
            case .slack, .error:
                guard !enteringIsFree, rate > smallest else { continue }
                if entering < 0 {
                    entering = symbol
                    enteringRate = rate
                    continue
                }
                let order = SymbolicWeight.compare(objective[symbol], rate, objective[entering], enteringRate)
                if order < 0 || (order == 0 && (isCycleSafe ? symbol < entering : rate > enteringRate)) {
                    entering = symbol
                    enteringRate = rate
                }
            }
        }
        return entering >= 0 ? entering : nil
    }

    /// Takes the next restricted basic symbol out of bounds from
    /// `infeasible`, dropping those back in bounds: the most infeasible,
    /// or once the call may be cycling, the smallest.
    private mutating func leavingRow() -> Int? {
        var best = -1
        var bestPosition = -1
        var bestAmount = 0.0
        var index = 0
        while index < infeasible.count {
            let symbol = infeasible[index]
            guard isBasic(symbol), isInfeasible(symbol) else {
                infeasible.swapRemove(at: index)
                continue
            }
            let amount = abs(values[symbol])
            if best < 0 || (isCycleSafe ? symbol < best : amount > bestAmount) {
                best = symbol
                bestPosition = index
                bestAmount = amount
            }
            index += 1
        }
        guard best >= 0 else { return nil }
        infeasible.swapRemove(at: bestPosition)
        return best
    }
}
