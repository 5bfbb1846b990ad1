import Foundation

/// A rectangle in a tree of views, laid out by constraints as a UIKit `UIView` is.
///
/// Views made in code translate their frame into constraints
/// (``translatesAutoresizingMaskIntoConstraints`` is true) until you turn
/// that off; every constraint front end turns it off on the views it
/// constrains. Frames are in the superview's coordinates.
///
/// ```swift
/// let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let box = LayoutView()
/// root.addSubview(box)
/// box.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///     box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
///     box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
///     box.widthAnchor.constraint(equalToConstant: 200),
///     box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
/// ])
/// root.layoutIfNeeded()   // box.frame == (95, 20, 200, 100)
/// ```
open class LayoutView: LayoutItem {
    // The properties read on every constraint and layout pass skip the
    // runtime's exclusivity checks (`@exclusivity(unchecked)`): a view tree
    // belongs to one thread at a time, and the checks cost more than the
    // reads they guard. `superview` is not `weak` (see `ItemReference`): a
    // view clears its subviews' superview as it goes away.
    /// The view this one is a subview of.
    public internal(set) var superview: LayoutView? {
        get { storedSuperview?.takeUnretainedValue() }
        set { storedSuperview = newValue.map(Unmanaged.passUnretained) }
    }
    /// The superview, kept unretained: walks up the tree (`unretainedRoot`)
    /// then read each ancestor without retaining and releasing it, as every
    /// constraint's activation and a dying tree's teardown walk from each
    /// of its items.
    @exclusivity(unchecked) private var storedSuperview: Unmanaged<LayoutView>?
    /// The subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [LayoutView] = []
    /// The room a view's first subview makes in its lists: a cell's few
    /// subviews then take one array, where growing one at a time took three.
    static let firstSubviewCapacity = 4
    /// The layout guides this view owns.
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []
    @exclusivity(unchecked) var storedFrame: CGRect
    /// The engine of the tree this view is the root of, once it has one.
    @exclusivity(unchecked) var storedEngine: LayoutEngine?
    /// Constraints kept for this view, the root of a subtree that outlived
    /// its tree's root, until the subtree needs an engine (see
    /// `LayoutView+ParkedConstraints.swift`). Unchecked for exclusivity, as
    /// ``engineStorage`` reads it whenever a tree has no engine.
    @exclusivity(unchecked) var parkedConstraints: [LayoutConstraint] = []
    /// The subviews that carry marks (see `noteMarkedSubview(_:)`).
    @exclusivity(unchecked) var markedSubviews: [ItemReference]?
    @exclusivity(unchecked) var storedIntrinsicSize = CGSize(
        width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    @exclusivity(unchecked) var hugging = AxisPriorities(.defaultLow)
    @exclusivity(unchecked) var compressionResistance = AxisPriorities(.defaultHigh)
    @exclusivity(unchecked) var marginsGuideStorage: LayoutGuide?
    @exclusivity(unchecked) var safeAreaGuideStorage: LayoutGuide?
    /// The settings and state most views leave at their defaults (see
    /// `ViewSettings`): a name, a view controller, a root's issue handler.
    @exclusivity(unchecked) var settings: ViewSettings?
    /// The traits last handed to ``traitCollectionDidChange(_:)``; `nil`
    /// until the view's first layout pass in a tree.
    @exclusivity(unchecked) var deliveredTraits: TraitCollection?

    /// The engine's constraints for this view: its autoresizing frame, its
    /// intrinsic size, its margins, safe area and readable content guides.
    @exclusivity(unchecked) var generated = GeneratedConstraints()

    // The one-byte fields last, together after the generated constraints'
    // two flags: spread among the words, each took a word of padding, and
    // a view was 32 bytes and a malloc size class larger.
    /// Whether the view is hidden, as UIKit's `isHidden`. As in UIKit, a
    /// hidden view keeps its constraints and its frame: hiding changes no
    /// layout except in a ``StackView``, which collapses a hidden arranged
    /// view. Pictures leave hidden views and their subviews out.
    open var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewDidChangeHidden(self) } }
    }

    @exclusivity(unchecked) var needsLayoutFlag = true
    /// What the view and those below it need from the next pass.
    @exclusivity(unchecked) var passMarks = LayoutPassMarks.new
    /// At a root: whether `layoutIfNeeded()` is running its steps.
    var isInLayoutPass = false
    @exclusivity(unchecked) var storedTranslates = true
    @exclusivity(unchecked) var storedSemantic = SemanticContentAttribute.unspecified
    @exclusivity(unchecked) var storedRootDirection = LayoutDirection.leftToRight

    /// The value of an intrinsic dimension that has no size of its own.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Creates a view with a frame. A frame outside ``LayoutLimits/coordinates``
    /// is reported (through the default issue handler, as the view is a
    /// tree of its own) and replaced by `.zero`.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init(layoutItem: ())
        if !accepts(frame: frame) { storedFrame = .zero }
    }

    /// Creates a view with a zero frame, as `UIView()` does: through
    /// ``init(frame:)``, so a subclass that overrides that initializer, as
    /// UIKit subclasses do, is made the same way by `init()`.
    ///
    /// A subclass's own initializer calls `super.init(frame:)`: Swift lets
    /// no designated initializer call a convenience one, and for
    /// `super.init()` across modules the compiler says so only at link time.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// UIKit's initializer for views from an archive, declared so UIKit
    /// subclasses move over unchanged. There are no archives here: it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        // First of all, so nothing reached while the stored properties are
        // released (subviews, guides, the engine) finds this view.
        reference.item = nil
        if let storedEngine {
            storedEngine.rootIsGoingAway(self)
        } else if !parkedConstraints.isEmpty {
            LayoutEngine.parkedRootIsGoingAway(self)
        }
        for subview in subviews { subview.superview = nil }
        for guide in layoutGuides { guide.owningView = nil }
    }

    /// The identifier, or the type and address when it has none.
    public override var debugName: String { identifier ?? super.debugName }

    override var hostView: LayoutView? { self }

    override var unretainedTreeRoot: Unmanaged<LayoutView>? { unretainedRoot }

    /// The size the view's content wants, per axis, or
    /// ``noIntrinsicMetric`` for an axis without one. Get-only, as UIKit's:
    /// subclasses override it and call ``invalidateIntrinsicContentSize()``
    /// when it changes; a plain view returns its
    /// ``fixedIntrinsicContentSize``, none on either axis unless set. A
    /// length outside ``LayoutLimits/lengths`` (other than
    /// `noIntrinsicMetric`) is reported and that axis has no intrinsic size.
    /// The engine reads
    /// it while bringing its constraints up to date (in a layout pass, or
    /// before an activation), at a point where it is consistent, so an
    /// override may change constraints or views; what it changes applies at
    /// once, and what it reports reaches ``layoutIssueHandler`` after the pass.
    open var intrinsicContentSize: CGSize { storedIntrinsicSize }

    /// The size that best fits `size`, as UIKit's `sizeThatFits(_:)`: a
    /// plain view returns the size of its ``bounds``, as Apple documents
    /// ("the existing size of the view"); ``Label``, ``Button`` and
    /// ``TextField`` return their content's size. Nothing is resized;
    /// ``sizeToFit()`` applies it. Declared here rather than beside
    /// `sizeToFit()` because Swift lets subclasses override only what the
    /// class body declares.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    // MARK: Override points
    //
    // Declared in the class, not in extensions, so subclasses can override
    // them as UIKit subclasses do.

    /// Whether the view cannot lay out without constraints, as UIKit's
    /// class property. UIKit engages its constraint engine lazily and asks
    /// this so a view that makes all its constraints in
    /// ``updateConstraints()`` still gets that call; every tree here is laid
    /// out by its engine from the start, so every view gets it either way,
    /// and overrides are accepted for the code that has them.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Brings the view's constraints up to date, as UIKit's
    /// `updateConstraints()`: called in the constraint update pass of
    /// ``layoutIfNeeded()`` when the view needs it (it is new to its tree,
    /// or ``setNeedsUpdateConstraints()`` was called), after its subviews'.
    /// Override it to add or change constraints in one place, and call
    /// `super.updateConstraints()` last, as UIKit asks. The base does nothing.
    open func updateConstraints() {}

    /// Lays out the subviews, as UIKit's `layoutSubviews()`: called in the
    /// layout pass of ``layoutIfNeeded()`` on each view that needs it,
    /// before its subviews'. The engine has already written every frame
    /// the constraints give, so an override reads final frames after
    /// `super.layoutSubviews()`; what it changes (constants, frames of views
    /// that translate their autoresizing mask) is laid out before the pass
    /// ends. The base does nothing.
    open func layoutSubviews() {}

    /// Called before the view moves to a new superview (`nil` when it is
    /// being removed), as UIKit's `willMove(toSuperview:)`.
    open func willMove(toSuperview newSuperview: LayoutView?) {}

    /// Called after the view moved to a new superview or was removed from
    /// one, as UIKit's `didMoveToSuperview()`: the view is in its new tree,
    /// so constraints to the superview can be activated here.
    open func didMoveToSuperview() {}

    /// Called after a subview was added, as UIKit's `didAddSubview(_:)`.
    open func didAddSubview(_ subview: LayoutView) {}

    /// Called before a subview is removed, as UIKit's `willRemoveSubview(_:)`.
    open func willRemoveSubview(_ subview: LayoutView) {}

    /// Called when the view's ``safeAreaInsets`` changed, as UIKit's
    /// `safeAreaInsetsDidChange()`: in the layout pass after the solve that
    /// changed them (before ``layoutSubviews()``), or when set on the root.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's layout margins changed, as UIKit's
    /// `layoutMarginsDidChange()`.
    open func layoutMarginsDidChange() {}

    /// Called on every view whose ``traitCollection`` changed, parents
    /// before children, once the layout pass that changed it has solved:
    /// after the root's size, scale or direction changed, an override
    /// changed (``traitOverrides``), or the view joined a tree with other
    /// traits. `previousTraitCollection` is the traits of the last call, or
    /// `nil` on the first, which comes with the view's first layout pass in
    /// a tree. Constraints changed here are solved in the same
    /// `layoutIfNeeded()`. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // The hooks below stand in for what UIKit's stack view observes by
    // private means: they are internal, and only views of this module
    // override them.

    /// Called on the superview after a subview's ``isHidden`` changed, as
    /// UIKit's stack view observes its arranged views' `hidden`. The base
    /// does nothing: hiding a view changes no layout.
    func subviewDidChangeHidden(_ subview: LayoutView) {}

    /// Called on the superview after a subview's intrinsic size was
    /// invalidated or its hugging or compression resistance priority
    /// changed, as UIKit tells a stack view through a private method, so
    /// constraints made from them can be remade.
    func subviewContentSizingDidChange(_ subview: LayoutView) {}

    /// Called after each solve with the view's solved width; a view whose
    /// intrinsic size depends on it (text wrapping) returns true to be
    /// measured again. The width is read only by a view that asks for it:
    /// a pass calls this on every view that moved.
    func frameDidSettle(width: @autoclosure () -> CGFloat) -> Bool { false }

    // MARK: Hierarchy

    /// The topmost ancestor, which holds the tree's engine.
    public var rootView: LayoutView { unretainedRoot.takeUnretainedValue() }

    /// ``rootView``, found and handed over without retaining a view: valid
    /// while this view is in hand.
    var unretainedRoot: Unmanaged<LayoutView> {
        var view = Unmanaged.passUnretained(self)
        while let parent = view._withUnsafeGuaranteedRef({ $0.storedSuperview }) { view = parent }
        return view
    }

    /// ``superview``, unretained: valid while this view is in hand.
    var unretainedSuperview: Unmanaged<LayoutView>? { storedSuperview }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: LayoutView) -> Bool {
        // Walked unretained, as `unretainedRoot` walks: each view added checks this twice.
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current: Unmanaged<LayoutView>? = Unmanaged.passUnretained(self)
        while let candidate = current {
            if candidate.toOpaque() == target { return true }
            current = candidate._withUnsafeGuaranteedRef { $0.storedSuperview }
        }
        return false
    }

    /// Adds a subview on top of the others; a view already elsewhere moves here.
    /// Adding the view itself or one of its ancestors is reported and ignored.
    public func addSubview(_ view: LayoutView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a subview at an index (clamped to the valid range), as
    /// UIKit's `insertSubview(_:at:)`; a view already here moves to it.
    public func insertSubview(_ view: LayoutView, at index: Int) {
        guard !isDescendant(of: view) else {
            layoutIssueHandler(
                .error(
                    .invalidHierarchy(
                        reason: "\(view.debugName) cannot become a subview of itself or of its descendant \(debugName)")
                ))
            return
        }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        // The hooks run user code, which may have moved either view.
        guard !isDescendant(of: view), view.superview !== self else { return insertSubview(view, at: index) }
        let carried = view.leaveSuperview()
        if subviews.isEmpty { subviews.reserveCapacity(Self.firstSubviewCapacity) }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        let root = rootView
        view.handOverAttachmentUpdates(to: root)
        LayoutEngine.merge(subtree: view, into: root, carrying: carried)
        if !view.passMarks.isEmpty { noteMarkedSubview(view) }
        view.propagateMarksToAncestors()
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview. As in UIKit, the constraints
    /// that tie the view or its subviews to the rest of the tree are
    /// deactivated, and those among the view, its subviews and their guides
    /// stay active, so the view can be added back with its layout intact.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        guard superview === parent else { return }
        let kept = leaveSuperview()
        if !kept.isEmpty {
            let engine = self.engine
            engine.perform { engine.takeUp(kept) }
        }
        didMoveToSuperview()
    }

    /// Takes the view out of its superview's tree; returns the constraints
    /// inside its subtree, inactive until its next tree takes them up.
    private func leaveSuperview() -> [LayoutConstraint] {
        guard let parent = superview else { return [] }
        let kept = rootView.engineStorage?.detach(subtrees: [self]).first ?? []
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        return kept
    }

    // MARK: Geometry

    /// The rectangle in the superview's coordinates. Setting it moves a view
    /// that translates its autoresizing mask; a constrained view gets the
    /// engine's frame back at the next layout. A value outside
    /// ``LayoutLimits/coordinates`` is reported and ignored.
    public var frame: CGRect {
        get { storedFrame }
        set {
            guard accepts(frame: newValue) else { return }
            storedFrame = newValue
            if storedTranslates { engineStorageOfTree?.needsSync(self) }
            setNeedsLayout()
        }
    }

    /// The view's own rectangle: the frame's size, at the origin its
    /// subviews are measured from.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: storedFrame.size) }

    /// The origin of ``bounds``: zero, except in a view that scrolls its
    /// content, where it is the content offset. Subviews' frames are
    /// measured from it, so scrolling moves no frame, as in UIKit.
    var boundsOrigin: CGPoint { .zero }

    /// Tells the engine ``boundsOrigin`` changed: the frames of the
    /// subviews and guides, measured from it, are written again at the next pass.
    func boundsOriginDidChange() {
        engineStorageOfTree?.framesAreDue(inBoundsOf: self)
        setTreeNeedsLayoutPass()
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    /// Whether the engine turns the view's frame into required constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslates }
        set {
            guard newValue != storedTranslates else { return }
            storedTranslates = newValue
            engineStorageOfTree?.needsSync(self)
            setNeedsLayout()
        }
    }

    /// Pixels per point for rounding frames; read from the root. Set it on
    /// the root. A value outside ``LayoutLimits/contentScaleFactors`` is
    /// reported and ignored.
    public var contentScaleFactor: CGFloat {
        get { superview == nil ? storedScale : rootView.storedScale }
        set {
            let root = rootView
            guard root.accepts(newValue, "contentScaleFactor", in: LayoutLimits.contentScaleFactors),
                newValue != root.storedScale
            else { return }
            root.storedScale = newValue
            root.engineStorage?.framesAreDueEverywhere()
            root.setNeedsLayout()
        }
    }

    /// The engine of this view's tree, if it has one yet.
    var engineStorageOfTree: LayoutEngine? { unretainedRoot._withUnsafeGuaranteedRef { $0.engineStorage } }

    /// Adds again this view's active constraints that read its state
    /// (leading and trailing edges, baselines) after that state changed: a
    /// font, an image, an inset. A view outside any engine has none to redo.
    func rebuildStateDependentConstraints() {
        engineStorageOfTree?.rebuildStateDependentConstraints(of: [ObjectIdentifier(self)])
    }

    /// The engine of the tree this view is the root of, or `nil` when it
    /// has none; one is made for a root holding parked constraints, which
    /// are active and need it as soon as anything asks.
    var engineStorage: LayoutEngine? {
        get {
            if let storedEngine { return storedEngine }
            return parkedConstraints.isEmpty ? nil : engineForParkedConstraints()
        }
        set { storedEngine = newValue }
    }

    /// ``engine``, out of line: most trees without an engine have nothing parked.
    @inline(never)
    private func engineForParkedConstraints() -> LayoutEngine { engine }

    /// The engine of this view's tree, made on first use at the root.
    var engine: LayoutEngine {
        if let engine = unretainedRoot._withUnsafeGuaranteedRef({ $0.storedEngine }) { return engine }
        let root = rootView
        let engine = LayoutEngine(root: root)
        root.storedEngine = engine
        engine.adopt(subtree: root)
        root.handParkedConstraints(to: engine)
        return engine
    }
}
