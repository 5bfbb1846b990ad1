extension Array {
    /// Empties the array, keeping its storage. Popping destroys each
    /// element with code made for its type, where
    /// `removeAll(keepingCapacity:)` goes through the standard library's
    /// generic range replacement: a cost that every added constraint paid
    /// for each list the solver and the layout engine reuse. An empty
    /// array is left untouched. Inlinable, so that the layout engine's
    /// copy is made for its element type too.
    @inlinable @inline(__always)
    package mutating func removeAllKeepingStorage() {
        guard !isEmpty else { return }
        while popLast() != nil {}
    }
}
