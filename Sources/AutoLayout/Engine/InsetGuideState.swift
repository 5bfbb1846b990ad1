/// What the engine keeps on a guide that is its view's rectangle inset:
/// a view's margins, safe-area and readable content guides.
///
/// Such a guide has no symbols in the solver. UIKit pins it to its view
/// with four constraints; here an anchor of the guide is read as the
/// view's anchor plus the inset, so a constraint on the guide is one row
/// over the view's symbols, and the guide costs the solver nothing: in a
/// feed whose cells are laid out within their margins that was an eighth
/// of the build and of the memory. When the insets change, the rows of
/// the constraints reading the guide take the new constants.
///
/// Most guides keep their insets for good once their view is first laid
/// out, so a guide lists its readers only from its first change on: that
/// change finds them among the engine's constraints, together with those
/// of every guide that changed in the same sync, and all their rows move
/// at once (see `LayoutEngine.refreshReadersOfChangedGuides()`).
struct InsetGuideState {
    /// The insets the rows of the constraints reading the guide were built
    /// with; `nil` until the first is built or the view is synced.
    var insets: EdgeInsets?
    /// The insets changed in the sync under way, and the readers' rows are
    /// still to move.
    var hasNewInsets = false
    /// The readers are being found (see `LayoutEngine.refreshReadersOfChangedGuides()`).
    var isFindingReaders = false
    /// How many readers left a long list without being searched for (see
    /// `LayoutEngine.unlistAsReader(_:)`).
    var leftReaders: Int32 = 0
    /// The active constraints reading the guide, once its insets have
    /// changed; `nil` before. A tree going away takes its constraints off
    /// (see `LayoutEngine.hasListedReaders`); the list drops any other
    /// that is no longer active where it was before it grows, and a long
    /// one when more than half have left.
    var readers: [LayoutConstraint]?
}

/// The guides inset from their views that a linear form read: the first,
/// and whether there were others, which a constraint seldom reads.
struct InsetGuidesRead {
    /// Unretained: the constraint the form is built for holds it. Unmanaged,
    /// as testing an `unowned(unsafe)` reference for `nil` retains and
    /// releases it, and every activation asks (`isEmpty`).
    private var firstReference: Unmanaged<LayoutGuide>?
    private(set) var hasOthers = false

    /// The first guide read, unretained: valid while the constraint is in hand.
    var unretainedFirst: Unmanaged<LayoutGuide>? { firstReference }

    /// Whether the form read no inset guide.
    var isEmpty: Bool { firstReference == nil }

    mutating func note(_ guide: LayoutGuide) {
        if let firstReference {
            if firstReference.toOpaque() != Unmanaged.passUnretained(guide).toOpaque() { hasOthers = true }
        } else {
            firstReference = Unmanaged.passUnretained(guide)
        }
    }
}
