import Foundation

/// A one-line text field, sized as UIKit sizes a `UITextField` in its
/// rounded-rectangle style.
///
/// Its intrinsic height is its font's line height rounded up to a point
/// plus 13, which gives UIKit's figures: 34 points for a 17-point system
/// font (the default; a 20.3-point line) and 30 for a 14-point one (a
/// 16.7-point line). Its intrinsic width is its text's, or when empty its
/// placeholder's, plus 7 points of inset on each side. Text is measured
/// with ``textMetrics``, so `TextField(placeholder: "Username")` is
/// 93 x 33 with the standard metrics (a 19.6-point line).
///
/// ```swift
/// let username = TextField(placeholder: "Username")
/// username.text = "ada"            // the width follows the text
/// ```
public final class TextField: LayoutView {
    /// The space the rounded style keeps beside the text, per side.
    public static let horizontalInset: CGFloat = 7
    /// What the rounded style adds to the text's line height, rounded up to a point.
    public static let verticalPadding: CGFloat = 13

    /// The text typed.
    public var text: String {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The hint shown while the text is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font of the text and the placeholder.
    public var font: Font {
        didSet {
            guard font != oldValue else { return }
            invalidateIntrinsicContentSize()
            engineStorageOfTree?.rebuildStateDependentConstraints(of: [ObjectIdentifier(self)])
        }
    }

    /// How text is measured; replace it to match a real renderer.
    public var textMetrics: any TextMetrics = StandardTextMetrics() {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Creates a text field with a placeholder, empty, in UIKit's default 17-point system font.
    public init(placeholder: String? = nil, text: String = "", font: Font = .systemFont(ofSize: 17)) {
        self.placeholder = placeholder
        self.text = text
        self.font = font
        super.init(frame: .zero)
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The shown text's width plus the insets, and the line height plus the padding.
    public override var intrinsicContentSize: CGSize {
        get {
            let shown = text.isEmpty ? placeholder ?? "" : text
            let width = textMetrics.size(of: shown, font: font, maxWidth: nil, maxLines: 1).width
            let line = textMetrics.lineMetrics(for: font).lineHeight.rounded(.up)
            return CGSize(width: width + 2 * Self.horizontalInset, height: line + Self.verticalPadding)
        }
        set { _ = newValue }
    }

    /// The space above (and below) the text's line: the line is centred.
    private var lineInset: CGFloat {
        let line = textMetrics.lineMetrics(for: font).lineHeight
        return (line.rounded(.up) + Self.verticalPadding - line) / 2
    }

    override var firstBaselineOffset: CGFloat? {
        (lineInset + textMetrics.lineMetrics(for: font).ascender).rounded(.up)
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        let metrics = textMetrics.lineMetrics(for: font)
        return (lineInset + metrics.descender + metrics.leading).rounded(.down)
    }
}
