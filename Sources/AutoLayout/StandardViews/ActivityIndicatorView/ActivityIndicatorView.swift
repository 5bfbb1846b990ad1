import Foundation

/// A spinner that shows work in progress, sized as UIKit's `UIActivityIndicatorView`.
///
/// Its intrinsic size is its style's: 20 x 20 points for the medium
/// styles and 37 x 37 for the large ones (see ``Style``). Those are the
/// sizes UIKit gives its indicators by style, as course notes and
/// developer write-ups measured them (Meretzky's iOS course: "20 × 20 or
/// 37 × 37, depending on its style"; the style-by-style listing on CSDN:
/// white-large 37 x 37, white and gray 20 x 20). The styles iOS 13 added
/// take the sizes of the ones they replace; no separate measurement of
/// them was found.
///
/// ```swift
/// let spinner = ActivityIndicatorView(style: .large)   // 37 x 37
/// spinner.startAnimating()
/// ```
///
/// ``hidesWhenStopped`` is kept, true by default as in UIKit, but hides
/// nothing yet: views here have no `isHidden` to set.
open class ActivityIndicatorView: LayoutView {
    /// The look of the indicator, as UIKit's `UIActivityIndicatorView.Style`,
    /// with its raw values; it sets the size.
    public enum Style: Int, Sendable, Hashable {
        /// Large and white, 37 x 37 points; deprecated in UIKit since iOS 13
        /// for ``large``.
        case whiteLarge = 0
        /// White, 20 x 20 points; deprecated in UIKit since iOS 13 for ``medium``.
        case white = 1
        /// Gray, 20 x 20 points; deprecated in UIKit since iOS 13 for ``medium``.
        case gray = 2
        /// The default style since iOS 13, 20 x 20 points.
        case medium = 100
        /// The large style since iOS 13, 37 x 37 points.
        case large = 101

        /// The size of an indicator of this style.
        public var size: CGSize {
            switch self {
            case .whiteLarge, .large: CGSize(width: 37, height: 37)
            case .white, .gray, .medium: CGSize(width: 20, height: 20)
            }
        }
    }

    /// The style; changing it re-measures the view. ``Style/medium`` by
    /// default, as Apple documents.
    open var style = Style.medium {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the indicator hides while it is not animating; true by
    /// default, as Apple documents. Kept for code that sets it; it hides
    /// nothing until views have `isHidden` (see ``ActivityIndicatorView``).
    open var hidesWhenStopped = true

    /// Whether the indicator is animating: between ``startAnimating()`` and
    /// ``stopAnimating()``. It never changes the size.
    open private(set) var isAnimating = false

    /// Creates an indicator of a style, its frame the style's size at the
    /// origin, as UIKit sizes the indicator it returns by its style.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
    }

    /// Creates a medium indicator with a frame, UIKit's initializer from `UIView`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts the animation.
    open func startAnimating() { isAnimating = true }

    /// Stops the animation.
    open func stopAnimating() { isAnimating = false }

    /// The style's size (see ``Style``).
    open override var intrinsicContentSize: CGSize { style.size }

    /// The style's size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }
}
