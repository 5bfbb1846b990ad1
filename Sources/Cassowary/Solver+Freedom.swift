extension Solver {
    /// The variables among `candidates` that can move without breaking a
    /// required constraint or meeting any optional one less well: where the
    /// solution is not unique. A variable the solver does not know is free;
    /// an edit variable is held by its edit. One pass over the tableau
    /// answers for every candidate, in the order given.
    ///
    /// ```swift
    /// let x = Variable("x"), y = Variable("y")
    /// try solver.addConstraint(x + y == 10)
    /// solver.variablesFreeToMove(among: [x, y])   // [x, y]: only their sum is fixed
    /// ```
    public func variablesFreeToMove(among candidates: [Variable]) -> [Variable] {
        state.variablesFreeToMove(among: candidates)
    }
}

extension Solver.State {
    mutating func variablesFreeToMove(among candidates: [Variable]) -> [Variable] {
        let free = tableau.movableSymbols()
        return candidates.filter { variable in
            guard let symbol = symbolOfVariable[variable] else { return true }
            return free[symbol] && entries[symbol].editSlot < 0
        }
    }
}
