/// A list that owns its storage and cannot be copied: the tableau's tables,
/// one entry per symbol, and the layout engine's list of active
/// constraints.
///
/// An entry is read and written in place: an `Array` checks on every write
/// that no copy shares its buffer, and the simplex writes these tables a
/// few thousand times per added constraint. Indices are still checked, as
/// an array's are. The storage grows by `realloc`, in place where it can:
/// an `Array` copies into a new block and frees the old, and once a freed
/// block was large enough to be mapped apart, glibc serves later blocks of
/// that size from its heap, where the old ones stay resident as holes.
package struct UniqueArray<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    package private(set) var count = 0
    private(set) var capacity: Int

    package init(capacity: Int) {
        base = .allocateStorage(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        Self.destroy(base, count: count)
        base.deallocateStorage(capacity: capacity)
    }

    /// Destroys `count` elements one by one. Where the element type is
    /// known this compiles to a loop of releases; `deinitialize(count:)`
    /// instead calls the runtime, which destroys each element through its
    /// type's value witnesses (an enaml build ran 0.8% fewer instructions
    /// with the loop).
    @inline(__always)
    private static func destroy(_ start: UnsafeMutablePointer<Element>, count: Int) {
        for index in 0..<count { _ = (start + index).move() }
    }

    package subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return base + index
        }
    }

    /// Grows the storage to hold at least `minimumCapacity` entries.
    package mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        base = base.reallocateStorage(capacity: capacity, to: minimumCapacity)
        capacity = minimumCapacity
    }

    /// Inlined, with the growth kept apart: a new symbol appends to each
    /// per-symbol table, and a suggestion appends each external it moves
    /// to a list.
    @inline(__always)
    package mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        reserveCapacity(Swift.max(16, capacity * Array<Element>.tableGrowthFactor))
    }

    /// Drops the elements from `newCount` on.
    package mutating func removeLast(from newCount: Int) {
        precondition(newCount >= 0, "negative count")
        guard newCount < count else { return }
        Self.destroy(base + newCount, count: count - newCount)
        count = newCount
    }

    package mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// Removes every element, keeping the storage.
    package mutating func removeAll() {
        removeLast(from: 0)
    }

    /// Removes the elements that satisfy `shouldRemove`, keeping the others in order.
    package mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        for index in 0..<count {
            if shouldRemove(base[index]) {
                (base + index).deinitialize(count: 1)
            } else {
                if kept != index { (base + kept).moveInitialize(from: base + index, count: 1) }
                kept += 1
            }
        }
        count = kept
    }

    /// Removes the element at `index` by moving the last element into its place.
    package mutating func swapRemove(at index: Int) {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
        count -= 1
        if index == count {
            (base + index).deinitialize(count: 1)
        } else {
            (base + index).pointee = (base + count).move()
        }
    }

    /// The elements in place, valid until the array next grows, shrinks,
    /// has an element replaced or is freed: for reading an element without
    /// copying it out (which retains what it holds) where a closure would
    /// overlap another access.
    package var unsafeElements: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }

    package func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows
        -> Result
    {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    package mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }
}
