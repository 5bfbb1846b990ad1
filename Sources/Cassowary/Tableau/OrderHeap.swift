/// A binary min-heap of symbols keyed by their place in the tableau's order.
///
/// The heap owns its storage outright and cannot be copied, so pushing and
/// popping write straight into it: an `Array` would check on every write
/// that no copy shares its buffer, and these heaps are written a few
/// thousand times per added constraint. Its own pointer rather than a
/// ``UniqueArray``: the sifting loops stay within the count by
/// construction, and checking each step costs three percent of a build.
struct OrderHeap: ~Copyable {
    private struct Entry {
        var key: Double
        var symbol: Int
    }

    private var entries: UnsafeMutablePointer<Entry>
    private var count = 0
    private var capacity = 0

    init() {
        entries = .allocateStorage(capacity: 0)
    }

    deinit {
        entries.deallocateStorage(capacity: capacity)
    }

    var isEmpty: Bool { count == 0 }

    mutating func push(_ symbol: Int, key: Double) {
        if count == capacity { grow() }
        let heap = entries
        let entry = Entry(key: key, symbol: symbol)
        var child = count
        count += 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entry.key < heap[parent].key else { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = entry
    }

    mutating func pop() -> Int? {
        guard count > 0 else { return nil }
        let heap = entries
        let top = heap[0].symbol
        count -= 1
        guard count > 0 else { return top }
        let last = heap[count]
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            let smaller = right < count && heap[right].key < heap[left].key ? right : left
            guard heap[smaller].key < last.key else { break }
            heap[parent] = heap[smaller]
            parent = smaller
        }
        heap[parent] = last
        return top
    }

    private mutating func grow() {
        let newCapacity = Swift.max(16, capacity * 2)
        entries = entries.reallocateStorage(capacity: capacity, to: newCapacity)
        capacity = newCapacity
    }
}
