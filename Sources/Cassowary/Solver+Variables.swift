extension Solver.State {
    /// Writes the values that changed and calls `report` with each variable written.
    mutating func updateVariables(_ report: (Variable) -> Void) {
        tableau.refreshValues()
        // Through a buffer, so that the loop borrows each variable instead of retaining it.
        entries.withUnsafeBufferPointer { entries in
            tableau.drainChangedExternals { symbol, value in
                entries[symbol].handle?._withUnsafeGuaranteedRef { variable in
                    guard value != variable.value else { return }
                    variable.store(value)
                    report(variable)
                }
            }
        }
        guard !releasedVariables.isEmpty else { return }
        for variable in releasedVariables where symbolOfVariable[variable] == nil && variable.value != 0 {
            variable.store(0)
            report(variable)
        }
        releasedVariables.removeAllKeepingStorage()
    }

    mutating func value(of variable: Variable) -> Double {
        tableau.refreshValues()
        return currentValue(of: variable)
    }

    /// The variable's value in the values as they stand.
    private func currentValue(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[variable] else { return 0 }
        return tableau.values[symbol]
    }

    mutating func values(
        of first: Variable, _ second: Variable, _ third: Variable, _ fourth: Variable
    ) -> (Double, Double, Double, Double) {
        tableau.refreshValues()
        return (currentValue(of: first), currentValue(of: second), currentValue(of: third), currentValue(of: fourth))
    }
}

extension Solver {
    /// Writes the solved values into the variables whose value changed
    /// since the last update. Variables that did not move are not touched.
    public func updateVariables() {
        state.updateVariables { _ in }
    }

    /// Writes the solved values like ``updateVariables()`` and calls
    /// `changed` with each variable it wrote, to redraw only what moved.
    ///
    /// ```swift
    /// solver.updateVariables { variable in
    ///     print(variable, variable.value)
    /// }
    /// ```
    public func updateVariables(_ changed: (Variable) -> Void) {
        // Reported once the update is over, so `changed` may call the solver.
        var written: [Variable] = []
        state.updateVariables { written.append($0) }
        for variable in written { changed(variable) }
    }

    /// Writes the solved values like ``updateVariables(_:)``, calling
    /// `written` with each variable as it is written, so no list of them is
    /// kept; `written` must not call the solver. For a layout pass, which
    /// only notes the items that moved.
    package func updateVariablesReportingEach(_ written: (Variable) -> Void) {
        state.updateVariables(written)
    }

    /// The solved value of a variable now, whether or not it was written
    /// yet; a variable the solver does not know is zero.
    public func value(of variable: Variable) -> Double {
        state.value(of: variable)
    }

    /// The solved values of four variables, as ``value(of:)`` gives each,
    /// with one check that the values are current: a layout pass reads a
    /// rectangle's four together, for every item that moved.
    package func values(
        of first: Variable, _ second: Variable, _ third: Variable, _ fourth: Variable
    ) -> (Double, Double, Double, Double) {
        state.values(of: first, second, third, fourth)
    }
}
