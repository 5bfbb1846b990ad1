extension Tableau {
    /// Per symbol, whether the symbol can move at the optimum without
    /// changing the objective at any level and without leaving a
    /// restricted symbol below zero: the directions in which the solution
    /// is not unique. One pass over the parametric symbols the objective
    /// does not price, each walking only the rows that depend on it.
    ///
    /// A parametric symbol `s` is free when no level of the objective
    /// prices it (moving it costs nothing, the objective being linear) and
    /// it can move one way without a restricted row at zero going negative:
    /// an external symbol either way, a slack or error only upwards. Every
    /// symbol whose expanded row has a coefficient on a free symbol moves
    /// with it. Dummy markers hold required equalities and never move, nor
    /// does anything that would move a basic marker alone. Symbols a row at
    /// zero stops alone may still move together with others: those are
    /// settled by `freeCoupledDirections(from:into:)`.
    mutating func movableSymbols() -> [Bool] {
        refreshValues()
        var free = [Bool](repeating: false, count: info.count)
        var rates: [RowTerm] = []
        var blocked: [(symbol: Int, rowsAtZero: [Int])] = []
        // Reused for every symbol; copied only for one that is blocked.
        var rowsAtZero: [Int] = []
        for symbol in 0..<info.count where !isBasic(symbol) {
            let kind = info[symbol].kind
            guard kind != .dummy, objective.isZero(symbol) else { continue }
            derivatives(of: symbol, into: &rates)
            var blockedUp = false, blockedDown = false
            rowsAtZero.removeAllKeepingStorage()
            for rate in rates where holdsAtZero(rate.symbol) {
                rowsAtZero.append(rate.symbol)
                if info[rate.symbol].kind == .dummy {
                    // A basic marker holds its equality at zero both ways.
                    blockedUp = true
                    blockedDown = true
                } else if rate.coefficient < 0 {
                    blockedUp = true
                } else {
                    blockedDown = true
                }
            }
            // A restricted symbol sits at zero and can only grow.
            let movable = kind == .external ? !(blockedUp && blockedDown) : !blockedUp
            guard movable else {
                blocked.append((symbol, rowsAtZero))
                continue
            }
            if kind == .external { free[symbol] = true }
            for rate in rates where info[rate.symbol].kind == .external { free[rate.symbol] = true }
        }
        if !blocked.isEmpty { freeCoupledDirections(from: blocked, into: &free) }
        return free
    }
}
