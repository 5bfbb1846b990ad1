extension StackView {
    /// How a stack sizes and places its arranged views along its axis, as
    /// UIKit's `UIStackView.Distribution`, with UIKit's raw values. Each
    /// case's rule is Apple's; how it is made of constraints is UIKit's.
    public enum Distribution: Int, Sendable, Hashable, CaseIterable {
        /// The views fill the stack along its axis. Apple: when they do not
        /// fit, the stack shrinks them according to their compression
        /// resistance priority; when they do not fill it, it stretches them
        /// according to their hugging priority; where that is ambiguous, by
        /// their index in ``StackView/arrangedSubviews``. The views are
        /// chained by required `UISV-spacing` constraints between the
        /// `UISV-canvas-connection` constraints at the stack's two ends, so
        /// their own priorities decide which gives way.
        case fill
        /// The views fill the stack along its axis and are all the same
        /// size along it: `UISV-fill-equally` makes each visible view's
        /// length equal to the first's, required.
        case fillEqually
        /// The views fill the stack along its axis in proportion to their
        /// intrinsic sizes along it. As UIKit does, each visible view's
        /// length is `intrinsic / (sum of intrinsic lengths + spacing) *`
        /// the stack's length (`UISV-fill-proportionally`), at priorities
        /// 999, 998, ... in order (required for a single view); with
        /// spacing the fractions do not add up to the space the views
        /// share, and the last view takes up the difference, as in UIKit
        /// (rdar://34595752). A view without an intrinsic length counts as 0;
        /// when no view has one, the views share the space equally.
        case fillProportionally
        /// The views keep their sizes and the space between them is equal.
        /// Apple: when they do not fill the stack, it pads the spacing
        /// evenly; when they do not fit, it shrinks them according to their
        /// compression resistance priority. ``StackView/spacing`` is the
        /// least space (`UISV-spacing` with `>=`); between each pair of
        /// visible views a layout guide (`UISV-distributing`) spans the
        /// gap (`UISV-distributing-edge`), the guides are of equal length
        /// (`UISV-fill-equally`), and a free stack hugs its views
        /// (`UISV-canvas-fit`, priority 49).
        case equalSpacing
        /// The views keep their sizes and their centres are equally far
        /// apart. Apple: the stack keeps at least ``StackView/spacing``
        /// between views; when they do not fit, it shrinks the spacing down
        /// to that, and then the views by their compression resistance.
        /// As ``equalSpacing``, with the guides spanning from centre to
        /// centre and their equal lengths at priority 149, below the
        /// views' own priorities.
        case equalCentering
    }
}
