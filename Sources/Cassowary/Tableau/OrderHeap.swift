/// A binary min-heap of symbols keyed by their place in the tableau's order.
struct OrderHeap {
    private struct Entry {
        var key: Double
        var symbol: Int
    }

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func push(_ symbol: Int, key: Double) {
        entries.append(Entry(key: key, symbol: symbol))
        entries.withUnsafeMutableBufferPointer { heap in
            var child = heap.count - 1
            let entry = heap[child]
            while child > 0 {
                let parent = (child - 1) / 2
                guard entry.key < heap[parent].key else { break }
                heap[child] = heap[parent]
                child = parent
            }
            heap[child] = entry
        }
    }

    mutating func pop() -> Int? {
        guard let top = entries.first else { return nil }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return top.symbol }
        entries.withUnsafeMutableBufferPointer { heap in
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { break }
                let right = left + 1
                let smaller = right < heap.count && heap[right].key < heap[left].key ? right : left
                guard heap[smaller].key < last.key else { break }
                heap[parent] = heap[smaller]
                parent = smaller
            }
            heap[parent] = last
        }
        return top.symbol
    }
}
