import Foundation

/// A button with a title, sized as UIKit sizes a system `UIButton`.
///
/// Its intrinsic size is its title's, measured like a ``Label``, plus its
/// content insets. While ``contentEdgeInsets`` is zero, its default, those
/// are the system button's own, ``contentInsets``: 6 points above and below
/// the title and none at the sides. UIKit gives a system button titled
/// "Button" in its default 15-point system font 46 x 30 points (an 18-point
/// title line plus 12), and one with an 18-point title a 21-point line and a
/// height of 33: the 6 points are padding, not a minimum height. Once
/// `contentEdgeInsets` is anything but zero, it replaces that padding
/// rather than adding to it, as in UIKit, where insets of 0 at the top and
/// bottom and 10 at the sides make a button lower than the default one.
/// Here the title is measured with ``textMetrics``, so
/// `Button(title: "Sign In")` is 47 x 30. Its baselines are its title's.
///
/// ```swift
/// let signIn = Button(title: "Sign In")
/// signIn.setTitle("Signing In…", for: .normal)
/// signIn.titleLabel?.font = .boldSystemFont(ofSize: 17)   // resizes the button
/// signIn.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
/// ```
///
/// The title label is measured, not laid out: it is no subview and has no
/// frame of its own.
open class Button: LayoutView {
    /// The states a control can be in, as UIKit's `UIControl.State`; a
    /// button keeps a title per state and shows the normal one.
    public struct State: OptionSet, Sendable, Hashable {
        /// The bits of the state.
        public let rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal: State = []
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The space UIKit's system button keeps around its title while
    /// ``contentEdgeInsets`` is zero: 6 points above and below, none at the sides.
    public static let contentInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    private let title = Label(text: nil, font: .systemFont(ofSize: 15))
    private var titles: [UInt: String] = [:]

    /// The label that shows the title; set its font to resize the button.
    /// Optional, as UIKit spells it, though a button always has one.
    open var titleLabel: Label? { title }

    /// The space between the title and the button's edges, UIKit's
    /// `contentEdgeInsets`: zero by default, which leaves the system
    /// ``contentInsets``; any other value replaces them (see ``Button``).
    /// Negative insets draw the edges in. An inset outside
    /// ``LayoutLimits/coordinates`` is reported and ignored.
    open var contentEdgeInsets = EdgeInsets.zero {
        didSet {
            guard contentEdgeInsets != oldValue else { return }
            guard accepts(contentEdgeInsets, "contentEdgeInsets") else {
                contentEdgeInsets = oldValue
                return
            }
            invalidateIntrinsicContentSize()
            engineStorageOfTree?.rebuildStateDependentConstraints(of: [ObjectIdentifier(self)])
        }
    }

    /// Where the title is drawn relative to its place, UIKit's
    /// `titleEdgeInsets`, zero by default. As Apple documents, UIKit uses it
    /// only to position the title and never for `intrinsicContentSize` or
    /// `sizeThatFits(_:)`, so it changes no size here. An inset outside
    /// ``LayoutLimits/coordinates`` is reported and ignored.
    open var titleEdgeInsets = EdgeInsets.zero {
        didSet {
            if !accepts(titleEdgeInsets, "titleEdgeInsets") { titleEdgeInsets = oldValue }
        }
    }

    /// Creates a button with no title, UIKit's designated initializer; its
    /// title label has UIKit's 15-point system font.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        title.contentOwnerReference = reference
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a button titled `title` in `font`, UIKit's 15-point system
    /// font by default. A font size outside ``LayoutLimits/lengths`` is
    /// reported and the 15-point font stays.
    public convenience init(title: String = "", font: Font = .systemFont(ofSize: 15)) {
        self.init(frame: .zero)
        setTitle(title, for: .normal)
        self.title.font = font
    }

    /// Sets the title shown in a state; the normal title is the one measured.
    /// A `nil` title for a state other than normal falls back to the normal one.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { self.title.text = title }
    }

    /// The title for a state: its own, or the normal title.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title shown now: the normal title.
    open var currentTitle: String? { title(for: .normal) }

    /// The title's size plus the content insets (see ``Button``).
    open override var intrinsicContentSize: CGSize { contentSize }

    /// The title's size plus the content insets, whatever `size` is: UIKit's
    /// button answers `sizeThatFits(_:)` with the size it wants.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

    /// ``contentEdgeInsets``, or the system ``contentInsets`` while it is zero.
    private var insets: EdgeInsets { contentEdgeInsets == .zero ? Self.contentInsets : contentEdgeInsets }

    private var contentSize: CGSize {
        let text = title.intrinsicContentSize
        let insets = self.insets
        return CGSize(width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
    }

    override var firstBaselineOffset: CGFloat? {
        title.firstBaselineOffset.map { $0 + insets.top }
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        title.lastBaselineOffsetFromBottom.map { $0 + insets.bottom }
    }
}
