/// The kinds of horizontal anchor, which keep leading/trailing and
/// left/right apart at compile time.
public enum XAxis {
    /// Leading and trailing: they follow the layout direction.
    public enum Directional: XAxisKind {}
    /// Left and right: they ignore the layout direction.
    public enum Absolute: XAxisKind {}
    /// The horizontal centre: it relates to either kind.
    public enum Center: XAxisKind {}
}

/// A kind of horizontal anchor; see ``XAxis``.
public protocol XAxisKind {}

/// The kinds that are not the centre.
public protocol XAxisEdgeKind: XAxisKind {}
extension XAxis.Directional: XAxisEdgeKind {}
extension XAxis.Absolute: XAxisEdgeKind {}
