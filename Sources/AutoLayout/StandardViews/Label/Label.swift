import Foundation

/// A view that shows text and sizes itself to it, as UIKit's `UILabel`.
///
/// Its intrinsic size comes from its ``textMetrics``: one line by default,
/// or wrapped lines when ``numberOfLines`` is not 1, at
/// ``preferredMaxLayoutWidth`` or, when that is 0, at the width the last
/// layout gave it. Its baselines are the baselines of its first and last lines.
///
/// Open, as UIKit's: subclasses override ``intrinsicContentSize``,
/// ``text``, ``font`` or ``sizeThatFits(_:)``, and UIKit's initializers,
/// `init(frame:)` and `init?(coder:)`.
///
/// ```swift
/// let title = Label(text: "Welcome back", font: .boldSystemFont(ofSize: 28))
///
/// final class PaddingLabel: Label {
///     override var intrinsicContentSize: CGSize {
///         let size = super.intrinsicContentSize
///         return CGSize(width: size.width + 16, height: size.height + 8)
///     }
/// }
/// ```
open class Label: LayoutView {
    /// The font a label has until one is set, and again when `nil` is set:
    /// UIKit's, the 17-point system font.
    static let defaultFont = Font.systemFont(ofSize: 17)

    // Read on every measurement and layout pass, so they skip the
    // runtime's exclusivity checks, as the view's own state does: a label
    // belongs to one thread at a time. Measuring reads them, not the open
    // properties, so an override of `text` or `font` changes what is shown
    // only through what it sets, as in UIKit.
    @exclusivity(unchecked) private var storedText: String?
    @exclusivity(unchecked) private var storedFont = Label.defaultFont

    /// The text shown; `nil` by default, as UIKit's. A `nil` or empty text
    /// has a zero intrinsic size.
    open var text: String? {
        get { storedText }
        set {
            guard newValue != storedText else { return }
            storedText = newValue
            measured = nil
            contentDidChange()
        }
    }

    /// The font measured, UIKit's 17-point system font by default. As
    /// UIKit's `UILabel.font` (`UIFont!`), setting `nil` restores that
    /// default and reading it never gives `nil`. A size outside
    /// ``LayoutLimits/lengths`` is reported and ignored.
    open var font: Font! {
        get { storedFont }
        set {
            guard let font = fontToStore(newValue, default: Self.defaultFont, replacing: storedFont) else { return }
            storedFont = font
            measured = nil
            contentDidChange()
            // The owner is held first: the issue handler, run as the first
            // rebuild ends, may let go of it.
            let owner = contentOwner
            rebuildStateDependentConstraints()
            owner?.rebuildStateDependentConstraints()
        }
    }

    /// The most lines shown; 0 means as many as the text needs. A negative
    /// number is reported and ignored.
    @exclusivity(unchecked) open var numberOfLines: Int = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            guard accepts(CGFloat(numberOfLines), "numberOfLines", in: 0...CGFloat.infinity) else {
                numberOfLines = oldValue
                return
            }
            measured = nil
            contentDidChange()
        }
    }

    /// The width multi-line text wraps at; 0 means the width from layout.
    /// A width outside ``LayoutLimits/lengths`` is reported and ignored.
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            guard accepts(preferredMaxLayoutWidth, "preferredMaxLayoutWidth", in: LayoutLimits.lengths) else {
                preferredMaxLayoutWidth = oldValue
                return
            }
            contentDidChange()
        }
    }

    /// Where the lines sit across the label; ``TextAlignment/natural`` by
    /// default, as UIKit's since iOS 9. It never changes the label's size.
    open var textAlignment: TextAlignment = .natural

    /// How lines that do not fit wrap and are cut;
    /// ``LineBreakMode/byTruncatingTail`` by default, as UIKit's. Lines are
    /// measured as ``LineBreakMode`` describes.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail

    /// How text is measured; replace it to match a real renderer.
    public var textMetrics: any TextMetrics {
        get { chosenMetrics.metrics }
        set {
            chosenMetrics.metrics = newValue
            measured = nil
            contentDidChange()
        }
    }

    @exclusivity(unchecked) private var chosenMetrics = ChosenTextMetrics()

    /// The view whose size is measured from this label (a button's title),
    /// told whenever the label's size may have changed. Held through its
    /// item reference, not `weak` (see `ItemReference`).
    var contentOwnerReference: ItemReference?
    private var contentOwner: LayoutView? { contentOwnerReference?.item as? LayoutView }

    /// The width the text was last wrapped at, from layout.
    @exclusivity(unchecked) private var wrapWidth: CGFloat?
    /// The last measured size and the wrapping width it was measured at.
    @exclusivity(unchecked) private var measured: (width: CGFloat?, size: CGSize)?

    /// Creates a label with no text in the 17-point system font, UIKit's
    /// designated initializer.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a label showing `text` in `font`. A font size outside
    /// ``LayoutLimits/lengths`` is reported (the label has no issue handler
    /// of its own yet, so the default one prints it) and replaced by 17
    /// points of the same weight.
    public convenience init(text: String? = nil, font: Font = .systemFont(ofSize: 17)) {
        self.init(frame: .zero)
        self.text = text
        self.font =
            accepts(font.size, "font.size", in: LayoutLimits.lengths) ? font : Font(size: 17, weight: font.weight)
    }

    /// The size of the text: its widest line, and its lines' height.
    open override var intrinsicContentSize: CGSize {
        let maxWidth: CGFloat? =
            numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : wrapWidth)
        if let measured, measured.width == maxWidth { return measured.size }
        let size = textSize(maxWidth: maxWidth)
        measured = (maxWidth, size)
        return size
    }

    /// The size of the text as UIKit's label fits it to `size`: one line
    /// when ``numberOfLines`` is 1, however narrow `size` is; otherwise
    /// wrapped at `size.width`, at most `numberOfLines` lines. As in UIKit,
    /// a width of 0 sets no limit (a label sized to fit from a zero frame
    /// shows its text on one line), so do `.greatestFiniteMagnitude` and
    /// `.infinity`, and the height asked for limits nothing. A negative or
    /// NaN width is reported and sets no limit. Neither
    /// ``preferredMaxLayoutWidth`` nor an override of
    /// ``intrinsicContentSize`` changes it, as in UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard numberOfLines != 1, accepts(size.width, "sizeThatFits width", in: 0...CGFloat.infinity),
            size.width > 0, size.width.isFinite
        else { return textSize(maxWidth: nil) }
        return textSize(maxWidth: size.width)
    }

    /// The text's size wrapped at `maxWidth` (`nil`: no limit), in whole points.
    private func textSize(maxWidth: CGFloat?) -> CGSize {
        guard let text = storedText, !text.isEmpty else { return .zero }
        return textMetrics.size(of: text, font: storedFont, maxWidth: maxWidth, maxLines: numberOfLines)
    }

    // A replaced text measurer can answer anything: a baseline that is not
    // finite is none, and the baseline falls back to the bottom edge.
    override var firstBaselineOffset: CGFloat? {
        let offset = textMetrics.lineMetrics(for: storedFont).ascender.rounded(.up)
        return offset.isFinite ? offset : nil
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        let metrics = textMetrics.lineMetrics(for: storedFont)
        let offset = (metrics.descender + metrics.leading).rounded(.down)
        return offset.isFinite ? offset : nil
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        contentOwner?.invalidateIntrinsicContentSize()
    }

    override func frameDidSettle(width solvedWidth: @autoclosure () -> CGFloat) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return false }
        let width = solvedWidth()
        guard width > 0, width != wrapWidth else { return false }
        wrapWidth = width
        return true
    }
}
