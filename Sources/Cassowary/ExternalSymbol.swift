/// An external symbol a ``Solver`` made for an owner that keeps no
/// ``Variable`` for it: what a layout engine solves its items' rectangles in.
///
/// A layout engine has four values an item, and a variable object for
/// each, with the table finding its symbol, cost a feed cell a tenth of its
/// memory and a lookup at every term of every constraint. The engine
/// keeps these instead, four bytes each, in the item. The owner makes one
/// with `makeExternal(context:)`, names it in the terms of constraints it
/// adds through handles, reads its value, and lets it go with
/// `releaseExternal(_:)`; the symbol belongs to the solver that made it.
package struct ExternalSymbol: Hashable, Sendable {
    let index: Int32

    init(_ symbol: Int) {
        assert(symbol <= Int(Int32.max), "a symbol beyond 2^31")
        index = Int32(truncatingIfNeeded: symbol)
    }

    var symbol: Int { Int(index) }
}

/// `coefficient * symbol`: a term of a linear form over external symbols.
package struct ExternalTerm: Sendable {
    /// The symbol.
    package var symbol: ExternalSymbol
    /// The factor it is multiplied by.
    package var coefficient: Double

    /// Creates the term `coefficient * symbol`.
    package init(_ symbol: ExternalSymbol, coefficient: Double = 1) {
        self.symbol = symbol
        self.coefficient = coefficient
    }

    /// Whether the terms need no merging: few enough to check pairwise,
    /// each finite and non-zero, no symbol twice.
    static func isReduced(_ terms: [ExternalTerm]) -> Bool {
        guard terms.count <= 8 else { return false }
        for (index, term) in terms.enumerated() {
            guard term.coefficient.isFinite, term.coefficient != 0 else { return false }
            for other in terms[..<index] where other.symbol == term.symbol { return false }
        }
        return true
    }
}
