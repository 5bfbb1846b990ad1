import Cassowary

/// A solver apart from the engine's, with symbols for the items whose
/// constraints go into it: what `fittingSize(of:target:priorities:)`
/// solves a subtree in, leaving the live solver untouched.
final class SymbolProbe {
    let solver = Solver()
    private var symbolsOfItems: [ObjectIdentifier: ItemSymbols] = [:]

    /// The item's symbols in the probe, made on first use.
    func symbols(of item: LayoutItem) -> ItemSymbols {
        if let symbols = symbolsOfItems[ObjectIdentifier(item)] { return symbols }
        let symbols = ItemSymbols(in: solver, context: 0)
        symbolsOfItems[ObjectIdentifier(item)] = symbols
        return symbols
    }
}
