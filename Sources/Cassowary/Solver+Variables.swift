extension Solver.State {
    /// Writes the values that changed and calls `report` with each variable written.
    mutating func updateVariables(_ report: (Variable) -> Void) {
        drainValues(report, owned: { _, _, _ in })
    }

    /// As `updateVariables(_:)`, and calls `owned` with the context, symbol
    /// and value of each owned external symbol whose value may have changed.
    mutating func updateValues(_ report: (Variable) -> Void, owned: (Int32, ExternalSymbol, Double) -> Void) {
        drainValues(report, owned: owned)
    }

    // Inlined into each of the two above, so each loop calls its own
    // closures directly: a suggestion step updates once, and a loop over
    // closures it could not see into cost it a twentieth.
    @inline(__always)
    private mutating func drainValues(_ report: (Variable) -> Void, owned: (Int32, ExternalSymbol, Double) -> Void) {
        tableau.refreshValues()
        // Through a buffer, so that the loop borrows each variable instead of retaining it.
        entries.withUnsafeBufferPointer { entries in
            tableau.drainChangedExternals { symbol, value in
                switch entries[symbol].role {
                case .external(let handle, _, _):
                    handle._withUnsafeGuaranteedRef { variable in
                        guard value != variable.value else { return }
                        variable.store(value)
                        report(variable)
                    }
                case .owned(_, let context, _) where context >= 0:
                    owned(context, ExternalSymbol(symbol), value)
                case .owned, .unused, .marker, .heldMarker:
                    break
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

    /// The solved value of a variable now, whether or not it was written
    /// yet; a variable the solver does not know is zero.
    public func value(of variable: Variable) -> Double {
        state.value(of: variable)
    }

}
