/// The views and guides of one engine's tree, each at a slot it remembers,
/// and the queue of those whose rectangles moved since the last pass.
///
/// Slots instead of hash tables keyed by identity: a layout pass looks up
/// every symbol the solver changed and every item that moved, and at
/// tens of thousands of items each hash lookup is a cache miss; a slot is
/// read from the item itself and checked against the table.
struct ItemRegistry {
    /// The item at each slot, or `nil` for a free one.
    private var references: [ItemReference?] = []
    private var freeSlots: [Int] = []
    /// Per slot, whether it is in `movedSlots`.
    private var isQueued: [Bool] = []
    /// Slots of moved items, each once. A slot freed while queued stays
    /// queued, and whatever item takes it next is laid out with the rest.
    private var movedSlots: [Int] = []
    /// Per slot, the last pass that wrote its frame (see `claimForWriting`).
    private var writtenInPass: [Int] = []
    private var pass = 0

    /// The item's slot, when the item is in this registry.
    func slot(of item: LayoutItem) -> Int? {
        let slot = item.registrySlot
        guard slot >= 0, slot < references.count, references[slot] === item.reference else { return nil }
        return slot
    }

    /// Adds the item, if it is not in already, and queues it as moved;
    /// returns whether it was added.
    @discardableResult
    mutating func register(_ item: LayoutItem) -> Bool {
        guard slot(of: item) == nil else {
            markMoved(item)
            return false
        }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            references[slot] = item.reference
        } else {
            slot = references.count
            if references.capacity == 0 { reserveFirstSlots() }
            references.append(item.reference)
            isQueued.append(false)
            writtenInPass.append(-1)
        }
        item.registrySlot = slot
        markMoved(item)
        return true
    }

    /// Room for a cell's worth of items in each per-slot table at once: a
    /// subtree that outlives its root gets an engine of its own when it is
    /// laid out again, and growing four tables from one slot would copy
    /// each of them four times.
    private mutating func reserveFirstSlots() {
        let capacity = 8
        references.reserveCapacity(capacity)
        isQueued.reserveCapacity(capacity)
        writtenInPass.reserveCapacity(capacity)
        movedSlots.reserveCapacity(capacity)
    }

    mutating func unregister(_ item: LayoutItem) {
        guard let slot = slot(of: item) else { return }
        references[slot] = nil
        item.registrySlot = -1
        freeSlots.append(slot)
    }

    /// Queues a registered item to have its frame written in the next pass.
    mutating func markMoved(_ item: LayoutItem) {
        guard let slot = slot(of: item) else { return }
        markMoved(slot: slot)
    }

    /// Queues the item at `slot`, if there is one, as `markMoved(_:)` does:
    /// what a pass does for each symbol the solver moved, whose context is
    /// its item's slot.
    mutating func markMoved(slot: Int) {
        guard slot >= 0, slot < references.count, references[slot] != nil, !isQueued[slot] else { return }
        isQueued[slot] = true
        movedSlots.append(slot)
    }

    /// Starts a pass of `claimForWriting` over the items queued as moved;
    /// returns how many there are, for `movedItem(at:)`. The pass reads
    /// them in place: a list of the items would retain each, and the
    /// runtime would release them one by one as the list went, for every
    /// item a pass moves.
    mutating func beginPass() -> Int {
        pass += 1
        // Unqueued at once, as an item queued again during the pass waits
        // for the next.
        for slot in movedSlots { isQueued[slot] = false }
        return movedSlots.count
    }

    /// The item at `slot`, unretained, if there is one: a pass asks for
    /// the item of every symbol the solver moved. Valid while the item is
    /// registered.
    func unretainedItem(atSlot slot: Int) -> Unmanaged<LayoutItem>? {
        slot >= 0 && slot < references.count ? Unmanaged.unretained(references[slot]?.item) : nil
    }

    /// The `index`th item queued as moved, if it is still registered.
    func movedItem(at index: Int) -> LayoutItem? {
        references[movedSlots[index]]?.item
    }

    /// Takes the `count` items the pass began with off the queue, keeping
    /// its storage and any item queued since.
    mutating func endPass(after count: Int) {
        if count == movedSlots.count {
            movedSlots.removeAll(keepingCapacity: true)
        } else {
            movedSlots.removeFirst(count)
        }
    }

    /// Whether the registered item's frame is still to be written in this
    /// pass; marks it written. An item of no slot is never claimed.
    mutating func claimForWriting(_ item: LayoutItem) -> Bool {
        guard let slot = slot(of: item), writtenInPass[slot] != pass else { return false }
        writtenInPass[slot] = pass
        return true
    }
}
