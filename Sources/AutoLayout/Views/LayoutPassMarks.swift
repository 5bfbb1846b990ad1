/// What a view needs from the next layout pass, and whether some view
/// below it does: UIKit's `needsLayout` and `needsUpdateConstraints`, with
/// a mark on every ancestor of a marked view so the passes walk only the
/// paths that lead to work, never the whole tree.
struct LayoutPassMarks: OptionSet {
    let rawValue: UInt8

    /// The view's ``LayoutView/layoutSubviews()`` runs in the next pass.
    static let needsLayout = LayoutPassMarks(rawValue: 1 << 0)
    /// A view below this one needs `layoutSubviews()`.
    static let subviewNeedsLayout = LayoutPassMarks(rawValue: 1 << 1)
    /// The view's ``LayoutView/updateConstraints()`` runs in the next pass.
    static let needsConstraintUpdate = LayoutPassMarks(rawValue: 1 << 2)
    /// A view below this one needs `updateConstraints()`.
    static let subviewNeedsConstraintUpdate = LayoutPassMarks(rawValue: 1 << 3)

    /// A new view, as UIKit makes one: it is laid out and its constraints
    /// are updated in the first pass of the tree it joins.
    static let new: LayoutPassMarks = [.needsLayout, .needsConstraintUpdate]

    /// The mark an ancestor of a view carrying these marks gets.
    var forAncestors: LayoutPassMarks {
        var marks: LayoutPassMarks = []
        if !isDisjoint(with: [.needsLayout, .subviewNeedsLayout]) { marks.insert(.subviewNeedsLayout) }
        if !isDisjoint(with: [.needsConstraintUpdate, .subviewNeedsConstraintUpdate]) {
            marks.insert(.subviewNeedsConstraintUpdate)
        }
        return marks
    }
}

extension LayoutView {
    /// Marks the view and tells its ancestors, stopping at the first that
    /// already knows: each mark costs the path to the nearest marked ancestor.
    func mark(_ marks: LayoutPassMarks) {
        passMarks.formUnion(marks)
        propagateMarksToAncestors()
    }

    /// Tells the ancestors what this view and those below it need, after
    /// the view was marked or joined a new superview.
    func propagateMarksToAncestors() {
        let up = passMarks.forAncestors
        guard !up.isEmpty else { return }
        var ancestor = superview
        while let view = ancestor, !view.passMarks.isSuperset(of: up) {
            view.passMarks.formUnion(up)
            ancestor = view.superview
        }
    }
}
