import Foundation

/// A view that shows a region of content larger than itself, as UIKit's
/// `UIScrollView`, laid out as UIKit lays one out.
///
/// Its content is what its subviews cover, positioned by constraints:
///
/// - to ``contentLayoutGuide``, whose rectangle is the content: its size is
///   the ``contentSize``;
/// - or, the older way, to the scroll view's own edges, which UIKit
///   attaches to the content area when the other item is inside the
///   scroll view (its width and height stay the frame's);
/// - and to ``frameLayoutGuide``, the scroll view's frame, for content as
///   wide as the visible area (a vertical list) or pages one frame wide.
///
/// ```swift
/// let scroll = ScrollView()
/// let content = LayoutView()
/// scroll.addSubview(content)
/// content.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///     content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
///     content.heightAnchor.constraint(equalToConstant: 2000),
/// ])
/// // after layout: scroll.contentSize == (scroll width, 2000)
/// ```
///
/// Scrolling changes ``contentOffset``, the origin of the scroll view's
/// ``LayoutView/bounds``: subviews keep their frames, as UIKit's do.
open class ScrollView: LayoutView {
    /// The guide whose rectangle is the content, in the scroll view's
    /// bounds coordinates: its origin is the content's, its size the
    /// ``contentSize``.
    public let contentLayoutGuide = LayoutGuide(identifier: "contentLayoutGuide")
    /// The guide whose rectangle is the scroll view's frame, untouched by scrolling.
    public let frameLayoutGuide = LayoutGuide(identifier: "frameLayoutGuide")

    /// The constraints that place the content guide at the offset and give
    /// it the set content size where nothing else sizes it.
    private var contentPlacement: [LayoutConstraint] = []
    private var storedContentOffset = CGPoint.zero
    private var storedContentSize = CGSize.zero

    /// Whether the view scrolls at all. Kept for code that sets it; it
    /// does not change layout.
    public var isScrollEnabled = true
    /// Whether scrolling stops at multiples of the frame's size. It does
    /// not change layout: content paged by ``frameLayoutGuide``'s width
    /// lays out as UIKit lays it out either way.
    public var isPagingEnabled = false
    /// Whether the vertical indicator shows. Kept for code that sets it.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows. Kept for code that sets it.
    public var showsHorizontalScrollIndicator = true
    /// Whether the content bounces past its edges. Kept for code that sets it.
    public var bounces = true
    /// Whether the content bounces vertically even when it fits; it makes
    /// the vertical axis count as scrollable for ``adjustedContentInset``.
    public var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits; it
    /// makes the horizontal axis count as scrollable for ``adjustedContentInset``.
    public var alwaysBounceHorizontal = false

    /// Space around the content, inside the scroll view's edges. A value
    /// outside ``LayoutLimits/coordinates`` is reported and ignored.
    public var contentInset = EdgeInsets.zero {
        didSet {
            guard contentInset != oldValue else { return }
            guard accepts(contentInset, "contentInset") else { contentInset = oldValue; return }
            adjustedContentInsetDidChange()
        }
    }

    /// How the safe area adds to ``contentInset`` (see ``adjustedContentInset``).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetDidChange() } }
    }

    /// Creates a scroll view with its two guides.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        placeGuides()
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    override var boundsOrigin: CGPoint { storedContentOffset }

    override var contentAreaGuide: LayoutGuide? { contentLayoutGuide }

    /// The point of the content at the scroll view's top-left corner: the
    /// origin of its ``LayoutView/bounds``. Setting it scrolls: subviews
    /// keep their frames, and their places in the root's coordinates move.
    /// A value outside ``LayoutLimits/coordinates`` is reported and ignored.
    open var contentOffset: CGPoint {
        get { storedContentOffset }
        set {
            guard newValue != storedContentOffset,
                accepts(newValue.x, "contentOffset.x", in: LayoutLimits.coordinates),
                accepts(newValue.y, "contentOffset.y", in: LayoutLimits.coordinates)
            else { return }
            storedContentOffset = newValue
            contentPlacement[0].constant = -newValue.x
            contentPlacement[1].constant = -newValue.y
            boundsOriginDidChange()
        }
    }

    /// Scrolls to an offset; there is no animation here.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The size of the content: the size of ``contentLayoutGuide`` after
    /// the last layout pass when constraints give it one, or the size set
    /// here, which sizes the guide where no constraint does. A size outside
    /// ``LayoutLimits/lengths`` is reported and ignored.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue != storedContentSize,
                accepts(newValue.width, "contentSize.width", in: LayoutLimits.lengths),
                accepts(newValue.height, "contentSize.height", in: LayoutLimits.lengths)
            else { return }
            storedContentSize = newValue
            contentPlacement[2].constant = newValue.width
            contentPlacement[3].constant = newValue.height
            adjustedContentInsetDidChange()
        }
    }

    /// Reads the content size the constraints gave the content guide.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentLayoutGuide.layoutFrame.size
        guard size != storedContentSize else { return }
        storedContentSize = size
        adjustedContentInsetDidChange()
    }

    /// Called when ``adjustedContentInset`` may have changed, as UIKit's
    /// `adjustedContentInsetDidChange()`. The base does nothing.
    open func adjustedContentInsetDidChange() {}

    /// Pins the frame guide to the frame, and the content guide's corner to
    /// the offset; the content guide's size follows ``contentSize`` only
    /// where no constraint of the content sizes it (the weakest priority).
    private func placeGuides() {
        let content = contentLayoutGuide, frame = frameLayoutGuide
        contentPlacement = [
            content.leftAnchor.constraint(equalTo: leftAnchor),
            content.topAnchor.constraint(equalTo: topAnchor),
            content.widthAnchor.constraint(equalToConstant: 0),
            content.heightAnchor.constraint(equalToConstant: 0),
        ]
        contentPlacement[2].priority = LayoutPriority(1)
        contentPlacement[3].priority = LayoutPriority(1)
        for (constraint, name) in zip(contentPlacement, ["offset-x", "offset-y", "content-width", "content-height"]) {
            constraint.identifier = "UIScrollView-\(name)"
        }
        let framePins = [
            frame.leftAnchor.constraint(equalTo: leftAnchor), frame.topAnchor.constraint(equalTo: topAnchor),
            frame.widthAnchor.constraint(equalTo: widthAnchor), frame.heightAnchor.constraint(equalTo: heightAnchor),
        ]
        for (constraint, name) in zip(framePins, ["left", "top", "width", "height"]) {
            constraint.identifier = "UIScrollView-frame-\(name)"
        }
        LayoutConstraint.activate(contentPlacement + framePins)
    }
}
