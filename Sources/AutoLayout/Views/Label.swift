import Foundation

/// A view that shows text and sizes itself to it, as UIKit's `UILabel`.
///
/// Its intrinsic size comes from its ``textMetrics``: one line by default,
/// or wrapped lines when ``numberOfLines`` is not 1, at
/// ``preferredMaxLayoutWidth`` or, when that is 0, at the width the last
/// layout gave it. Its baselines are the baselines of its first and last lines.
///
/// ```swift
/// let title = Label(text: "Welcome back", font: .boldSystemFont(ofSize: 28))
/// ```
public final class Label: LayoutView {
    // Read on every measurement and layout pass, so they skip the
    // runtime's exclusivity checks, as the view's own state does: a label
    // belongs to one thread at a time.
    /// The text shown.
    @exclusivity(unchecked) public var text: String {
        didSet { if text != oldValue { measured = nil; contentDidChange() } }
    }

    /// The font measured. A size outside ``LayoutLimits/lengths`` is
    /// reported and ignored.
    @exclusivity(unchecked) public var font: Font {
        didSet {
            guard font != oldValue else { return }
            guard accepts(font.size, "font.size", in: LayoutLimits.lengths) else { font = oldValue; return }
            measured = nil
            contentDidChange()
            for view in [self, contentOwner].compactMap({ $0 }) {
                view.engineStorageOfTree?.rebuildStateDependentConstraints(of: [ObjectIdentifier(view)])
            }
        }
    }

    /// The most lines shown; 0 means as many as the text needs. A negative
    /// number is reported and ignored.
    @exclusivity(unchecked) public var numberOfLines: Int = 1 {
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
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            guard accepts(preferredMaxLayoutWidth, "preferredMaxLayoutWidth", in: LayoutLimits.lengths) else {
                preferredMaxLayoutWidth = oldValue
                return
            }
            contentDidChange()
        }
    }

    /// How text is measured; replace it to match a real renderer.
    @exclusivity(unchecked) public var textMetrics: any TextMetrics = StandardTextMetrics() {
        didSet {
            measured = nil
            contentDidChange()
        }
    }

    /// The view whose size is measured from this label (a button's title),
    /// told whenever the label's size may have changed. Held through its
    /// item reference, not `weak` (see `ItemReference`).
    var contentOwnerReference: ItemReference?
    private var contentOwner: LayoutView? { contentOwnerReference?.item as? LayoutView }

    /// The width the text was last wrapped at, from layout.
    @exclusivity(unchecked) private var wrapWidth: CGFloat?
    /// The last measured size and the wrapping width it was measured at.
    @exclusivity(unchecked) private var measured: (width: CGFloat?, size: CGSize)?

    /// Creates a label. A font size outside ``LayoutLimits/lengths`` is
    /// reported (the label has no issue handler of its own yet, so the
    /// default one prints it) and replaced by 17 points.
    public init(text: String = "", font: Font = .systemFont(ofSize: 17)) {
        self.text = text
        self.font = font
        super.init(frame: .zero)
        if !accepts(font.size, "font.size", in: LayoutLimits.lengths) { self.font.size = 17 }
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size of the text: its widest line, and its lines' height.
    public override var intrinsicContentSize: CGSize {
        get {
            guard !text.isEmpty else { return .zero }
            let maxWidth: CGFloat? = numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : wrapWidth)
            if let measured, measured.width == maxWidth { return measured.size }
            let size = textMetrics.size(of: text, font: font, maxWidth: maxWidth, maxLines: numberOfLines)
            measured = (maxWidth, size)
            return size
        }
        set { _ = newValue }
    }

    // A replaced text measurer can answer anything: a baseline that is not
    // finite is none, and the baseline falls back to the bottom edge.
    override var firstBaselineOffset: CGFloat? {
        let offset = textMetrics.lineMetrics(for: font).ascender.rounded(.up)
        return offset.isFinite ? offset : nil
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        let metrics = textMetrics.lineMetrics(for: font)
        let offset = (metrics.descender + metrics.leading).rounded(.down)
        return offset.isFinite ? offset : nil
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        contentOwner?.invalidateIntrinsicContentSize()
    }

    override func frameDidSettle(width: CGFloat) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return false }
        guard width > 0, width != wrapWidth else { return false }
        wrapWidth = width
        return true
    }
}
