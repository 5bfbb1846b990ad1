import Foundation

/// A button with a title, sized as UIKit sizes a system `UIButton`.
///
/// Its intrinsic size is its title's, measured like a ``Label``, plus the
/// system button's content insets: 6 points above and below the title and
/// none at the sides. UIKit gives a system button titled "Button" in its
/// default 15-point system font 46 x 30 points (an 18-point title line
/// plus 12), and one with an 18-point title a 21-point line and a height
/// of 33; here the title is measured with ``textMetrics``, so
/// `Button(title: "Sign In")` is 47 x 30. Its baselines are its title's.
///
/// ```swift
/// let signIn = Button(title: "Sign In")
/// signIn.setTitle("Signing In…", for: .normal)
/// signIn.titleLabel?.font = .boldSystemFont(ofSize: 17)   // resizes the button
/// ```
///
/// The title label is measured, not laid out: it is no subview and has no
/// frame of its own.
public final class Button: LayoutView {
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

    /// The space UIKit's system button keeps around its title: 6 points
    /// above and below, none at the sides.
    public static let contentInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    /// The label that shows the title; set its font to resize the button.
    /// Optional, as UIKit spells it, though a button always has one.
    public let titleLabel: Label?
    private let title: Label
    private var titles: [UInt: String] = [:]

    /// Creates a button titled `title` in `font`, UIKit's 15-point system font by default.
    public init(title: String = "", font: Font = .systemFont(ofSize: 15)) {
        self.title = Label(text: title, font: font)
        self.titleLabel = self.title
        super.init(frame: .zero)
        self.title.contentOwnerReference = reference
        titles[State.normal.rawValue] = title
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the title shown in a state; the normal title is the one measured.
    /// A `nil` title for a state other than normal falls back to the normal one.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { self.title.text = title ?? "" }
    }

    /// The title for a state: its own, or the normal title.
    public func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title shown now: the normal title.
    public var currentTitle: String? { title(for: .normal) }

    /// The title's size plus ``contentInsets``.
    public override var intrinsicContentSize: CGSize {
        get {
            let text = title.intrinsicContentSize
            let insets = Self.contentInsets
            return CGSize(width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
        }
        set { _ = newValue }
    }

    override var firstBaselineOffset: CGFloat? {
        title.firstBaselineOffset.map { $0 + Self.contentInsets.top }
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        title.lastBaselineOffsetFromBottom.map { $0 + Self.contentInsets.bottom }
    }
}
