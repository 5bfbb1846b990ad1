extension Tableau {
    /// The primal simplex: while the objective can still decrease by moving
    /// a parametric symbol, move it until the first restricted row blocks,
    /// and pivot. Assumes every restricted row is feasible. Bland's rule
    /// (smallest symbol first on entering and on ties) prevents cycling.
    mutating func optimize() {
        refreshValues()
        var rates: [RowTerm] = []
        swap(&rates, &ratesBuffer)
        defer { swap(&rates, &ratesBuffer) }
        while let (entering, direction) = enteringSymbol() {
            var leaving = -1
            var bestRatio = Double.infinity
            derivatives(of: entering, into: &rates)
            for rate in rates where info[rate.symbol].kind.isRestricted {
                let movement = rate.coefficient * direction
                let ratio: Double
                if info[rate.symbol].kind == .dummy {
                    ratio = 0
                } else if movement < -Tolerance.coefficient {
                    ratio = max(0, values[rate.symbol]) / -movement
                } else {
                    continue
                }
                if ratio < bestRatio || (ratio == bestRatio && rate.symbol < leaving) {
                    bestRatio = ratio
                    leaving = rate.symbol
                }
            }
            // The objective is a sum of weighted errors, bounded below; only
            // round-off can leave no blocking row, and then there is nothing to gain.
            guard leaving >= 0, let row = rows[leaving] else { return }
            pivot(entering: entering, leaving: leaving, expandedRow: expand(row))
            refreshValues()
        }
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
    /// once every row is feasible.
    mutating func dualOptimize() -> ConflictRow? {
        refreshValues()
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], isInfeasible(leaving) else { continue }
            let expanded = expand(row)
            let need: Double = values[leaving] < 0 ? 1 : -1
            var entering = -1
            var enteringRate = 0.0
            var enteringIsFree = false
            for term in expanded.terms {
                let symbol = term.symbol
                let rate = term.coefficient * need
                switch info[symbol].kind {
                case .dummy:
                    continue
                case .external:
                    if !enteringIsFree || symbol < entering {
                        entering = symbol
                        enteringRate = rate
                        enteringIsFree = true
                    }
                case .slack, .error:
                    guard !enteringIsFree, rate > Tolerance.coefficient else { continue }
                    if entering < 0 {
                        entering = symbol
                        enteringRate = rate
                        continue
                    }
                    let order = SymbolicWeight.compare(objective[symbol], rate, objective[entering], enteringRate)
                    if order < 0 || (order == 0 && symbol < entering) {
                        entering = symbol
                        enteringRate = rate
                    }
                }
            }
            guard entering >= 0 else {
                infeasible.removeAll()
                return ConflictRow(basic: leaving, row: expanded)
            }
            pivot(entering: entering, leaving: leaving, expandedRow: expanded)
            refreshValues()
        }
        return nil
    }
}
