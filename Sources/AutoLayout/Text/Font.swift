import Foundation

/// A font as the text measurer sees it: a size and a weight.
public struct Font: Sendable, Hashable {
    /// How heavy the glyphs are.
    public enum Weight: Sendable, Hashable {
        /// Regular text.
        case regular
        /// Bold text.
        case bold
    }

    /// The point size.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight

    /// Creates a font.
    public init(size: CGFloat, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// The regular system font at a size.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(size: size) }
    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, weight: .bold) }
}
