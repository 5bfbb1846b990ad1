import Foundation

/// A relation between two anchors, `first (== | <= | >=) multiplier * second + constant`,
/// with a priority, as UIKit's `NSLayoutConstraint`.
///
/// Make constraints from anchors and activate them:
///
/// ```swift
/// let pin = title.topAnchor.constraint(equalTo: box.topAnchor, constant: 20)
/// pin.identifier = "title-top"
/// pin.isActive = true
/// pin.constant = 32          // updates the engine in place
/// print(pin)                 // <LayoutConstraint 'title-top' title.top == box.top + 32 (active)>
/// ```
///
/// A constraint does not keep its views alive; an active constraint is kept
/// alive by the engine of its view tree.
public final class LayoutConstraint {
    // The engine's fields come first, most often in the cache line of the
    // object's reference count: a conflict report retains each member and
    // reads its record's serial, and at the end of a long chain each line
    // it touches is a miss.
    /// The engine holding the constraint while it is active. Not `weak`: the
    /// engine holds its active constraints and clears this as it goes away.
    /// Kept unmanaged, as testing an `unowned(unsafe)` reference for `nil`
    /// or comparing it retains and releases it, and every activation and
    /// removal asks (`isInAnEngine`, `isIn(_:)`). Unchecked for
    /// exclusivity, as the engine's own state is.
    @exclusivity(unchecked) private var engineReference: Unmanaged<LayoutEngine>?
    /// The engine's record of the constraint, while it is active.
    @exclusivity(unchecked) var record: LayoutEngine.Record?
    // The small fields next, the one-byte ones first: the four then take
    // two words after the record, where the one-byte ones placed after
    // the four-byte ones left a third word of padding.
    /// How the sides compare.
    public let relation: LayoutRelation
    /// Active, and waiting on the root of a subtree that outlived its tree
    /// for that tree's engine (see `LayoutView.park(_:)`).
    @exclusivity(unchecked) var isParked = false
    /// The attributes of the sides kept as an item's (see `StoredSide`).
    private let firstAttributeOfItem: LayoutAttribute?
    private let secondAttributeOfItem: LayoutAttribute?
    /// Set on the constraints the engine makes itself (frames of views that
    /// translate their autoresizing mask, intrinsic sizes, margins, safe
    /// area, readable content).
    let origin: Origin
    /// The priority, read by the engine without the setter's checks.
    var storedPriority: LayoutPriority = .required

    /// The engine holding the constraint while it is active.
    var engine: LayoutEngine? {
        get { engineReference?.takeUnretainedValue() }
        set { engineReference = newValue.map(Unmanaged.passUnretained) }
    }

    /// Whether an engine holds the constraint.
    var isInAnEngine: Bool { engineReference != nil }

    /// Whether `engine` holds the constraint.
    func isIn(_ engine: LayoutEngine) -> Bool {
        engineReference?.toOpaque() == Unmanaged.passUnretained(engine).toOpaque()
    }

    /// The left side's item reference, or its anchor (see `StoredSide`).
    private let firstReference: AnyObject
    /// The right side's, or `nil` for a constant.
    private let secondReference: AnyObject?
    /// The factor applied to the second anchor; kept apart (in `Extras`)
    /// where it is not 1, as few constraints' is.
    public var multiplier: CGFloat { extras?.multiplier ?? 1 }
    /// Where the constraint was made. A front end whose operators cannot
    /// take the caller's line sets it from the call around them.
    public package(set) var location: SourceLocation
    /// A name for descriptions and conflict reports. The engine's own
    /// constraints are named after their view: `box-hugging-width`.
    public var identifier: String? {
        get { extras?.identifier ?? generatedName.map { "\(firstItem?.debugName ?? "nil")-\($0)" } }
        set {
            if let extras {
                extras.identifier = newValue
            } else if newValue != nil {
                extras = Extras(identifier: newValue)
            }
        }
    }
    /// For the engine's own constraints, the end of the name; made only
    /// when read, as building names for every generated constraint is slow.
    var generatedName: String? {
        let attribute = firstAttribute
        return switch origin {
        case .user: nil
        case .autoresizing:
            "autoresizing-" + (attribute == .left ? "minX" : attribute == .top ? "minY" : attribute.name)
        case .contentSize: "content-size-" + attribute.name
        case .contentHugging: "hugging-" + attribute.name
        case .compressionResistance: "compression-" + attribute.name
        case .margins: "margins-guide-" + attribute.name
        case .safeArea: "safe-area-guide-" + attribute.name
        case .readableContent: "readable-content-guide-" + attribute.name
        }
    }

    enum Origin: Equatable {
        case user, autoresizing, margins, safeArea, readableContent
        /// `size == intrinsic`, giving way above at the constraint's
        /// priority (the hugging) and below at the compression resistance:
        /// one constraint where both priorities are optional.
        case contentSize(compressionResistance: LayoutPriority)
        /// `size <= intrinsic` and `size >= intrinsic`, where a priority is required.
        case contentHugging, compressionResistance
    }

    var storedConstant: CGFloat

    /// What few constraints carry, apart so that the others are smaller: a
    /// name the user gave, errors kept for a later call, a multiplier other
    /// than 1. Without the last, a constraint is 120 bytes, a malloc size
    /// class less than 136.
    final class Extras {
        var identifier: String?
        var deferredErrors: [LayoutError] = []
        @exclusivity(unchecked) var multiplier: CGFloat = 1

        init(identifier: String?) {
            self.identifier = identifier
        }
    }

    /// Made by the first name, error or multiplier the constraint is given. Unchecked for exclusivity, as activation reads
    /// it every time.
    @exclusivity(unchecked) var extras: Extras?

    /// Errors of calls on the inactive constraint made before a front end
    /// knew the user's line (an operator's `~`), kept for the call that
    /// names it. If none does, activating the constraint reports them, or
    /// its end does if it is never activated: each is reported once.
    package var deferredErrors: [LayoutError] {
        get { extras?.deferredErrors ?? [] }
        set {
            if let extras {
                extras.deferredErrors = newValue
            } else if !newValue.isEmpty {
                let made = Extras(identifier: nil)
                made.deferredErrors = newValue
                extras = made
            }
        }
    }

    /// Whether there are ``deferredErrors``, without copying them out.
    package var hasDeferredErrors: Bool { extras.map { !$0.deferredErrors.isEmpty } ?? false }

    convenience init(
        first: borrowing LayoutAnchor, relation: LayoutRelation, second: borrowing LayoutAnchor?, multiplier: CGFloat,
        constant: CGFloat, location: SourceLocation, origin: Origin = .user,
        priority: LayoutPriority = .required, identifier: String? = nil
    ) {
        self.init(
            first: StoredSide(first), relation: relation, second: second.map { StoredSide($0) }, multiplier: multiplier,
            constant: constant, location: location, origin: origin, priority: priority, identifier: identifier)
    }

    /// One of the engine's own constraints, between attributes of items,
    /// `first == second + constant` (or `first == constant`): it makes no anchor.
    convenience init(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, relation: LayoutRelation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, constant: CGFloat, location: SourceLocation,
        origin: Origin
    ) {
        // Its anchors are found again from the items, the same each time.
        assert(
            first.keepsAnchor(for: firstAttribute) && second?.keepsAnchor(for: secondAttribute) != false,
            "an engine constraint on an attribute whose anchor its item does not keep")
        self.init(
            first: StoredSide(first.reference, firstAttribute), relation: relation,
            second: second.map { StoredSide($0.reference, secondAttribute) }, multiplier: 1, constant: constant,
            location: location, origin: origin, priority: .required, identifier: nil)
    }

    private init(
        first: StoredSide, relation: LayoutRelation, second: StoredSide?, multiplier: CGFloat,
        constant: CGFloat, location: SourceLocation, origin: Origin, priority: LayoutPriority, identifier: String?
    ) {
        self.firstReference = first.reference
        self.firstAttributeOfItem = first.attribute
        self.secondReference = second?.reference
        self.secondAttributeOfItem = second?.attribute
        self.relation = relation
        self.storedConstant = constant
        self.location = location
        self.origin = origin
        self.storedPriority = priority
        if identifier != nil || multiplier != 1 {
            let made = Extras(identifier: identifier)
            made.multiplier = multiplier
            extras = made
        }
    }

    deinit {
        if hasDeferredErrors { reportDeferredErrors() }
    }

    /// The anchor on the left side: the item's, as its anchor property
    /// gives it, or for a margin or a distance the one the constraint was made from.
    public var firstAnchor: LayoutAnchor { firstStoredSide.anchor }
    /// The anchor on the right side, or `nil` for a constant.
    public var secondAnchor: LayoutAnchor? { secondStoredSide?.anchor }

    @inline(__always)
    private var firstStoredSide: StoredSide {
        StoredSide(reference: firstReference, attribute: firstAttributeOfItem)
    }

    @inline(__always)
    private var secondStoredSide: StoredSide? {
        secondReference.map { StoredSide(reference: $0, attribute: secondAttributeOfItem) }
    }

    /// The left side as the engine reads it, touching no anchor.
    @inline(__always)
    var firstSide: ConstraintSide { firstStoredSide.side }
    /// The right side, or `nil` for a constant.
    @inline(__always)
    var secondSide: ConstraintSide? { secondStoredSide?.side }

    /// Whether a side reads something besides its items' rectangles (see
    /// `ConstraintSide.readsViewState`). A side kept as an item's attribute
    /// is told from the attribute alone: making the side to ask cost every
    /// activation a retain and a release of each side's reference.
    var readsViewState: Bool {
        if let attribute = firstAttributeOfItem {
            if attribute.readsViewState { return true }
        } else if firstSide.readsViewState {
            return true
        }
        guard secondReference != nil else { return false }
        if let attribute = secondAttributeOfItem { return attribute.readsViewState }
        return secondSide?.readsViewState == true
    }

    /// The item of the first anchor.
    public var firstItem: LayoutItem? { firstSide.item }
    /// The attribute of the first anchor.
    public var firstAttribute: LayoutAttribute { firstSide.attribute }
    /// The item of the second anchor, or `nil` for a constant.
    public var secondItem: LayoutItem? { secondSide?.item }
    /// The attribute of the second anchor, or `notAnAttribute` for a constant.
    public var secondAttribute: LayoutAttribute { secondSide?.attribute ?? .notAnAttribute }

    /// Every item the constraint reads, on both sides.
    var items: [LayoutItem] {
        var items: [LayoutItem] = []
        firstSide.forEachItem { items.append($0) }
        secondSide?.forEachItem { items.append($0) }
        return items
    }

    /// The constant added to the right side. Changing it on an active
    /// constraint updates the engine in place; a value that makes required
    /// constraints conflict breaks the constraint, as an activation would,
    /// and is reported through the tree's issue handler. A non-finite value
    /// is reported and the old value stays; ``setConstant(_:)`` throws instead.
    public var constant: CGFloat {
        get { storedConstant }
        set {
            do { try setConstant(newValue) } catch { report(error) }
        }
    }

    /// The priority, 1...1000. Changing it on an active constraint between
    /// two optional priorities updates the engine in place; switching an
    /// active constraint between required and optional, or a priority
    /// outside (0, 1000], is reported and ignored. ``setPriority(_:)`` throws instead.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            do { try setPriority(newValue) } catch { report(error) }
        }
    }

    /// Whether the constraint takes part in layout. Setting it activates or
    /// deactivates; an activation error is reported through the issue
    /// handler of the first item's tree and the constraint stays inactive.
    /// ``activateOrThrow(_:)`` throws instead: `try LayoutConstraint.activateOrThrow([constraint])`.
    /// Either first reports an error a front end kept for the constraint
    /// until it knew the user's line (a bad priority given with an operator).
    public var isActive: Bool {
        get { isInAnEngine || isParked }
        set {
            if newValue {
                do { try activateInEngine() } catch { report(error) }
            } else {
                deactivate()
            }
        }
    }

    /// Changes the constant, in place when active.
    ///
    /// - Throws: ``LayoutError`` when the constant is not finite or outside
    ///   ``LayoutLimits/coordinates``; nothing changes.
    public func setConstant(_ newValue: CGFloat) throws(LayoutError) {
        try checkConstant(newValue)
        // The engine stores the constant before the issue handler, which
        // may change it again, hears of a conflict.
        guard let engine else {
            storedConstant = newValue
            return
        }
        try engine.updateConstant(of: self, to: newValue)
    }

    /// Changes the priority, in place when active.
    public func setPriority(_ newValue: LayoutPriority) throws(LayoutError) {
        guard newValue.isValid else { throw .priorityOutOfRange(newValue.rawValue, constraint: description) }
        if let engine = engineTakingUpParked {
            guard (newValue == .required) == (storedPriority == .required) else {
                throw .requiredOptionalSwitch(constraint: description)
            }
            engine.updatePriority(of: self, to: newValue)
        }
        storedPriority = newValue
    }

    /// Activates the constraint in the engine of its items' common ancestor;
    /// ``isActive`` and ``activate(_:file:line:)`` are the public ways in. Alone, it
    /// first brings up to date only the generated constraints it could meet
    /// (see `LayoutEngine.sync(before:)`); in a batch, every queued view's,
    /// once, as the batch's views are usually all queued and the order they
    /// go in decides which of equally weighted optional constraints gives way.
    ///
    /// - Throws: ``LayoutError`` when the items share no ancestor, the
    ///   constraint relates attributes that cannot be related, or a number
    ///   is not finite. A required constraint that conflicts with others is
    ///   not an error: it is reported and broken (see ``LayoutView/layoutIssueHandler``).
    func activateInEngine(inBatch: Bool = false) throws(LayoutError) {
        guard !isInAnEngine, !isParked else { return }
        if hasDeferredErrors {
            reportDeferredErrors()
            // The handler may have activated the constraint or moved its items.
            return try activateInEngine(inBatch: inBatch)
        }
        try validate()
        let root = try unretainedCommonRoot()
        // An engine in place is read without holding the root; making one
        // adopts the tree, which may run the app's code, so the root is held.
        let engine = root._withUnsafeGuaranteedRef { $0.storedEngine } ?? root.takeUnretainedValue().engine
        // The tree's own constraints (frames, intrinsic sizes) that this one
        // could meet go in first, so a conflict with them breaks the
        // constraint being added. One change: a conflict in the sync
        // reaches the handler after this constraint is in, not between the two.
        try engine.perform { () throws(LayoutError) in
            if !engine.syncQueue.isEmpty {
                if inBatch { engine.sync() } else { engine.sync(before: self) }
                // Measuring runs subclasses' code, which may have moved the
                // items. Only the engine in place is read: a tree without
                // one gets it in the activation again, with its root held.
                if try unretainedCommonRoot()._withUnsafeGuaranteedRef({ $0.storedEngine }) !== engine {
                    return try self.activateInEngine(inBatch: inBatch)
                }
            }
            try engine.activate(self)
        }
    }

    /// Removes the constraint from layout.
    public func deactivate() {
        engineTakingUpParked?.deactivate(self)
    }

    /// The engine holding the constraint, made first if the constraint is
    /// parked: every view it reads is in the subtree it is parked on.
    private var engineTakingUpParked: LayoutEngine? {
        if isParked, let root = (firstItem ?? secondItem)?.hostView?.rootView { _ = root.engine }
        return engine
    }

    /// Activates constraints in order, as UIKit's `NSLayoutConstraint.activate(_:)`:
    /// it does not throw. Where UIKit raises (items in different trees, a
    /// non-finite constant, an invalid pair of attributes), the error is
    /// reported, at the caller's file and line, through the
    /// ``LayoutView/layoutIssueHandler`` of the failing constraint's tree,
    /// and the constraints this call activated are deactivated again, so
    /// the engine is left as it was. ``activateOrThrow(_:)`` throws instead.
    ///
    /// ```swift
    /// LayoutConstraint.activate([
    ///     title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ///     title.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    /// ])
    /// ```
    public static func activate(_ constraints: [LayoutConstraint], file: StaticString = #fileID, line: UInt = #line) {
        guard let (error, failed) = activateOrUndo(constraints) else { return }
        failed.report(.located(error, location: SourceLocation(file: file, line: line)))
    }

    /// Activates constraints as ``activate(_:file:line:)`` does, throwing
    /// the first error instead of reporting it; those activated by this
    /// call are deactivated again first.
    public static func activateOrThrow(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        if let (error, _) = activateOrUndo(constraints) { throw error }
    }

    /// Activates constraints as ``activateOrThrow(_:)`` does; with
    /// `locatingErrors`, an error names the location of the constraint that
    /// failed, for front ends whose constraints record the user's call.
    package static func activate(_ constraints: [LayoutConstraint], locatingErrors: Bool) throws(LayoutError) {
        guard let (error, failed) = activateOrUndo(constraints) else { return }
        throw locatingErrors ? .located(error, location: failed.location) : error
    }

    /// Activates constraints in order; on the first error, deactivates
    /// those this call activated and returns the error and the constraint
    /// that raised it.
    private static func activateOrUndo(_ constraints: [LayoutConstraint]) -> (LayoutError, LayoutConstraint)? {
        // Which of them this call activated, on the stack rather than in a
        // list of its own: a batch of constraints made one allocation for it.
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: constraints.count) { activated in
            activated.initialize(repeating: false)
            for index in constraints.indices {
                // The list holds each constraint while it is activated:
                // binding it would retain and release it.
                let outcome = Unmanaged.passUnretained(constraints[index])._withUnsafeGuaranteedRef {
                    constraint -> Result<Bool, LayoutError> in
                    guard !constraint.isActive else { return .success(false) }
                    do throws(LayoutError) {
                        try constraint.activateInEngine(inBatch: constraints.count > 1)
                        return .success(true)
                    } catch {
                        return .failure(error)
                    }
                }
                switch outcome {
                case .success(let didActivate):
                    activated[index] = didActivate
                case .failure(let error):
                    for earlier in (0..<index).reversed() where activated[earlier] { constraints[earlier].deactivate() }
                    return (error, constraints[index])
                }
            }
            return nil
        }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// The root of the tree that holds every item of the constraint,
    /// unretained as the search walks to it: valid until code runs that
    /// could let it go, as an activation reads it only to find its engine.
    func unretainedCommonRoot() throws(LayoutError) -> Unmanaged<LayoutView> {
        var search = CommonRootSearch()
        search.visit(firstSide)
        if let secondSide { search.visit(secondSide) }
        guard let root = search.root, search.stranger == nil, !search.missing else {
            let other = search.stranger === firstItem ? secondItem : (search.stranger ?? secondItem)
            throw .noCommonAncestor(
                first: firstItem?.debugName ?? "nil", second: other?.debugName ?? "nil",
                constraint: description)
        }
        return root
    }

    /// Reports the ``deferredErrors``, unlocated: no call named a line.
    func reportDeferredErrors() {
        for error in takeDeferredErrors() { report(error) }
    }

    /// Empties ``deferredErrors`` and returns what they held, so each is reported once.
    package func takeDeferredErrors() -> [LayoutError] {
        defer { deferredErrors = [] }
        return deferredErrors
    }

    func report(_ error: LayoutError) {
        let root = firstItem?.hostView?.rootView ?? secondItem?.hostView?.rootView
        if let engine = root?.engineStorage {
            engine.report(.error(error))
        } else {
            root?.layoutIssueHandler(.error(error))
        }
    }
}
