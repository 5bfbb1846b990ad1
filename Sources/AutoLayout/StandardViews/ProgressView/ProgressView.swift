import Foundation

/// A bar that fills as a task progresses, sized as UIKit's `UIProgressView`.
///
/// It has an intrinsic height and no intrinsic width: constraints give it
/// its width, as in UIKit, where a progress view set only on its position
/// is ambiguous across. Its height is its style's:
///
/// | ``Style`` | height |
/// | --- | --- |
/// | ``Style/default`` | 4 |
/// | ``Style/bar`` | 2.5 |
///
/// For the default style, 4 points is the height of the rounded bar
/// iOS 14 introduced, as this project understands it: no published
/// measurement of it was found. Earlier versions drew it 2 points high
/// (Meretzky's iOS course notes: "it defaults to 2 pairs of pixels on
/// iPhone 6"). For the bar style no measurement was found either: 2.5
/// points is the height of the progress bar in Safari's navigation bar
/// since iOS 7 (measured in SGNavigationProgress issue #2), the kind of
/// bar the style exists to draw.
/// Neither ``progress`` nor the style's colours change the size.
///
/// ```swift
/// let download = ProgressView(progressViewStyle: .default)
/// download.setProgress(0.4, animated: true)
/// ```
open class ProgressView: LayoutView {
    /// The look of the bar, as UIKit's `UIProgressView.Style`, with its
    /// raw values; it sets the height.
    public enum Style: Int, Sendable, Hashable {
        /// The standard bar, 4 points high.
        case `default` = 0
        /// The bar for a toolbar or navigation bar, 2.5 points high.
        case bar = 1

        /// The height of a progress view of this style.
        public var height: CGFloat {
            switch self {
            case .default: 4
            case .bar: 2.5
            }
        }
    }

    /// The style; changing it re-measures the view. ``Style/default`` by default.
    open var progressViewStyle = Style.default {
        didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How far the task has gone, from 0 to 1; 0 by default. As Apple
    /// documents, values below 0 or above 1 are pinned to those limits.
    /// NaN is reported and ignored.
    open var progress: Float {
        get { storedProgress }
        set {
            guard accepts(CGFloat(newValue), "progress", in: -CGFloat.infinity...CGFloat.infinity) else { return }
            storedProgress = min(max(newValue, 0), 1)
        }
    }

    private var storedProgress: Float = 0

    /// Creates a progress view of a style with a zero frame.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    /// Creates a default-style progress view, UIKit's initializer from `UIView`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``progress``; there is no animation here.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No width (``LayoutView/noIntrinsicMetric``) and the style's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: LayoutView.noIntrinsicMetric, height: progressViewStyle.height)
    }
}
