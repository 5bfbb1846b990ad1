/// The kinds of horizontal anchor, which keep leading/trailing and
/// left/right apart at compile time.
public enum XAxis {
    /// Leading and trailing: they follow the layout direction.
    public enum Directional: XAxisEdgeKind {
        /// Left and right.
        public typealias Unrelated = Absolute
    }

    /// Left and right: they ignore the layout direction.
    public enum Absolute: XAxisEdgeKind {
        /// Leading and trailing.
        public typealias Unrelated = Directional
    }

    /// The horizontal centre: it relates to either kind.
    public enum Center: XAxisKind {}
}

/// A kind of horizontal anchor; see ``XAxis``.
public protocol XAxisKind {}

/// The kinds that are not the centre.
public protocol XAxisEdgeKind: XAxisKind {
    /// The kind of edge this kind cannot be related to, by Apple's rule
    /// that leading and trailing do not mix with left and right.
    associatedtype Unrelated: XAxisEdgeKind
}
