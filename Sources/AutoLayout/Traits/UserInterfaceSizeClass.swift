/// How much room an interface has along one axis, as UIKit's
/// `UIUserInterfaceSizeClass`, with its raw values.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not known: the view's tree has no size yet.
    case unspecified = 0
    /// Constrained space: a phone's width, or a phone's height in landscape.
    case compact = 1
    /// Expansive space: an iPad's width and height, a phone's height in portrait.
    case regular = 2
}
