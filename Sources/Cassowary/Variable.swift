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

    /// Creates a variable with an optional name and a starting value.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.bits = Atomic(value.bitPattern)
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
