import Foundation

/// A button with a title and an image, sized as UIKit sizes a `UIButton`.
///
/// Its intrinsic size is its content's plus its content insets. The
/// content is the title, measured like a ``Label``, with the image, if it
/// has one, beside it: as wide as both together and as high as the higher
/// of the two, the title centred across.
///
/// While ``contentEdgeInsets`` is zero, its default, the insets of a system
/// or custom button without an image are the system button's own,
/// ``contentInsets``: 6 points above and below the title and none at the
/// sides. UIKit gives a system button titled "Button" in its default
/// 15-point system font 46 x 30 points (an 18-point title line plus 12),
/// and one with an 18-point title a 21-point line and a height of 33: the
/// 6 points are padding, not a minimum height. Once `contentEdgeInsets` is
/// anything but zero, it replaces that padding rather than adding to it,
/// as in UIKit, where insets of 0 at the top and bottom and 10 at the sides
/// make a button lower than the default one. Here the title is measured
/// with `textMetrics`, so `Button(title: "Sign In")` is 47 x 30. Its
/// baselines are its title's.
///
/// An image takes the padding away: LayoutKit's `ButtonLayout`, whose tests
/// compare it with `UIButton.intrinsicContentSize` for every button type
/// with and without images, titles and insets (iOS 10 to 12), adds the 12
/// points only to a button with neither an image nor insets. So a system
/// button with a 20 x 20 image titled "Go" (a 21 x 18 title) is 41 x 20.
/// The types with an image of their own (``ButtonType``) are that image
/// beside their title: an untitled `Button(type: .contactAdd)` is 22 x 22.
///
/// ```swift
/// let signIn = Button(title: "Sign In")
/// signIn.setTitle("Signing In…", for: .normal)
/// signIn.titleLabel?.font = .boldSystemFont(ofSize: 17)   // resizes the button
/// signIn.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
///
/// let add = Button(type: .contactAdd)                      // 22 x 22
/// let share = Button(type: .system)
/// share.setImage(Image(systemName: "square.and.arrow.up"), for: .normal)
/// share.setTitle("Share", for: .normal)                    // image, then title
/// ```
///
/// The title label and image view are measured, not laid out: they are no
/// subviews and have no frames of their own.
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
    private let shownImage = ImageView()
    private var images: [UInt: Image] = [:]
    private var storedButtonType = ButtonType.system

    /// The kind of button, set by ``init(type:)``: ``ButtonType/system`` for
    /// a button made any other way. (UIKit's `UIButton(frame:)` makes a
    /// custom button; here a button made with a frame or a title is sized
    /// as a system button, so it says so.)
    open var buttonType: ButtonType { storedButtonType }

    /// The label that shows the title; set its font to resize the button.
    /// Optional, as UIKit spells it, though a button always has one.
    open var titleLabel: Label? { title }

    /// The space between the content (image and title) and the button's
    /// edges, UIKit's `contentEdgeInsets`: zero by default, which leaves the
    /// system ``contentInsets`` to a button without an image and no space to
    /// one with an image; any other value replaces them (see ``Button``).
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
            rebuildStateDependentConstraints()
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

    /// Where the image is drawn relative to its place, UIKit's
    /// `imageEdgeInsets`, zero by default. As for ``titleEdgeInsets``,
    /// Apple documents that UIKit uses it only to position the image, never
    /// for `intrinsicContentSize` or `sizeThatFits(_:)`, so it changes no
    /// size here. An inset outside ``LayoutLimits/coordinates`` is reported
    /// and ignored.
    open var imageEdgeInsets = EdgeInsets.zero {
        didSet {
            if !accepts(imageEdgeInsets, "imageEdgeInsets") { imageEdgeInsets = oldValue }
        }
    }

    /// The view that shows the image; set an image with
    /// ``setImage(_:for:)`` to resize the button. Optional, as UIKit spells
    /// it, though a button always has one.
    open var imageView: ImageView? { shownImage }

    /// Creates a system button with no title, UIKit's designated
    /// initializer; its title label has UIKit's 15-point system font.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        title.contentOwnerReference = reference
        shownImage.contentOwnerReference = reference
    }

    /// Creates a button of a type, untitled, as UIKit's `UIButton(type:)`:
    /// a convenience initializer, so a subclass made with it is of the
    /// subclass (`MyButton(type: .system)`). Its title font is the type's
    /// (18 points for ``ButtonType/custom``, else 15) and a type with an
    /// image of its own shows it (see ``ButtonType``).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
        title.font = buttonType.defaultTitleFont
        updateShownImage()
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

    /// Sets the image shown in a state; the normal image is the one
    /// measured, and `nil` removes a state's image (a type with an image of
    /// its own shows that again). An image whose size is outside
    /// ``LayoutLimits/lengths`` or whose scale is outside
    /// ``LayoutLimits/contentScaleFactors`` is reported and ignored.
    open func setImage(_ image: Image?, for state: State) {
        if let image, !accepts(image, "image") { return }
        images[state.rawValue] = image
        if state == .normal { updateShownImage() }
    }

    /// The image for a state: its own, the normal one, or the type's own.
    open func image(for state: State) -> Image? {
        images[state.rawValue] ?? images[State.normal.rawValue] ?? builtInImage
    }

    /// The image shown now: the normal image, or the type's own.
    open var currentImage: Image? { image(for: .normal) }

    /// The title's size plus the content insets (see ``Button``).
    open override var intrinsicContentSize: CGSize { contentSize }

    /// The title's size plus the content insets, whatever `size` is: UIKit's
    /// button answers `sizeThatFits(_:)` with the size it wants.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

    /// The image the button's type draws itself, if it draws one.
    private var builtInImage: Image? { buttonType.builtInImageSize.map { Image(size: $0) } }

    private func updateShownImage() {
        shownImage.image = images[State.normal.rawValue] ?? builtInImage
    }

    /// ``contentEdgeInsets`` while it is set; else the system
    /// ``contentInsets`` for a button without an image, and none with one
    /// (see ``Button``).
    private var insets: EdgeInsets {
        guard contentEdgeInsets == .zero else { return contentEdgeInsets }
        return shownImage.image == nil ? Self.contentInsets : .zero
    }

    /// The size of the image and title side by side, without insets.
    private var contentAreaSize: CGSize {
        let text = title.intrinsicContentSize
        let image = shownImage.image?.size ?? .zero
        return CGSize(width: image.width + text.width, height: max(image.height, text.height))
    }

    private var contentSize: CGSize {
        let content = contentAreaSize, insets = self.insets
        return CGSize(
            width: content.width + insets.left + insets.right,
            height: content.height + insets.top + insets.bottom)
    }

    /// How far the title sits below the content area's top: it is centred
    /// across a taller image.
    private var titleDrop: CGFloat { (contentAreaSize.height - title.intrinsicContentSize.height) / 2 }

    override var firstBaselineOffset: CGFloat? {
        title.firstBaselineOffset.map { $0 + insets.top + titleDrop }
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        title.lastBaselineOffsetFromBottom.map { $0 + insets.bottom + titleDrop }
    }
}
