/// The constraints the engine makes for one view from its properties.
struct GeneratedConstraints {
    /// minX, minY, width, height pinned to the frame, while the view
    /// translates its autoresizing mask.
    var autoresizing: [LayoutConstraint] = []
    /// Per axis: `size <= intrinsic` at the hugging priority.
    var hugging: [LayoutConstraint?] = [nil, nil]
    /// Per axis: `size >= intrinsic` at the compression resistance.
    var compression: [LayoutConstraint?] = [nil, nil]
    /// The margins guide inset from the view: left, top, right, bottom.
    var margins: [LayoutConstraint] = []
    /// The safe area guide inset from the view: left, top, right, bottom.
    var safeArea: [LayoutConstraint] = []
    /// Queued for the engine's next sync.
    var isPending = false

    var all: [LayoutConstraint] {
        autoresizing + hugging.compactMap { $0 } + compression.compactMap { $0 } + margins + safeArea
    }
}
