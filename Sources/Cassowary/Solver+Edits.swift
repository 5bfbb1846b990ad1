extension Solver.State {
    /// Where the variable's edit is in `edits`, or `nil` when it is not an edit variable.
    func editSlot(of variable: Variable) -> Int? {
        guard let symbol = symbolOfVariable[variable] else { return nil }
        let slot = entries[symbol].editSlot
        return slot >= 0 ? Int(slot) : nil
    }

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editSlot(of: variable) == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = (variable == variable.value) | strength
        try addConstraint(constraint)
        guard let tag = records[constraint]?.tag, let symbol = symbolOfVariable[variable] else { return }
        entries[symbol].editSlot = Int32(edits.count)
        edits.append(Edit(variable: variable, tag: tag))
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = editSlot(of: variable), let constraint = entries[edits[slot].tag.marker].owner else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(constraint)
    }

    /// Forgets the edit at `slot`, moving the last edit into its place.
    mutating func removeEdit(at slot: Int) {
        if let symbol = symbolOfVariable[edits[slot].variable] { entries[symbol].editSlot = -1 }
        let last = edits.count - 1
        if slot != last {
            edits.swapAt(slot, last)
            if let symbol = symbolOfVariable[edits[slot].variable] { entries[symbol].editSlot = Int32(slot) }
        }
        edits.removeLast()
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        editSlot(of: variable) != nil
    }

    var editVariables: [(variable: Variable, value: Double)] {
        edits.map { ($0.variable, -constant(ofMarker: $0.tag.marker, relation: .equal)) }
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let slot = editSlot(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(value) }
        let tag = edits[slot].tag
        // The edit constraint is `variable - value == 0`: its constant moves
        // from its current value (a suggestion, or `setConstant`) to -value.
        // It is optional, so the shift cannot fail.
        guard -value != tableau.rows.equationConstant(of: tag.marker) else { return }
        tableau.begin()
        _ = tableau.shiftConstant(tag, to: -value)
        if let error = rollBackIfFailed() { throw error }
    }
}

extension Solver {
    /// Makes a variable an edit variable: its value can then be suggested
    /// with ``suggestValue(_:for:)``, and it holds the suggestion at
    /// `strength`. It starts by holding its current value.
    ///
    /// - Throws: ``SolverError/requiredEditVariable(_:)`` for a required
    ///   strength, ``SolverError/duplicateEditVariable(_:)`` when it already is one.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        operationCounts.editVariablesAdded += 1
        try state.addEditVariable(variable, strength: strength)
    }

    /// Stops treating the variable as an edit variable.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        operationCounts.editVariablesRemoved += 1
        try state.removeEditVariable(variable)
    }

    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        state.hasEditVariable(variable)
    }

    /// The edit variables with the value last suggested for each.
    public var editVariables: [(variable: Variable, value: Double)] {
        state.editVariables
    }

    /// Suggests a value for an edit variable and re-solves; read the result
    /// after ``updateVariables()``.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        operationCounts.valuesSuggested += 1
        try state.suggestValue(value, for: variable)
    }
}
