import Foundation

extension LayoutView {
    /// Marks the view as needing ``layoutSubviews()`` in the tree's next
    /// layout pass, as UIKit's `setNeedsLayout()`; the pass runs at the next
    /// ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        mark(.needsLayout)
        rootView.needsLayoutFlag = true
    }

    /// Asks for a layout pass of the tree without asking any view's
    /// `layoutSubviews()`: for changes to constraints, whose views are
    /// laid out if their frames move.
    func setTreeNeedsLayoutPass() {
        rootView.needsLayoutFlag = true
    }

    /// Whether the view's ``layoutSubviews()`` runs in the next layout pass.
    public var needsLayout: Bool { passMarks.contains(.needsLayout) }

    /// Runs the tree's layout pass now if anything changed since the last
    /// one, in UIKit's order:
    ///
    /// 1. the constraint update pass: ``updateConstraints()`` on every view
    ///    that needs it, subviews before their superview (a view
    ///    controller's root view calls `updateViewConstraints()` instead);
    /// 2. the engine solves the constraints and writes the frames that moved;
    ///    the views whose traits, margins or safe area that changed hear of
    ///    it, in that order (``traitCollectionDidChange(_:)``,
    ///    ``layoutMarginsDidChange()``, ``safeAreaInsetsDidChange()``);
    /// 3. the layout pass: ``layoutSubviews()`` on every view that needs it,
    ///    superviews before their subviews (a view controller hears
    ///    `viewWillLayoutSubviews()` before its view's, and
    ///    `viewDidLayoutSubviews()` after it). A view needs it when
    ///    ``setNeedsLayout()`` was called on it, when it is new, when its
    ///    size changed, and when a subview's frame moved.
    ///
    /// What those methods change (constraints, constants, frames of views
    /// that translate their autoresizing mask) is laid out before this
    /// returns: the steps repeat until nothing is left to do, eight times
    /// at most. Called during a pass (from `layoutSubviews()`), it solves
    /// and writes frames at once and leaves the rest to the running pass.
    public func layoutIfNeeded() {
        let root = rootView
        if root.isInLayoutPass {
            root.solveAndWriteFrames()
            return
        }
        root.isInLayoutPass = true
        defer { root.isInLayoutPass = false }
        for _ in 0..<Self.layoutPassRounds {
            if root.hasAttachmentUpdates { root.runAttachmentUpdates() }
            if root.passMarks.contains(.subviewNeedsConstraintUpdate) || root.passMarks.contains(.needsConstraintUpdate)
            {
                root.updateConstraintsOfMarkedSubtree()
            }
            let solved = root.solveAndWriteFrames()
            root.engineStorage?.announceTraitChanges()
            root.engineStorage?.announceMarginChanges()
            root.engineStorage?.announceSafeAreaChanges()
            guard solved || !root.passMarks.isDisjoint(with: [.needsLayout, .subviewNeedsLayout]) else { return }
            root.layOutMarkedSubtree()
        }
    }

    /// How many times a pass repeats its steps for what its own calls changed.
    private static let layoutPassRounds = 8

    /// Solves and writes frames if the tree changed; returns whether it did.
    @discardableResult
    private func solveAndWriteFrames() -> Bool {
        guard needsLayoutFlag || engineStorage?.hasQueuedViews == true else { return false }
        needsLayoutFlag = false
        engine.layout()
        return true
    }

    /// Calls `layoutSubviews()` top-down on the marked views of this subtree.
    private func layOutMarkedSubtree() {
        let marks = passMarks
        passMarks.subtract([.needsLayout, .subviewNeedsLayout])
        if marks.contains(.needsLayout) {
            if let controller = viewController {
                controller.viewWillLayoutSubviews()
                layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
        }
        guard marks.contains(.subviewNeedsLayout) else { return }
        forEachMarkedSubview { subview in
            if !subview.passMarks.isDisjoint(with: [.needsLayout, .subviewNeedsLayout]) {
                subview.layOutMarkedSubtree()
            }
        }
    }

    // MARK: Constraint updates

    /// Marks the view's constraints as needing ``updateConstraints()`` in
    /// the tree's next layout pass, as UIKit's `setNeedsUpdateConstraints()`.
    public func setNeedsUpdateConstraints() {
        mark(.needsConstraintUpdate)
        rootView.needsLayoutFlag = true
    }

    /// Whether the view's ``updateConstraints()`` runs in the next pass.
    public func needsUpdateConstraints() -> Bool {
        passMarks.contains(.needsConstraintUpdate)
    }

    /// Runs the constraint update pass on this view and its subviews now,
    /// as UIKit's `updateConstraintsIfNeeded()`: ``updateConstraints()`` on
    /// each that needs it, subviews before their superview.
    public func updateConstraintsIfNeeded() {
        if passMarks.contains(.subviewNeedsConstraintUpdate) || passMarks.contains(.needsConstraintUpdate) {
            updateConstraintsOfMarkedSubtree()
        }
    }

    /// Calls `updateConstraints()` bottom-up on the marked views of this subtree.
    private func updateConstraintsOfMarkedSubtree() {
        let marks = passMarks
        passMarks.subtract([.needsConstraintUpdate, .subviewNeedsConstraintUpdate])
        if marks.contains(.subviewNeedsConstraintUpdate) {
            forEachMarkedSubview { subview in
                if !subview.passMarks.isDisjoint(with: [.needsConstraintUpdate, .subviewNeedsConstraintUpdate]) {
                    subview.updateConstraintsOfMarkedSubtree()
                }
            }
        }
        guard marks.contains(.needsConstraintUpdate) else { return }
        if let controller = viewController { controller.updateViewConstraints() } else { updateConstraints() }
    }

    /// The smallest size that satisfies the constraints inside this view's
    /// subtree, as close to `targetSize` as the fitting priorities allow
    /// (`fittingSizeLevel` asks for as small as possible, `required` for
    /// exactly the target). Constraints to views outside the subtree are
    /// ignored, and nothing in the tree changes. A target length outside
    /// ``LayoutLimits/lengths`` is reported and taken as 0, an invalid
    /// priority is reported and taken as `fittingSizeLevel`. As in UIKit,
    /// the subtree's constraints are brought up to date first
    /// (``updateConstraintsIfNeeded()``), so a view that makes its
    /// constraints in ``updateConstraints()`` (a stack view) measures with them.
    ///
    /// ```swift
    /// let height = cell.systemLayoutSizeFitting(
    ///     CGSize(width: 320, height: 0),
    ///     withHorizontalFittingPriority: .required,
    ///     verticalFittingPriority: .fittingSizeLevel).height
    /// ```
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
        verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel
    ) -> CGSize {
        let target = CGSize(
            width: checked(targetSize.width, "targetSize.width", in: LayoutLimits.lengths, or: 0),
            height: checked(targetSize.height, "targetSize.height", in: LayoutLimits.lengths, or: 0))
        let priorities = [
            checked(horizontal, "horizontal fitting priority", or: .fittingSizeLevel),
            checked(vertical, "vertical fitting priority", or: .fittingSizeLevel),
        ]
        updateConstraintsIfNeeded()
        return engine.fittingSize(of: self, target: target, priorities: priorities)
    }

    /// The subtree's fitting size for the smallest target: `systemLayoutSizeFitting(.zero)`.
    public static let layoutFittingCompressedSize = CGSize.zero
}
