#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

// The solver's tables take their storage from the C allocator, so that a
// table that grows is reallocated rather than copied: a large block is
// moved to a larger one by remapping its pages, where a copy read and
// wrote every entry once more, missing the cache on each line; the
// growth copies of a feed's tables were a quarter of its build's write
// misses. Swift moves values bitwise, so entries need no other care,
// none of these tables holding a weak reference.
extension UnsafeMutablePointer {
    /// Storage for `capacity` elements. Empty storage is not allocated: a
    /// layout engine makes a solver for every tree, most tables of a small
    /// solver stay empty, and thirty allocations made and freed for nothing
    /// were most of what making and dropping an empty solver cost.
    static func allocateStorage(capacity: Int) -> Self {
        assert(MemoryLayout<Pointee>.alignment <= 16, "an element aligned beyond what malloc gives")
        guard capacity > 0 else {
            // Aligned and never dereferenced: nothing is stored in no room.
            return Self(bitPattern: MemoryLayout<Pointee>.alignment)!
        }
        guard let storage = malloc(capacity * MemoryLayout<Pointee>.stride) else {
            fatalError("out of memory for \(capacity) elements")
        }
        return storage.bindMemory(to: Pointee.self, capacity: capacity)
    }

    /// Storage for `newCapacity` elements, holding the elements this
    /// storage for `capacity` held, which is no longer valid.
    func reallocateStorage(capacity: Int, to newCapacity: Int) -> Self {
        guard capacity > 0 else { return .allocateStorage(capacity: newCapacity) }
        guard newCapacity > 0 else {
            deallocateStorage(capacity: capacity)
            return .allocateStorage(capacity: 0)
        }
        guard let storage = realloc(self, newCapacity * MemoryLayout<Pointee>.stride) else {
            fatalError("out of memory for \(newCapacity) elements")
        }
        return storage.bindMemory(to: Pointee.self, capacity: newCapacity)
    }

    /// Frees storage from ``allocateStorage(capacity:)`` made for `capacity` elements.
    func deallocateStorage(capacity: Int) {
        if capacity > 0 { free(self) }
    }
}
