import Cassowary
import Foundation

/// The solver of one view tree, held by its root view.
///
/// It turns active ``LayoutConstraint``s into solver constraints over the
/// items' symbols (rectangles in root coordinates, `ItemSymbols`), makes the constraints
/// that views imply (autoresizing frames, intrinsic sizes, margins, safe
/// area), and writes frames back in layout passes, touching only what moved.
final class LayoutEngine {
    /// What the engine keeps about an active constraint, stored on the
    /// constraint itself so that finding it costs no lookup.
    struct Record {
        /// When the constraint was activated, counted in activations; first,
        /// so that it most often shares the constraint's first cache line
        /// (see `LayoutConstraint.record`).
        let serial: Int
        /// The constraint's row in the solver; `nil` when the solver could
        /// not take even the broken constraint (an overflow, say).
        var handle: ConstraintHandle?
        // The flags and the slot next, in the bytes the handle leaves
        // before the next eight-byte boundary: the record is then 40 bytes
        // instead of 48, and the constraint holding it a word smaller.
        /// Added below required after a conflict ("broken").
        var isBroken: Bool
        /// Whether it reads view state and inset guides, in one byte: a
        /// second would take the record past 40 bytes.
        private let reads: UInt8
        private var storedSlot: Int32

        /// Reads leading/trailing or baselines, which depend on view state.
        var dependsOnViewState: Bool { reads & 1 != 0 }
        /// Reads a guide inset from its view, and is listed with it (see
        /// `InsetGuideState`).
        var readsInsetGuide: Bool { reads & 2 != 0 }

        init(
            serial: Int, handle: ConstraintHandle?, slot: Int, isBroken: Bool, dependsOnViewState: Bool,
            readsInsetGuide: Bool
        ) {
            assert(slot <= Int(Int32.max), "an engine of over two billion constraints")
            self.serial = serial
            self.handle = handle
            self.isBroken = isBroken
            self.reads = (dependsOnViewState ? 1 : 0) | (readsInsetGuide ? 2 : 0)
            self.storedSlot = Int32(truncatingIfNeeded: slot)
        }

        /// The constraint's index in `active`.
        var slot: Int {
            get { Int(storedSlot) }
            set { storedSlot = Int32(truncatingIfNeeded: newValue) }
        }
    }

    /// The root view holding this engine. Not `weak`: the root clears it as
    /// it goes away. Unmanaged, as calling through an `unowned(unsafe)`
    /// reference retains and releases it, and every change to the engine
    /// marks the root (`setTreeNeedsLayoutPass()`).
    @exclusivity(unchecked) private var rootReference: Unmanaged<LayoutView>?

    /// The root view holding this engine.
    var root: LayoutView? {
        get { rootReference?.takeUnretainedValue() }
        set { rootReference = newValue.map(Unmanaged.passUnretained) }
    }

    /// Marks the tree for a layout pass, as the root's
    /// `setTreeNeedsLayoutPass()` does: at the top of the tree, which is
    /// the root but while a subtree joins a tree and hands over its engine.
    func setTreeNeedsLayoutPass() {
        rootReference?._withUnsafeGuaranteedRef { root in
            root.unretainedRoot._withUnsafeGuaranteedRef { $0.needsLayoutFlag = true }
        }
    }

    let solver = Solver()
    // The engine's state is read and written on every constraint and pass
    // and skips the runtime's exclusivity checks: like its tree, an engine
    // belongs to one thread at a time.
    /// The active constraints, in no order (see `activeConstraints`).
    @exclusivity(unchecked) var active = UniqueArray<LayoutConstraint>(capacity: 0)
    @exclusivity(unchecked) var nextSerial = 0
    /// The views and constraints waiting for the solver.
    @exclusivity(unchecked) var syncQueue = SyncQueue()
    /// The tree's items, and those that moved since the last pass.
    @exclusivity(unchecked) var items = ItemRegistry()
    /// Set when the root's safe-area insets change: every view's insets are due.
    var safeAreaChanged = true
    /// The views whose safe-area insets the last solves changed, to be told
    /// once the pass's solve is done (see `announceSafeAreaChanges()`).
    var viewsWithChangedSafeArea: [LayoutView] = []
    /// Whether some view of the tree may lay out right to left: set once a
    /// view forced right to left joins the tree, the root lays out right to
    /// left, or a direction changes, and never cleared. Until then no
    /// constraint is mirrored, and building one looks no direction up.
    @exclusivity(unchecked) var mayLayOutRightToLeft = false
    /// A row the solver could not remove, with the constraint it names,
    /// kept alive while the row stays (see `removeRow(_:of:)`).
    struct StrandedRow {
        let constraint: LayoutConstraint
        let handle: ConstraintHandle
    }

    /// The rows the solver could not remove yet.
    @exclusivity(unchecked) var strandedRows: [StrandedRow] = []
    /// Active constraints the engine took back in itself whose rows the
    /// solver could not add yet (see `activateOrReport(_:)`).
    @exclusivity(unchecked) var unplacedConstraints: [LayoutConstraint] = []
    /// The solver's operation counts when the last try at the two lists
    /// above left something in them (see `settleLeftoverRows()`).
    @exclusivity(unchecked) var leftoversTriedAt: SolverOperationCounts?
    /// The storage of the terms of the next linear form (see `linearForm(for:)`).
    @exclusivity(unchecked) var formStorage: [ExternalTerm] = []
    /// Whether some view of the tree may preserve its superview's margins:
    /// set once one does, never cleared. Until then a pass looks for no
    /// margins inherited from a superview.
    var mayPreserveMargins = false
    /// Guides whose insets changed in the sync under way, whose readers'
    /// rows are still to move (see `InsetGuideState`).
    @exclusivity(unchecked) var guidesWithNewInsets: [LayoutGuide] = []
    /// Whether a guide listed its readers in this engine: only then does a
    /// tree going away take its constraints off the guides' lists.
    var hasListedReaders = false
    /// The views whose effective margins the last solves changed other than
    /// through their safe area, to be told once the pass's solve is done
    /// (see `announceMarginChanges()`).
    var viewsWithChangedMargins: [LayoutView] = []
    /// Subtrees whose traits may differ from those last delivered: joined
    /// the tree, or changed their overrides (see `settleTraits(root:)`).
    var traitChanges: [ItemReference] = []
    /// The views whose traits the last solves changed, with their previous
    /// traits, to be told once the pass's solve is done.
    @exclusivity(unchecked) var traitChangesToAnnounce: [(view: LayoutView, previous: TraitCollection?)] = []
    /// The constraints `exerciseAmbiguity` holds moved parts with, until the next change.
    @exclusivity(unchecked) var exerciseProbes: [ConstraintHandle] = []
    /// How many changes are in progress, nested (see `perform`).
    @exclusivity(unchecked) var changeDepth = 0
    /// Issues raised during the changes in progress, for the handler once they are done.
    @exclusivity(unchecked) var deferredIssues: [LayoutIssue] = []
    /// The last conflict reported in this tree, for pictures and tools that
    /// look at the tree after the fact (see `LayoutView.lastUnsatisfiableConstraintsReport`).
    var lastUnsatisfiableReport: UnsatisfiableConstraintsReport?
    /// The level given to a constraint broken to resolve a conflict: above
    /// every optional priority (whose levels are priority x 1000).
    static let brokenLevel = 999_999
    /// The strength a broken constraint is kept at (see `brokenLevel`).
    static var brokenStrength: Strength { Strength(level: brokenLevel) ?? .strong }

    init(root: LayoutView) {
        self.root = root
    }

    deinit {
        // Detaches each constraint and lets go of it in the same step, while
        // it is in cache: a large tree is dropped with one miss per
        // constraint instead of one for this loop and one for the array.
        while let constraint = active.popLast() {
            assert(constraint.isIn(self), "an active constraint of another engine")
            constraint.engine = nil
            constraint.record = nil
        }
        for constraint in syncQueue.handedOver where constraint.isIn(self) { constraint.engine = nil }
    }

    // MARK: Items

    /// Registers the item, with symbols in the solver for its rectangle
    /// unless it is a guide inset from its view (see `InsetGuideState`).
    func register(_ item: LayoutItem) {
        guard items.register(item), !item.isInsetGuide else { return }
        item.solverSymbols = ItemSymbols(in: solver, context: Int32(truncatingIfNeeded: item.registrySlot))
    }

    func unregister(_ item: LayoutItem) {
        guard items.slot(of: item) != nil else { return }
        item.solverSymbols?.release(from: solver)
        item.solverSymbols = nil
        items.unregister(item)
    }

    /// The item's symbols in this engine's solver; `nil` for an item not
    /// registered with it, which is in no tree of this engine's (code run
    /// during a change, a measurement, can move an item to another tree).
    /// Only a registered item's symbols are this solver's: an item keeps
    /// those of the last engine that registered it.
    func symbols(of item: LayoutItem) -> ItemSymbols? {
        items.slot(of: item) != nil ? item.solverSymbols : nil
    }

    /// Registers every view and guide of a subtree and queues their
    /// generated constraints and their traits.
    func adopt(subtree: LayoutView) {
        traitsMayChange(below: subtree)
        forEachView(in: subtree) { view in
            if view.storedSemantic == .forceRightToLeft
                || (view.superview == nil && view.storedRootDirection == .rightToLeft)
            {
                mayLayOutRightToLeft = true
            }
            if let settings = view.settings {
                if settings.traitOverrides.forcedLayoutDirection == .rightToLeft { mayLayOutRightToLeft = true }
                if settings.preservesSuperviewMargins { someViewPreservesMargins() }
            }
            register(view)
            for guide in view.layoutGuides { register(guide) }
            needsSync(view)
        }
    }

    func forEachView(in subtree: LayoutView, _ body: (LayoutView) -> Void) {
        body(subtree)
        // Most views added to a tree are leaves: they make no stack.
        guard !subtree.subviews.isEmpty else { return }
        var stack = subtree.subviews
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews)
        }
    }

    // MARK: Strength

    /// The solver strength of a priority: its own level, priority x 1000.
    /// Callers pass valid priorities; anything else is the lowest level
    /// rather than a number converted to `Int` unchecked.
    static func strength(for priority: LayoutPriority) -> Strength {
        // The priorities of content hugging and compression resistance,
        // two a side of every label, without the arithmetic.
        switch priority.rawValue {
        case LayoutPriority.required.rawValue: return .required
        case LayoutPriority.defaultLow.rawValue: return defaultLowStrength
        case LayoutPriority.defaultHigh.rawValue: return defaultHighStrength
        default: break
        }
        guard priority.isValid else { return Strength(level: 1) ?? .weak }
        return Strength(level: max(1, Int((Double(priority.rawValue) * 1000).rounded()))) ?? .weak
    }

    private static let defaultLowStrength = Strength(level: 250_000) ?? .weak
    private static let defaultHighStrength = Strength(level: 750_000) ?? .weak
}
