import Foundation

/// A view that shows an image and sizes itself to it, as UIKit's `UIImageView`.
///
/// Its intrinsic size is its image's size in points, which is how UIKit's
/// image view takes part in Auto Layout: pinned by its position alone it
/// takes its image's size, and constraints on its size override that as
/// they would any intrinsic size. With no image it has no intrinsic size
/// on either axis (``LayoutView/noIntrinsicMetric``), what UIKit's image
/// view is widely reported to answer; Apple does not document it.
///
/// ```swift
/// let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 40)))
/// avatar.contentMode = .scaleAspectFill   // drawing only: no size changes
/// avatar.image = Image(systemName: "person.circle")   // re-measured
/// ```
///
/// Open, as UIKit's: subclasses override ``image``,
/// ``intrinsicContentSize`` and UIKit's initializers.
open class ImageView: LayoutView {
    private var storedImage: Image?
    private var storedHighlightedImage: Image?

    /// The view whose size is measured from this image view (a button's
    /// image), told whenever the shown image changes. Held through its item
    /// reference, not `weak` (see `ItemReference`).
    var contentOwnerReference: ItemReference?
    private var contentOwner: LayoutView? { contentOwnerReference?.item as? LayoutView }

    /// The image shown, `nil` by default; setting it re-measures the view.
    /// An image whose size is outside ``LayoutLimits/lengths`` or whose
    /// scale is outside ``LayoutLimits/contentScaleFactors`` is reported
    /// and ignored.
    open var image: Image? {
        get { storedImage }
        set {
            guard newValue != storedImage else { return }
            if let newValue, !accepts(newValue, "image") { return }
            storedImage = newValue
            shownImageDidChange()
        }
    }

    /// The image shown while ``isHighlighted``, `nil` by default; checked
    /// as ``image`` is.
    open var highlightedImage: Image? {
        get { storedHighlightedImage }
        set {
            guard newValue != storedHighlightedImage else { return }
            if let newValue, !accepts(newValue, "highlightedImage") { return }
            storedHighlightedImage = newValue
            if isHighlighted { shownImageDidChange() }
        }
    }

    /// Whether the view shows ``highlightedImage`` (``image`` while that is
    /// `nil`), as Apple documents; false by default. The view is measured
    /// from the image it shows: this project's reading, as Apple does not
    /// say which image sizes a highlighted image view.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { shownImageDidChange() } }
    }

    /// How the image fits the bounds; ``LayoutView/ContentMode/scaleToFill``
    /// by default, as UIKit's. Drawing only: it changes no frame or size.
    open var contentMode = ContentMode.scaleToFill

    /// Creates an image view with no image, UIKit's initializer from `UIView`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates an image view showing `image`, its frame the image's size at
    /// the origin: Apple documents that the image sets the view's initial
    /// size. A designated initializer, as UIKit's, so subclasses override
    /// and call it. An image that is not accepted (see ``image``) is
    /// reported and the view has none.
    public init(image: Image?) {
        super.init(frame: .zero)
        takeInitialImage(image)
    }

    /// Creates an image view showing `image`, and `highlightedImage` while
    /// highlighted; sized as ``init(image:)`` sizes it.
    public init(image: Image?, highlightedImage: Image?) {
        super.init(frame: .zero)
        self.highlightedImage = highlightedImage
        takeInitialImage(image)
    }

    /// The shown image's size, or ``LayoutView/noIntrinsicMetric`` on both
    /// axes with no image (see ``ImageView``).
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    }

    /// The shown image's size, whatever `size` is, as `sizeToFit()` on
    /// UIKit's image view makes it its image's size; with no image, the
    /// size a plain view answers, its bounds' (UIKit's answer there was
    /// not found).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage?.size ?? super.sizeThatFits(size)
    }

    /// The image drawn now.
    private var shownImage: Image? { isHighlighted ? storedHighlightedImage ?? storedImage : storedImage }

    private func takeInitialImage(_ image: Image?) {
        self.image = image
        if let size = storedImage?.size { frame = CGRect(origin: .zero, size: size) }
    }

    private func shownImageDidChange() {
        invalidateIntrinsicContentSize()
        guard let owner = contentOwner else { return }
        owner.invalidateIntrinsicContentSize()
        // The owner's baselines follow its content's height.
        owner.rebuildStateDependentConstraints()
    }
}
