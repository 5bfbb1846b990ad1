extension Solver.State {
    @discardableResult
    mutating func updateVariables() -> [Variable] {
        tableau.refreshValues()
        tableau.takeChangedExternals(into: &changedSymbols)
        var changed: [Variable] = []
        changed.reserveCapacity(changedSymbols.count)
        let values = tableau.values
        for symbol in changedSymbols {
            guard let variable = entries[symbol].variable else { continue }
            let value = values[symbol]
            if value != variable.value {
                variable.store(value)
                changed.append(variable)
            }
        }
        for variable in releasedVariables
        where symbolOfVariable[ObjectIdentifier(variable)] == nil && variable.value != 0 {
            variable.store(0)
            changed.append(variable)
        }
        releasedVariables.removeAll(keepingCapacity: true)
        return changed
    }

    mutating func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        tableau.refreshValues()
        return tableau.values[symbol]
    }
}

extension Solver {
    /// Writes the solved values into the variables whose value changed
    /// since the last update, and returns those variables.
    @discardableResult
    public func updateVariables() -> [Variable] {
        state.updateVariables()
    }

    /// The solved value of a variable now, whether or not it was written
    /// yet; a variable the solver does not know is zero.
    public func value(of variable: Variable) -> Double {
        state.value(of: variable)
    }
}
