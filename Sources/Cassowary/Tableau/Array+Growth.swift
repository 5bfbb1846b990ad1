extension Array {
    /// How many times larger a full table's storage becomes.
    ///
    /// Larger than the doubling of `append`: the solver's tables grow with
    /// every symbol or constraint, and each growth copies a table that has
    /// gone cold in cache; in a system of a million symbols the copies cost
    /// more than the arithmetic. Capacity not yet written is never touched,
    /// so the extra room costs address space, not memory.
    static var tableGrowthFactor: Int { 8 }

    /// Grows the storage if it is full, so the next append does not copy.
    mutating func growIfFull() {
        if count == capacity { reserveCapacity(Swift.max(16, capacity * Self.tableGrowthFactor)) }
    }

    /// Fills the array with `element` until it holds at least `count`,
    /// doubling at least, so a table indexed by symbol keeps ahead of the
    /// symbols; its storage grows as ``growIfFull()``'s does.
    mutating func pad(toAtLeast count: Int, with element: Element) {
        guard self.count < count else { return }
        let padded = Swift.max(count, self.count * 2)
        if padded > capacity { reserveCapacity(Swift.max(padded, capacity * Self.tableGrowthFactor)) }
        append(contentsOf: repeatElement(element, count: padded - self.count))
    }
}
