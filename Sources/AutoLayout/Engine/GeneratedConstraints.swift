/// The constraints the engine makes for one view from its properties.
struct GeneratedConstraints {
    /// minX, minY, width, height pinned to the frame, while the view
    /// translates its autoresizing mask.
    var autoresizing: [LayoutConstraint] = []
    /// The width held to the intrinsic width.
    var intrinsicWidth = IntrinsicSizeConstraints.none
    /// The height held to the intrinsic height.
    var intrinsicHeight = IntrinsicSizeConstraints.none
    /// Queued for the engine's next sync.
    var isQueued = false
    /// Synced since the view joined its tree. Until then no constraint in
    /// the solver reads the view (unless its subtree brought its own, see
    /// `SyncQueue.needsFullSync`), so its generated constraints can wait
    /// for a constraint that reads it, or for the layout pass.
    var wasSynced = false

    var all: [LayoutConstraint] {
        autoresizing + intrinsicWidth.all + intrinsicHeight.all
    }

    /// The intrinsic-size constraints of an axis.
    subscript(intrinsic axis: LayoutAxis) -> IntrinsicSizeConstraints {
        get { axis == .horizontal ? intrinsicWidth : intrinsicHeight }
        set {
            if axis == .horizontal { intrinsicWidth = newValue } else { intrinsicHeight = newValue }
        }
    }
}
