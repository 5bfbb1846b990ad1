import Cassowary

/// The solver symbols of an item's rectangle, in root coordinates: what
/// an engine solves for each item registered with it, held in the item
/// (`LayoutItem.solverSymbols`) while it is.
///
/// Sixteen bytes in the item, where four variable objects took 32 in it
/// and 256 beside it, with the solver's table finding each one's symbol.
struct ItemSymbols {
    let minX: ExternalSymbol
    let minY: ExternalSymbol
    let width: ExternalSymbol
    let height: ExternalSymbol

    /// Four new symbols of `solver`, reported back as `context` when they move.
    init(in solver: Solver, context: Int32) {
        minX = solver.makeExternal(context: context)
        minY = solver.makeExternal(context: context)
        width = solver.makeExternal(context: context)
        height = solver.makeExternal(context: context)
    }

    /// Lets go of the four symbols in the solver that made them.
    func release(from solver: Solver) {
        for symbol in parts { solver.releaseExternal(symbol.symbol) }
    }

    /// The parts of the rectangle, in the order `x`, `y`, `width`, `height`.
    var parts: [(part: ItemPart, symbol: ExternalSymbol)] {
        [(.x, minX), (.y, minY), (.width, width), (.height, height)]
    }
}

/// A part of an item's rectangle.
enum ItemPart {
    case x, y, width, height

    /// The name a layout trace gives the part.
    var traceName: String {
        switch self {
        case .x: "minX"
        case .y: "minY"
        case .width: "width"
        case .height: "height"
        }
    }

    /// The name `ambiguousFrameParts` gives the part.
    var frameName: String {
        switch self {
        case .x: "x"
        case .y: "y"
        case .width: "width"
        case .height: "height"
        }
    }
}

/// The parts of an item's rectangle as a pass last found them.
struct SolvedParts {
    var minX = 0.0, minY = 0.0, width = 0.0, height = 0.0
}

extension LayoutItem {
    /// Keeps the value the solver found for one of the item's symbols;
    /// `true` when it differs from the one kept, so the item moved.
    func noteSolvedValue(_ value: Double, of symbol: ExternalSymbol) -> Bool {
        guard let symbols = solverSymbols else { return false }
        func note(_ part: inout Double) -> Bool {
            guard part != value else { return false }
            part = value
            return true
        }
        if symbol == symbols.minX { return note(&solvedParts.minX) }
        if symbol == symbols.minY { return note(&solvedParts.minY) }
        if symbol == symbols.width { return note(&solvedParts.width) }
        if symbol == symbols.height { return note(&solvedParts.height) }
        return false
    }
}
