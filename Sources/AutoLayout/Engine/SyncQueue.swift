/// What an engine has yet to bring into its solver: the views whose
/// generated constraints may be out of date, and the constraints a tree
/// that went away handed over, active but not yet in the solver. The
/// engine reads and writes it through methods that name the step.
struct SyncQueue {
    /// Views whose generated constraints must be brought up to date.
    /// Held through references: the root may be among them, and holding it
    /// would keep the tree alive after its last user lets go. May hold
    /// views synced since they were queued (see `LayoutEngine.sync(before:)`),
    /// which the sync skips.
    private var queuedViews: [ItemReference] = []
    /// How many views of `queuedViews` are still queued (an upper bound: a
    /// view leaving the tree is not counted out); 0 when none is.
    private var queuedCount = 0
    /// Whether a queued view may be read by a constraint in the solver (it
    /// was synced before in this tree, or constraints came in with a
    /// subtree without a sync), so the next activation syncs every queued view.
    private(set) var needsFullSync = false
    /// Constraints handed over by a tree that went away: active in the
    /// engine (their `engine` is it) but not yet in its solver. Those whose
    /// `engine` is no longer it were deactivated meanwhile.
    private(set) var handedOver: [LayoutConstraint] = []

    /// Whether some view's generated constraints may be out of date.
    var hasQueuedViews: Bool { queuedCount > 0 }

    /// Whether nothing waits for the solver.
    var isEmpty: Bool { queuedCount == 0 && handedOver.isEmpty }

    /// Queues a view; one synced before in this tree makes the next
    /// activation sync every queued view.
    mutating func queue(_ view: LayoutView, wasSynced: Bool) {
        if wasSynced { needsFullSync = true }
        queuedViews.append(view.reference)
        queuedCount += 1
    }

    /// The next queued view's reference, for a full sync.
    mutating func nextQueued() -> ItemReference? {
        queuedViews.popLast()
    }

    /// A queued view was synced out of turn (see `LayoutEngine.sync(before:)`).
    mutating func noteSyncedOutOfTurn() {
        queuedCount -= 1
    }

    /// Starts a full sync, which will leave no view queued.
    mutating func beginFullSync() {
        needsFullSync = false
    }

    /// Ends a full sync: every queued view was visited.
    mutating func endFullSync() {
        queuedCount = 0
    }

    /// Constraints came in without a sync: the next activation syncs every queued view.
    mutating func requireFullSync() {
        needsFullSync = true
    }

    /// Keeps constraints a tree handed over until the next sync.
    mutating func holdHandedOver(_ constraints: [LayoutConstraint]) {
        handedOver += constraints
    }

    /// Empties the handed-over constraints and returns them, for the
    /// solver or for another engine.
    mutating func takeHandedOver() -> [LayoutConstraint] {
        defer { handedOver = [] }
        return handedOver
    }
}
