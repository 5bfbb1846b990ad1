#if !canImport(UIKit)
import Foundation

/// UIKit's name for `Font`. Text is measured with this
/// project's metrics, not Apple's: sizes come out within a point or so of
/// an iPhone's, never exactly the same.
public typealias UIFont = Font

/// UIKit's name for `TextAlignment`.
public typealias NSTextAlignment = TextAlignment

/// UIKit's name for `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

extension Font {
    /// The system font at a size and weight, as UIKit's
    /// `systemFont(ofSize:weight:)`; this project's weights are `regular`
    /// and `bold`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(size: size, weight: weight)
    }
}
#endif
