extension Solver.State {
    mutating func makeExternal(context: Int32) -> ExternalSymbol {
        assert(!tableau.journal.isOpen, "an external symbol made during a call")
        let symbol = tableau.newSymbol(.external)
        growTables()
        entries[symbol].role = .owned(placeholder: Self.noPlaceholder, context: context, useCount: 1)
        // The owner may hold a value from before, as a variable may; the
        // next update hands it the solution to compare.
        tableau.noteChanged(symbol)
        return ExternalSymbol(symbol)
    }

    mutating func releaseExternal(_ external: ExternalSymbol) {
        guard holds(external), case .owned(let placeholder, _, let count) = entries[external.symbol].role else {
            return assertionFailure("an external symbol the solver does not hold")
        }
        entries[external.symbol].role = .owned(placeholder: placeholder, context: -1, useCount: count)
        releaseUse(of: external.symbol)
    }

    /// Whether the symbol is one this solver made for its owner and has not
    /// let go of.
    func holds(_ external: ExternalSymbol) -> Bool {
        guard external.symbol < entries.count, case .owned(_, let context, _) = entries[external.symbol].role else {
            return false
        }
        return context >= 0
    }

    /// The variable standing for an owned external symbol in a constraint
    /// an error names, the same one for the symbol from call to call
    /// until there are many (`forgetPlaceholders()`), so a conflict's
    /// constraints and the one added name the same variables, and a
    /// conflict reported again makes none. A variable's own symbol is its
    /// variable. Found through the symbol's entry, not a table: a conflict
    /// along a chain names a thousand symbols, and looking each up by hash
    /// cost the report a quarter of its time.
    mutating func placeholder(for symbol: Int) -> Variable {
        switch entries[symbol].role {
        case .external(let variable, _, _):
            return variable.takeUnretainedValue()
        case .owned(let placeholder, _, _) where placeholder.toOpaque() != Self.noPlaceholder.toOpaque():
            return placeholder.takeUnretainedValue()
        case .owned(_, let context, let count):
            let made = Variable("x" + String(symbol, radix: 10))
            placeholders[ObjectIdentifier(made)] = (made, symbol)
            entries[symbol].role = .owned(placeholder: .passUnretained(made), context: context, useCount: count)
            return made
        case .unused, .marker, .heldMarker:
            assertionFailure("a stand-in for a symbol that is not external")
            return Variable("x" + String(symbol, radix: 10))
        }
    }

    /// Drops the placeholders once there are more than `placeholderLimit`,
    /// at the start of a call through a handle, so they do not pile up
    /// over a long-lived solver whose symbols come and go.
    mutating func forgetPlaceholders() {
        guard placeholders.count > Self.placeholderLimit else { return }
        for (placeholder, symbol) in placeholders.values {
            // The symbol may have gone and come back, with a placeholder of its own or none.
            guard case .owned(let kept, let context, let count) = entries[symbol].role,
                kept.toOpaque() == Unmanaged.passUnretained(placeholder).toOpaque()
            else { continue }
            entries[symbol].role = .owned(placeholder: Self.noPlaceholder, context: context, useCount: count)
        }
        placeholders.removeAll(keepingCapacity: true)
    }

    /// How many placeholders are kept from call to call: those of a
    /// conflict along a chain of a couple of thousand constraints.
    static let placeholderLimit = 4096

    /// The placeholder of an owned symbol that has none: an address no
    /// object has, compared and never read.
    static var noPlaceholder: Unmanaged<Variable> {
        .fromOpaque(UnsafeRawPointer(bitPattern: MemoryLayout<Variable>.alignment)!)
    }

    /// The owned external symbol a placeholder stands for.
    func symbol(ofPlaceholder variable: Variable) -> ExternalSymbol? {
        placeholders[ObjectIdentifier(variable)].map { ExternalSymbol($0.symbol) }
    }

    /// The symbol in the tableau of a variable, or of the external symbol
    /// a placeholder stands for.
    func symbol(of variable: Variable) -> Int? {
        symbolOfVariable[variable] ?? symbol(ofPlaceholder: variable)?.symbol
    }

    mutating func value(of external: ExternalSymbol) -> Double {
        tableau.refreshValues()
        return currentValue(of: external)
    }

    mutating func values(
        of first: ExternalSymbol, _ second: ExternalSymbol, _ third: ExternalSymbol, _ fourth: ExternalSymbol
    ) -> (Double, Double, Double, Double) {
        tableau.refreshValues()
        return (currentValue(of: first), currentValue(of: second), currentValue(of: third), currentValue(of: fourth))
    }

    /// The symbol's value as the values stand; zero for one the solver
    /// does not hold, as for a variable it does not know.
    private func currentValue(of external: ExternalSymbol) -> Double {
        holds(external) ? tableau.values[external.symbol] : 0
    }

    mutating func externalsFreeToMove(among candidates: [ExternalSymbol]) -> [ExternalSymbol] {
        let free = tableau.movableSymbols()
        return candidates.filter { holds($0) && free[$0.symbol] }
    }
}

extension Solver {
    /// Makes an external symbol for the solver's owner, which stands for
    /// a value with no ``Variable``: `context` is the owner's number for
    /// it, handed back when its value changes
    /// (`updateValuesReportingOwned(_:)`). The symbol stays until
    /// `releaseExternal(_:)`, and after that while a constraint names it.
    package func makeExternal(context: Int32) -> ExternalSymbol {
        state.makeExternal(context: context)
    }

    /// Lets go of an external symbol made with `makeExternal(context:)`.
    /// Its value is no longer reported, and the symbol goes once no
    /// constraint names it.
    package func releaseExternal(_ external: ExternalSymbol) {
        state.releaseExternal(external)
    }

    /// The solved value of an external symbol the solver holds now; zero
    /// for one it does not.
    package func value(of external: ExternalSymbol) -> Double {
        state.value(of: external)
    }

    /// The solved values of four external symbols the solver holds, with
    /// one check that the values are current: a layout pass reads a
    /// rectangle's four together, for every item that moved.
    package func values(
        of first: ExternalSymbol, _ second: ExternalSymbol, _ third: ExternalSymbol, _ fourth: ExternalSymbol
    ) -> (Double, Double, Double, Double) {
        state.values(of: first, second, third, fourth)
    }

    /// The external symbols among `candidates` that can move without
    /// breaking a required constraint or meeting any optional one less
    /// well, as ``variablesFreeToMove(among:)`` finds variables; a symbol
    /// the solver does not hold is not among them.
    package func externalsFreeToMove(among candidates: [ExternalSymbol]) -> [ExternalSymbol] {
        state.externalsFreeToMove(among: candidates)
    }

    /// Writes the solved values of the variables that changed, as
    /// ``updateVariables()`` does, and calls `moved` with the context,
    /// symbol and value of each external symbol the owner holds whose value
    /// may have changed since the last update, for the owner to compare
    /// with the value it keeps, as a variable does; `moved` must not call
    /// the solver. For a layout pass, which only notes the items that moved.
    package func updateValuesReportingOwned(_ moved: (Int32, ExternalSymbol, Double) -> Void) {
        state.updateValues({ _ in }, owned: moved)
    }
}
