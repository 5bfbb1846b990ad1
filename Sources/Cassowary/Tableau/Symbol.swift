/// What a tableau symbol stands for. Symbols are small integers; every
/// per-symbol table of the ``Tableau`` is an array indexed by them.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: never negative.
    case slack
    /// The error of an optional constraint: never negative, weighed in the objective.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy

    /// Whether the symbol's value is bounded (slack and error >= 0, dummy == 0).
    var isRestricted: Bool { self != .external }
}
