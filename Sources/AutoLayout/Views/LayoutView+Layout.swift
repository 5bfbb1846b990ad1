import Foundation

extension LayoutView {
    /// Marks the tree as needing a layout pass.
    public func setNeedsLayout() {
        rootView.needsLayoutFlag = true
    }

    /// Runs the layout pass now if anything changed since the last one:
    /// solves the tree's constraints and writes the frames that moved.
    public func layoutIfNeeded() {
        let root = rootView
        if !root.viewsNeedingAttachmentUpdate.isEmpty { root.runAttachmentUpdates() }
        guard root.needsLayoutFlag || root.engineStorage?.hasQueuedViews == true else { return }
        root.needsLayoutFlag = false
        root.engine.layout()
    }

    /// The smallest size that satisfies the constraints inside this view's
    /// subtree, as close to `targetSize` as the fitting priorities allow
    /// (`fittingSizeLevel` asks for as small as possible, `required` for
    /// exactly the target). Constraints to views outside the subtree are
    /// ignored, and nothing in the tree changes. A target length outside
    /// ``LayoutLimits/lengths`` is reported and taken as 0, an invalid
    /// priority is reported and taken as `fittingSizeLevel`.
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
        let target = CGSize(width: checked(targetSize.width, "targetSize.width", in: LayoutLimits.lengths, or: 0),
                            height: checked(targetSize.height, "targetSize.height", in: LayoutLimits.lengths, or: 0))
        let priorities = [checked(horizontal, "horizontal fitting priority", or: .fittingSizeLevel),
                          checked(vertical, "vertical fitting priority", or: .fittingSizeLevel)]
        return engine.fittingSize(of: self, target: target, priorities: priorities)
    }

    /// The subtree's fitting size for the smallest target: `systemLayoutSizeFitting(.zero)`.
    public static let layoutFittingCompressedSize = CGSize.zero
}
