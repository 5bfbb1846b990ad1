import Foundation

extension Image {
    /// The size every symbol has here: 20 x 19 points.
    ///
    /// UIKit draws `UIImage(systemName:)` at the default symbol
    /// configuration, the body text style (17 points) at medium scale,
    /// and each symbol has a size of its own at it. Apple publishes no
    /// table of those sizes, and no measured table was found; an Apple
    /// engineer notes on the developer forums that symbols of one
    /// configuration have similar sizes as `UIImage` reports them. So one
    /// size stands for all: 20 x 19, an estimate for a symbol such as
    /// "star", not a measurement. Layouts that depend on a symbol's exact
    /// size should make an ``Image`` of that size instead.
    public static let symbolSize = CGSize(width: 20, height: 19)

    /// A system symbol at its default configuration, as UIKit's
    /// `UIImage(systemName:)`: ``symbolSize`` at scale 1, whatever the name.
    ///
    /// Failable as UIKit's is, so `Image(systemName: "star")!` and optional
    /// chaining compile unchanged. There is no symbol catalogue here: any
    /// name is a symbol except the empty one, which UIKit never finds either.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(size: Self.symbolSize)
        isSymbolImage = true
    }
}
