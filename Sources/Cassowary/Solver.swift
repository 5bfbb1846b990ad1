/// An incremental Cassowary constraint solver.
///
/// Add required and optional constraints, mark variables as edit variables
/// and suggest values for them, then call ``updateVariables()`` to write
/// the solution into the variables. Every call is incremental: it costs in
/// proportion to the part of the system it touches, not to the system's size.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraints([left >= 0, width >= 100, (width == 300) | .weak])
/// try solver.addEditVariable(left, strength: .strong)
/// try solver.suggestValue(20, for: left)
/// solver.updateVariables()   // left = 20, width = 300
/// ```
///
/// A solver and its variables belong to one thread or actor at a time.
/// After any error the solver is exactly as it was before the call.
public final class Solver {
    struct Record {
        let constraint: Constraint
        var tag: ConstraintTag
        var strength: Strength
        let serial: Int
    }

    /// What the solver knows of one tableau symbol.
    struct SymbolEntry {
        /// The variable of an external symbol.
        var variable: Variable?
        /// How many constraints name the variable of an external symbol.
        var useCount = 0
        /// The constraint whose marker the symbol is.
        var owner: Constraint?
        /// For a marker: its constraint's expression constant now, which
        /// differs from the constraint's own after `setConstant`.
        var constant = 0.0
    }

    struct Edit {
        let constraint: Constraint
        let tag: ConstraintTag
        var value: Double
    }

    var tableau = Tableau()
    var records: [ObjectIdentifier: Record] = [:]
    var edits: [ObjectIdentifier: Edit] = [:]
    var symbolOfVariable: [ObjectIdentifier: Int] = [:]
    /// Per symbol, indexed by it.
    var entries: [SymbolEntry] = []
    var nextSerial = 0
    /// Scratch for `updateVariables()`, kept to reuse its storage.
    var changedSymbols: [Int] = []

    /// Creates an empty solver.
    public init() {}

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        records = [:]
        edits = [:]
        symbolOfVariable = [:]
        entries = []
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] {
        records.values.sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The constant of the constraint's expression as the solver holds it now,
    /// after any ``setConstant(_:of:)``; `nil` when the constraint is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        records[ObjectIdentifier(constraint)].map { entries[$0.tag.marker].constant }
    }

    /// The strength of the constraint as the solver holds it now, after any
    /// ``setStrength(_:of:)``; `nil` when the constraint is not in the solver.
    public func strength(of constraint: Constraint) -> Strength? {
        records[ObjectIdentifier(constraint)]?.strength
    }

    func growTables() {
        let count = tableau.symbolCount
        if entries.count < count {
            entries.append(contentsOf: repeatElement(SymbolEntry(), count: count - entries.count))
        }
    }
}

extension Solver {
    /// What breaks the tableau's invariants, or `nil` (for the tests).
    func invariantViolation() -> String? { tableau.checkInvariants() }
}
