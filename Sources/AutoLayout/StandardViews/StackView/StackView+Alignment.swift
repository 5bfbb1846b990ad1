extension StackView {
    /// How a stack sizes and places its arranged views across its axis, as
    /// UIKit's `UIStackView.Alignment`, with UIKit's raw values. Each case's
    /// rule is Apple's; how it is made of constraints is UIKit's.
    ///
    /// Every alignment but ``fill`` lets a view keep its own size across
    /// the axis: the views are bounded by a layout guide that spans them
    /// (`UISV-alignment-spanner`, `UISV-spanning-boundary`, hugging them at
    /// priority 51 by `UISV-spanning-fit`), the stack's edges follow the
    /// guide, and a view with no intrinsic size there shrinks to nothing
    /// (`UISV-ambiguity-suppression`, priority 25). A stack of one view
    /// needs no guide: the stack's edges bound the view itself, and the
    /// stack hugs it at priority 49 (`UISV-canvas-fit`).
    public enum Alignment: Int, Sendable, Hashable, CaseIterable {
        /// The views fill the stack across its axis: the first view's two
        /// edges connect to the stack's (`UISV-canvas-connection`) and the
        /// others' edges align with the first's (`UISV-alignment`).
        case fill
        /// Apple: in a vertical stack, the views' leading edges align with
        /// the stack's leading edge; ``top`` is the same case for
        /// horizontal stacks, their top edges along the stack's top edge.
        case leading
        /// Apple: the views align on their first baselines; for horizontal
        /// stacks. As in UIKit, the stack's top follows the first view's
        /// top, so a view whose text rises higher than the first view's
        /// reaches above the stack (rdar://32291130). A vertical stack
        /// lays its views out as ``leading``: UIKit gives them no
        /// alignment there, which leaves all but the first ambiguous.
        case firstBaseline
        /// Apple: the views' centres align with the stack's centre across its axis.
        case center
        /// Apple: in a vertical stack, the views' trailing edges align with
        /// the stack's trailing edge; ``bottom`` is the same case for
        /// horizontal stacks, their bottom edges along the stack's bottom edge.
        case trailing
        /// Apple: the views align on their last baselines; for horizontal
        /// stacks. As in UIKit, the stack's bottom follows the first view's
        /// bottom. A vertical stack lays its views out as ``trailing``.
        case lastBaseline

        /// The top edges align with the stack's top edge: ``leading``, as
        /// horizontal stacks name it.
        public static let top = Alignment.leading
        /// The bottom edges align with the stack's bottom edge: ``trailing``,
        /// as horizontal stacks name it.
        public static let bottom = Alignment.trailing
    }
}
