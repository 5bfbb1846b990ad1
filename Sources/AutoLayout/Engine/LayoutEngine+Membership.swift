extension LayoutEngine {
    /// Brings a subtree that just joined `root`'s tree under one engine:
    /// the subtree's own engine, if it had one, hands over its constraints,
    /// and `carried` (the constraints inside the subtree, taken from the tree
    /// it left) are activated again.
    static func merge(subtree view: LayoutView, into root: LayoutView, carrying carried: [LayoutConstraint]) {
        var carried = carried
        if !view.parkedConstraints.isEmpty { carried += view.takeParkedConstraints() }
        if let moving = view.storedEngine {
            view.storedEngine = nil
            guard root.engineStorage != nil else {
                // The tree joined has no engine yet: this one becomes its
                // engine. The view's frame constraints were a root's; they
                // are made again relative to its superview.
                moving.root = root
                root.engineStorage = moving
                for constraint in view.generated.autoresizing { moving.deactivate(constraint) }
                view.generated.autoresizing = []
                moving.adopt(subtree: root)
                // Its leading and trailing constraints were made in the
                // direction it had as a root; they now follow the tree's.
                if root.storedRootDirection != view.storedRootDirection { view.directionDidChange() }
                return
            }
            moving.forEachView(in: view) { subview in
                for constraint in subview.generated.all { moving.deactivate(constraint) }
                subview.generated = GeneratedConstraints()
                // Let go of here, before the target registers them: an engine
                // still running (a measurement moved its root) must not take
                // a slot the target gives again for its own.
                moving.unregister(subview)
                for guide in subview.layoutGuides { moving.unregister(guide) }
            }
            let moved = moving.activeConstraints.filter { $0.origin == .user }
            for constraint in moved { moving.deactivate(constraint) }
            carried += moved
            for constraint in moving.syncQueue.takeHandedOver() where constraint.isIn(moving) {
                constraint.engine = nil
                carried.append(constraint)
            }
        }
        guard root.engineStorage != nil || !carried.isEmpty else { return }
        let target = root.engine
        target.perform {
            target.adopt(subtree: view)
            target.takeUp(carried)
        }
    }

    /// Activates constraints that were active in another tree, without
    /// syncing the views they read first: those are queued, and the next
    /// activation syncs every queued view (see `sync(before:)`).
    func takeUp(_ constraints: [LayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        syncQueue.requireFullSync()
        for constraint in constraints { activateOrReport(constraint) }
    }

    /// Takes subtrees out of this tree: deactivates every constraint that
    /// touches one of them, drops their generated constraints and their
    /// items, and returns, for each, the constraints wholly inside it, now
    /// inactive, for its own engine to take up. A constraint counts as
    /// inside a subtree when every item it reads is the subtree's top view,
    /// one of its descendants, or a guide of one of them, as UIKit keeps the
    /// constraints held by a removed view and its subviews.
    func detach(subtrees tops: [LayoutView]) -> [[LayoutConstraint]] {
        beginChange()
        defer { endChange() }
        var subtreeOf: [ObjectIdentifier: Int] = [:]
        for (index, top) in tops.enumerated() {
            forEachView(in: top) { view in
                subtreeOf[ObjectIdentifier(view)] = index
                for guide in view.layoutGuides { subtreeOf[ObjectIdentifier(guide)] = index }
            }
        }
        var kept = Array(repeating: [LayoutConstraint](), count: tops.count)
        for constraint in activeConstraints {
            let placement = constraint.subtree(in: subtreeOf)
            guard placement.touches else { continue }
            deactivate(constraint)
            if constraint.origin == .user, let index = placement.within { kept[index].append(constraint) }
        }
        var stillUnsynced: [LayoutConstraint] = []
        for constraint in syncQueue.takeHandedOver() where constraint.isIn(self) {
            let placement = constraint.subtree(in: subtreeOf)
            guard placement.touches else {
                stillUnsynced.append(constraint)
                continue
            }
            constraint.engine = nil
            if let index = placement.within { kept[index].append(constraint) }
        }
        syncQueue.holdHandedOver(stillUnsynced)
        for top in tops {
            forEachView(in: top) { view in
                view.generated = GeneratedConstraints()
                unregister(view)
                for guide in view.layoutGuides { unregister(guide) }
            }
        }
        return kept
    }

    /// The root is going away: the engine lets go of it, and each view
    /// below it that something else still holds becomes the root of a tree
    /// of its own, with the constraints inside its subtree, as if removed
    /// from its superview. They are parked on it: an app that drops a
    /// screen while it still holds some of its views pays for their engine
    /// only if it lays those views out again (see `LayoutView.park(_:)`).
    func rootIsGoingAway(_ dyingRoot: LayoutView) {
        root = nil
        let survivors = Self.detachSurvivors(of: dyingRoot)
        guard !survivors.isEmpty else { return }
        for (survivor, constraints) in zip(survivors, handOver(to: survivors)) { survivor.park(constraints) }
    }

    /// A root without an engine, holding parked constraints, is going
    /// away: each view below it that something else still holds gets those
    /// inside its subtree, in their order; the rest end with the tree.
    static func parkedRootIsGoingAway(_ dyingRoot: LayoutView) {
        let parked = dyingRoot.takeParkedConstraints()
        let survivors = detachSurvivors(of: dyingRoot)
        guard !survivors.isEmpty else { return }
        let subtrees = SurvivorSubtrees(survivors)
        // Made at the first constraint kept: a cell's container dying
        // before its labels keeps none, as each of its constraints reads
        // the container or two labels.
        var handedOn: [[LayoutConstraint]] = []
        for constraint in parked {
            guard let index = subtrees.index(of: constraint) else { continue }
            constraint.isParked = true
            if handedOn.isEmpty { handedOn = Array(repeating: [], count: survivors.count) }
            handedOn[index].append(constraint)
        }
        for (survivor, constraints) in zip(survivors, handedOn) where !constraints.isEmpty {
            survivor.park(constraints)
        }
    }

    /// Takes the views below a root going away that something else still
    /// holds out of their superviews, and returns them. Views nothing else
    /// holds go with the root and are only visited.
    private static func detachSurvivors(of dyingRoot: LayoutView) -> [LayoutView] {
        var survivors: [LayoutView] = []
        var stack: [LayoutView] = []
        // A view held only by its superview's list goes with it. Each is
        // checked in place in that list, before the walk takes a reference.
        // The views that go stay at the front of the list, in order, and the
        // survivors leave it in one cut at the end: taking each out where it
        // stood moved every view after it, and a feed's root holds thousands.
        func visit(_ parent: LayoutView) {
            var kept = 0
            for index in parent.subviews.indices {
                if isKnownUniquelyReferenced(&parent.subviews[index]) {
                    stack.append(parent.subviews[index])
                    parent.subviews.swapAt(kept, index)
                    kept += 1
                } else {
                    // Room for the siblings too: a cell's views survive together.
                    if survivors.isEmpty { survivors.reserveCapacity(parent.subviews.count - index) }
                    let survivor = parent.subviews[index]
                    survivor.superview = nil
                    survivors.append(survivor)
                }
            }
            parent.subviews.removeLast(parent.subviews.count - kept)
        }
        visit(dyingRoot)
        while let view = stack.popLast() { visit(view) }
        return survivors
    }

    /// As the tree goes away, lets go of every constraint it holds and
    /// returns those wholly inside each surviving subtree, inactive and
    /// marked parked, in the order they were activated. Only they leave the
    /// engine, and without their rows: undoing the rest one by one would
    /// cost more than the tree's whole build, and the engine and its solver
    /// go with the tree.
    ///
    /// Each constraint is detached, placed and, when it goes with the tree,
    /// let go of in one visit, as the engine's `deinit` would: a feed's tree
    /// holds tens of thousands, and a pass placing them before the `deinit`
    /// detached them missed the cache on each constraint twice.
    private func handOver(to survivors: [LayoutView]) -> [[LayoutConstraint]] {
        let subtrees = SurvivorSubtrees(survivors)
        var kept: [(constraint: LayoutConstraint, subtree: Int32, serial: Int)] = []
        var counts = [Int](repeating: 0, count: survivors.count)
        while let constraint = active.popLast() {
            assert(constraint.isIn(self), "an active constraint of another engine")
            // A surviving guide would keep it on its list (see `InsetGuideState`).
            if hasListedReaders, constraint.record?.readsInsetGuide == true { unlistAsReader(constraint) }
            let serial = constraint.record?.serial ?? 0
            constraint.engine = nil
            constraint.record = nil
            guard constraint.origin == .user, let index = subtrees.index(of: constraint) else { continue }
            constraint.isParked = true
            kept.append((constraint, Int32(truncatingIfNeeded: index), serial))
            counts[index] += 1
        }
        // `active` is in activation order until a deactivation moves its
        // last constraint into the gap: the kept ones are sorted only when
        // a serial went back.
        kept.reverse()
        if zip(kept, kept.dropFirst()).contains(where: { $0.serial > $1.serial }) {
            kept.sort { $0.serial < $1.serial }
        }
        // Lists made at their size: a cell's dozen constraints appended one
        // by one grew its list five times.
        var handedOn = counts.map { count in
            var list: [LayoutConstraint] = []
            list.reserveCapacity(count)
            return list
        }
        for entry in kept { handedOn[Int(entry.subtree)].append(entry.constraint) }
        for constraint in syncQueue.takeHandedOver() where constraint.isIn(self) {
            constraint.engine = nil
            guard let index = subtrees.index(of: constraint) else { continue }
            constraint.isParked = true
            handedOn[index].append(constraint)
        }
        for survivor in survivors {
            forEachView(in: survivor) { $0.generated = GeneratedConstraints() }
        }
        return handedOn
    }
}

/// The subtrees that outlived their root, numbered as in a list of their
/// top views. A survivor has left its superview, so the top of an item's
/// tree names its subtree, with no table of every view below the survivors.
struct SurvivorSubtrees {
    private let tops: [ObjectIdentifier]
    /// Where each top is in `tops`, once there are too many to search:
    /// most roots that go away leave a few views behind (a cell's
    /// container its labels), and making a table cost more than the search.
    private let indexOfTop: [ObjectIdentifier: Int]?

    init(_ survivors: [LayoutView]) {
        tops = survivors.map(ObjectIdentifier.init)
        indexOfTop =
            tops.count > 8 ? Dictionary(uniqueKeysWithValues: tops.enumerated().map { ($0.element, $0.offset) }) : nil
    }

    /// The subtree holding every item the constraint reads, if one does.
    func index(of constraint: LayoutConstraint) -> Int? {
        guard let top = constraint.commonTopViewIdentifier else { return nil }
        if let indexOfTop { return indexOfTop[top] }
        return tops.firstIndex(of: top)
    }
}

extension LayoutConstraint {
    /// The identity of the view at the top of the tree holding every item
    /// the constraint reads, or `nil` when they are in different trees or
    /// one is gone: what the survivors of a tree are told apart by, taken
    /// without retaining the view.
    var commonTopViewIdentifier: ObjectIdentifier? {
        var search = TopViewSearch()
        search.visit(firstSide)
        if let secondSide { search.visit(secondSide) }
        return search.isCommon ? search.topIdentifier : nil
    }

    /// Whether the constraint reads an item of the subtrees numbered in
    /// `subtreeOf`, and the one subtree holding every item it reads, if any
    /// (an item that is gone is in none).
    func subtree(in subtreeOf: [ObjectIdentifier: Int]) -> (touches: Bool, within: Int?) {
        var search = SubtreeSearch(subtreeOf: subtreeOf)
        search.visit(firstSide)
        if let secondSide { search.visit(secondSide) }
        return (search.touches, search.whole ? search.within : nil)
    }
}

/// The subtrees a constraint's items are in, side by side: a value
/// mutated in place rather than a closure capturing variables, whose every
/// access pays a runtime exclusivity check (see `CommonRootSearch`).
struct SubtreeSearch {
    let subtreeOf: [ObjectIdentifier: Int]
    private(set) var touches = false, whole = true
    private(set) var within: Int?

    init(subtreeOf: [ObjectIdentifier: Int]) {
        self.subtreeOf = subtreeOf
    }

    mutating func visit(_ side: ConstraintSide) {
        if let (from, to) = side.distance {
            visit(from.side)
            visit(to.side)
            return
        }
        guard let item = side.item, let index = subtreeOf[ObjectIdentifier(item)] else {
            whole = false
            return
        }
        touches = true
        if within == nil { within = index } else if within != index { whole = false }
    }
}

/// The top of the tree of each item a constraint reads, side by side
/// (see `SubtreeSearch`).
struct TopViewSearch {
    /// Unretained, as the walk up to it is: the constraint's items hold it.
    private var topReference: Unmanaged<LayoutView>?
    private(set) var isCommon = true

    var topIdentifier: ObjectIdentifier? { topReference?._withUnsafeGuaranteedRef(ObjectIdentifier.init) }

    mutating func visit(_ side: ConstraintSide) {
        if let (from, to) = side.distance {
            visit(from.side)
            visit(to.side)
            return
        }
        guard let root = side.unretainedItemRoot else {
            isCommon = false
            return
        }
        if let topReference {
            if topReference.toOpaque() != root.toOpaque() { isCommon = false }
        } else {
            topReference = root
        }
    }
}
