extension UnsafeMutablePointer {
    /// Storage for `capacity` elements. Empty storage is not allocated: a
    /// layout engine makes a solver for every tree, most tables of a small
    /// solver stay empty, and thirty allocations made and freed for nothing
    /// were most of what making and dropping an empty solver cost.
    static func allocateStorage(capacity: Int) -> Self {
        guard capacity > 0 else {
            // Aligned and never dereferenced: nothing is stored in no room.
            return Self(bitPattern: MemoryLayout<Pointee>.alignment)!
        }
        return .allocate(capacity: capacity)
    }

    /// Frees storage from ``allocateStorage(capacity:)`` made for `capacity` elements.
    func deallocateStorage(capacity: Int) {
        if capacity > 0 { deallocate() }
    }
}
