/// A binary min-heap of symbols keyed by their place in the tableau's order.
struct OrderHeap {
    private var keys: [Double] = []
    private var symbols: [Int] = []

    var isEmpty: Bool { keys.isEmpty }

    mutating func push(_ symbol: Int, key: Double) {
        keys.append(key)
        symbols.append(symbol)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard keys[child] < keys[parent] else { break }
            keys.swapAt(child, parent)
            symbols.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        guard let result = symbols.first else { return nil }
        let lastKey = keys.removeLast()
        let lastSymbol = symbols.removeLast()
        if !keys.isEmpty {
            keys[0] = lastKey
            symbols[0] = lastSymbol
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < keys.count, keys[left] < keys[smallest] { smallest = left }
                if right < keys.count, keys[right] < keys[smallest] { smallest = right }
                if smallest == parent { break }
                keys.swapAt(parent, smallest)
                symbols.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return result
    }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        symbols.removeAll(keepingCapacity: true)
    }
}
