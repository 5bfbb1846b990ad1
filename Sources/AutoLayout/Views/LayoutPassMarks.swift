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
        let wasMarked = !passMarks.isEmpty
        passMarks.formUnion(marks)
        if !wasMarked { unretainedSuperview?._withUnsafeGuaranteedRef { $0.noteMarkedSubview(self) } }
        propagateMarksToAncestors()
    }

    /// Tells the ancestors what this view and those below it need, after
    /// the view was marked or joined a new superview. The walk reads each
    /// ancestor unretained, as `unretainedRoot` does: every view added and
    /// every frame written starts one.
    func propagateMarksToAncestors() {
        let up = passMarks.forAncestors
        guard !up.isEmpty else { return }
        var next = unretainedSuperview
        while let ancestor = next {
            next = ancestor._withUnsafeGuaranteedRef { view in
                guard !view.passMarks.isSuperset(of: up) else { return nil }
                let wasMarked = !view.passMarks.isEmpty
                view.passMarks.formUnion(up)
                if !wasMarked { view.unretainedSuperview?._withUnsafeGuaranteedRef { $0.noteMarkedSubview(view) } }
                return view.unretainedSuperview
            }
        }
    }

    /// Lists a subview that has just been marked, so the passes visit the
    /// marked subviews without reading every subview (a feed's root has
    /// thousands). The list holds the subviews' references, not the
    /// subviews: a view must die when its last user lets go of it (see
    /// `LayoutEngine.rootIsGoingAway(_:)`), and one that left stays listed
    /// until the next pass skips it.
    func noteMarkedSubview(_ subview: LayoutView) {
        if markedSubviews == nil {
            var list: [ItemReference] = []
            list.reserveCapacity(Self.firstSubviewCapacity)
            list.append(subview.reference)
            markedSubviews = list
        } else {
            markedSubviews!.append(subview.reference)
        }
    }

    /// Calls `visit` on the marked subviews still here, in the order they
    /// were marked, and keeps listed those that still carry marks after it.
    func forEachMarkedSubview(_ visit: (LayoutView) -> Void) {
        guard var kept = markedSubviews else { return }
        markedSubviews = nil
        // The visits run user code, which may move the subviews: each is
        // held while it is visited. The list is this method's alone, so
        // its references are read without retaining them.
        for index in kept.indices {
            guard let subview = Unmanaged.passUnretained(kept[index])._withUnsafeGuaranteedRef(markedSubview) else {
                continue
            }
            visit(subview)
        }
        // What the visits left marked, or marked anew, stays listed, once;
        // the list is the only holder of its storage now, so it shrinks in place.
        kept.removeAll { reference in
            unretainedMarkedSubview(reference)?._withUnsafeGuaranteedRef { $0.passMarks.isEmpty } ?? true
        }
        if let markedAnew = markedSubviews {
            var seen = Set(kept.map(ObjectIdentifier.init))
            for reference in markedAnew where seen.insert(ObjectIdentifier(reference)).inserted {
                kept.append(reference)
            }
        }
        markedSubviews = kept.isEmpty ? nil : kept
    }

    /// The listed subview, if it lives and is still a subview of this view.
    private func markedSubview(_ reference: ItemReference) -> LayoutView? {
        unretainedMarkedSubview(reference)?.takeUnretainedValue()
    }

    /// ``markedSubview(_:)`` unretained, for a look that runs no other code.
    private func unretainedMarkedSubview(_ reference: ItemReference) -> Unmanaged<LayoutView>? {
        guard let item = Unmanaged.unretained(reference.item) else { return nil }
        // Only views are listed.
        let subview = Unmanaged<LayoutView>.fromOpaque(item.toOpaque())
        let isSubview =
            subview._withUnsafeGuaranteedRef { $0.unretainedSuperview?.toOpaque() }
            == Unmanaged.passUnretained(self).toOpaque()
        return isSubview ? subview : nil
    }
}
