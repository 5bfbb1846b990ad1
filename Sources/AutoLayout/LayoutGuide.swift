import Foundation

/// A rectangle in a view's layout that constraints can position without a
/// view: space between views, a centred column, the margins, the safe area.
///
/// ```swift
/// let column = LayoutGuide()
/// root.addLayoutGuide(column)
/// column.widthAnchor.constraint(equalToConstant: 260).isActive = true
/// column.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
/// ```
///
/// Public but not open: only this module subclasses it, for guides with
/// settings of their own (``KeyboardLayoutGuide``).
public class LayoutGuide: LayoutItem {
    // Not `weak` (see `ItemReference`): the owning view clears it as it goes
    // away. Kept unmanaged, as `LayoutView.superview` is, so the searches
    // for a constraint's tree read it without retaining the view.
    /// The view the guide belongs to, once added with ``LayoutView/addLayoutGuide(_:file:line:)``.
    public internal(set) var owningView: LayoutView? {
        get { storedOwningView?.takeUnretainedValue() }
        set { storedOwningView = newValue.map(Unmanaged.passUnretained) }
    }
    @exclusivity(unchecked) private var storedOwningView: Unmanaged<LayoutView>?
    /// A name for descriptions and traces.
    public var identifier: String

    /// The guide's rectangle in the owning view's coordinates after the last layout.
    @exclusivity(unchecked) public internal(set) var layoutFrame: CGRect = .zero
    /// A view's own margins or safe-area guide, named after the view.
    let isOwnGuide: Bool
    /// For a view's margins, safe-area or readable content guide, which
    /// insets of the view it stands for; `nil` for every other guide.
    let insetSource: InsetSource?
    /// What the engine keeps for a guide inset from its view (see
    /// `InsetGuideState`). Unchecked for exclusivity, as the engine's own
    /// state is.
    @exclusivity(unchecked) var insetState = InsetGuideState()

    /// Creates a guide; add it to a view before constraining it.
    public init(identifier: String = "") {
        self.identifier = identifier
        self.isOwnGuide = false
        self.insetSource = nil
        super.init(layoutItem: ())
    }

    init(ownGuideNamed name: String, insetFrom source: InsetSource? = nil) {
        self.identifier = name
        self.isOwnGuide = true
        self.insetSource = source
        super.init(layoutItem: ())
    }

    override var hostView: LayoutView? { owningView }

    override var unretainedTreeRoot: Unmanaged<LayoutView>? {
        storedOwningView?._withUnsafeGuaranteedRef { $0.unretainedRoot }
    }

    override var isInsetGuide: Bool { insetSource != nil }

    /// ``owningView``, unretained: valid while the guide is in hand.
    var unretainedOwningView: Unmanaged<LayoutView>? { storedOwningView }

    /// The identifier, or the type and address when it has none; a view's
    /// own guides are named after the view (`card.layoutMarginsGuide`).
    public override var debugName: String {
        if isOwnGuide, let owningView { return "\(owningView.debugName).\(identifier)" }
        return identifier.isEmpty ? super.debugName : identifier
    }
}
