import Synchronization

/// An unknown of a linear system: the thing a ``Solver`` finds a value for.
///
/// A variable is identified by the object, not by its name: two variables
/// named "x" are two unknowns. The solver writes the solved value into
/// ``value`` when you call ``Solver/updateVariables()``.
///
/// ```swift
/// let width = Variable("width")
/// try solver.addConstraint(width >= 100)
/// solver.updateVariables()
/// print(width.value) // 100
/// ```
public final class Variable: Sendable {
    /// A name used only in descriptions and debug dumps.
    public let name: String
    private let bits: Atomic<UInt64>
    /// Where the solver holding the variable keeps its symbol.
    let slot = SlotHint()
    /// What the variable belongs to, for code built on the solver (a layout
    /// engine's item), so a variable the solver reports leads straight to
    /// it without a table. The solver never reads it; it is unchecked for
    /// sending because its owner keeps it on the owner's own thread.
    nonisolated(unsafe) package let context: AnyObject?

    /// Creates a variable with an optional name and a starting value.
    public convenience init(_ name: String = "", value: Double = 0) {
        self.init(name, value: value, context: nil)
    }

    /// Creates a variable that belongs to `context`.
    package init(_ name: String, value: Double = 0, context: AnyObject?) {
        self.name = name
        self.bits = Atomic(value.bitPattern)
        self.context = context
    }

    /// The value the solver last wrote, or the starting value before any update.
    public var value: Double {
        Double(bitPattern: bits.load(ordering: .relaxed))
    }

    func store(_ newValue: Double) {
        bits.store(newValue.bitPattern, ordering: .relaxed)
    }
}

extension Variable: SlotHolder {
    func withSlot<Result>(_ body: (borrowing SlotHint) -> Result) -> Result { body(slot) }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `v` followed by a short identity tag when unnamed.
    public var description: String {
        if !name.isEmpty { return name }
        let tag = UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xFFFF
        return "v\(String(tag, radix: 16))"
    }
}
