import Foundation

/// A one-line text field, sized as UIKit sizes a `UITextField`.
///
/// Its intrinsic width is its text's, or when empty its placeholder's, plus
/// its border style's inset on each side; its intrinsic height is its
/// font's line height rounded up to a point plus the style's padding:
///
/// | ``borderStyle`` | inset a side | height |
/// | --- | --- | --- |
/// | ``BorderStyle/none`` (UIKit's default) | 0 | the line |
/// | ``BorderStyle/line``, ``BorderStyle/bezel`` | 7 | the line + 13 |
/// | ``BorderStyle/roundedRect`` | 7 | the line + 13 |
///
/// The rounded style's figures are UIKit's: 34 points for a 17-point system
/// font (a 20.3-point line) and 30 for a 14-point one (a 16.7-point line),
/// the text drawn 7 points in from each side. A borderless field is its
/// line of text, as UIKit draws it, with no inset. For the line and bezel
/// styles no figure of UIKit's was found; they take the rounded style's, so
/// a field keeps its size when only its border changes. Text is measured
/// with ``textMetrics``, so `TextField(placeholder: "Username")` is 79 x 20
/// borderless and 93 x 33 rounded with the standard metrics (a 19.6-point line).
///
/// ```swift
/// let username = TextField(placeholder: "Username")
/// username.borderStyle = .roundedRect   // as UIKit code sets it: the default is .none
/// username.text = "ada"                 // the width follows the text
/// ```
open class TextField: LayoutView {
    /// The border drawn around a text field, as UIKit's `UITextField.BorderStyle`,
    /// with its cases and raw values; each has its own size (see ``TextField``).
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border; UIKit's default for a field made in code.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }

    /// The font a field has until one is set, and again when `nil` is set:
    /// the 17-point system font, the size of UIKit's default body style.
    private static let defaultFont = Font.systemFont(ofSize: 17)

    private var storedText = ""
    private var storedFont = TextField.defaultFont

    /// The border, ``BorderStyle/none`` by default as UIKit's (Apple
    /// documents `.none` as the default); it sets the field's size.
    open var borderStyle = BorderStyle.none {
        didSet {
            guard borderStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            rebuildStateDependentConstraints()
        }
    }

    /// The text typed. As UIKit's, reading it never gives `nil`: it is ""
    /// until set, and setting `nil` makes it "" again, though the type is
    /// optional and Apple documents `nil` as the default.
    open var text: String? {
        get { storedText }
        set {
            let text = newValue ?? ""
            guard text != storedText else { return }
            storedText = text
            invalidateIntrinsicContentSize()
        }
    }

    /// The hint shown while the text is empty; `nil` by default.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font of the text and the placeholder: 17 points of the system
    /// font by default, the size of UIKit's default, the body style.
    /// Setting `nil` restores that default, so reading it never gives `nil`.
    /// A size outside ``LayoutLimits/lengths`` is reported and ignored.
    open var font: Font? {
        get { storedFont }
        set {
            guard let font = fontToStore(newValue, default: Self.defaultFont, replacing: storedFont) else { return }
            storedFont = font
            invalidateIntrinsicContentSize()
            rebuildStateDependentConstraints()
        }
    }

    /// Where the text sits across the field; ``TextAlignment/left`` by
    /// default, as Apple documents for `UITextField`. It never changes the size.
    open var textAlignment: TextAlignment = .left

    /// How text is measured; replace it to match a real renderer.
    public var textMetrics: any TextMetrics {
        get { chosenMetrics.metrics }
        set {
            chosenMetrics.metrics = newValue
            invalidateIntrinsicContentSize()
        }
    }

    private var chosenMetrics = ChosenTextMetrics()

    /// Creates an empty borderless field in the 17-point system font,
    /// UIKit's designated initializer.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a borderless field with a placeholder, text and font, in
    /// UIKit's default 17-point system font unless given one. A font size
    /// outside ``LayoutLimits/lengths`` is reported and the 17-point font stays.
    public convenience init(placeholder: String? = nil, text: String? = nil, font: Font = .systemFont(ofSize: 17)) {
        self.init(frame: .zero)
        self.placeholder = placeholder
        self.text = text
        self.font = font
    }

    /// The shown text's width plus the style's insets, and the line height
    /// plus the style's padding (see ``TextField``).
    open override var intrinsicContentSize: CGSize { contentSize }

    /// The same size as ``intrinsicContentSize``, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

    /// The font text is drawn in: ``font`` without its optional.
    package var shownFont: Font { storedFont }

    /// How far in from each side the text is drawn, by ``borderStyle``.
    package var textInset: CGFloat { borderStyle == .none ? 0 : 7 }

    /// What the style adds to the line height, rounded up to a point.
    private var verticalPadding: CGFloat { borderStyle == .none ? 0 : 13 }

    private var contentSize: CGSize {
        let shown = storedText.isEmpty ? placeholder ?? "" : storedText
        let width = textMetrics.size(of: shown, font: storedFont, maxWidth: nil, maxLines: 1).width
        let line = textMetrics.lineMetrics(for: storedFont).lineHeight.rounded(.up)
        return CGSize(width: width + 2 * textInset, height: line + verticalPadding)
    }

    /// The space above (and below) the text's line: the line is centred.
    private var lineInset: CGFloat {
        let line = textMetrics.lineMetrics(for: storedFont).lineHeight
        return (line.rounded(.up) + verticalPadding - line) / 2
    }

    override var firstBaselineOffset: CGFloat? {
        (lineInset + textMetrics.lineMetrics(for: storedFont).ascender).rounded(.up)
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        let metrics = textMetrics.lineMetrics(for: storedFont)
        return (lineInset + metrics.descender + metrics.leading).rounded(.down)
    }
}
