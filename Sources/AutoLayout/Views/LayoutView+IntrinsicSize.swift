import Foundation

extension LayoutView {
    /// The intrinsic size a view has without subclassing, what the default
    /// ``intrinsicContentSize`` returns: ``noIntrinsicMetric`` on both axes
    /// until set. This project's addition: UIKit gives a view an intrinsic
    /// size only by overriding `intrinsicContentSize`, so tests, layout
    /// files and examples set this instead. A length outside
    /// ``LayoutLimits/lengths`` (other than `noIntrinsicMetric`) is reported
    /// and the size stays as it was. A subclass that overrides
    /// `intrinsicContentSize` without reading `super` ignores it.
    ///
    /// ```swift
    /// let avatar = LayoutView()
    /// avatar.fixedIntrinsicContentSize = CGSize(width: 44, height: 44)
    /// ```
    public var fixedIntrinsicContentSize: CGSize {
        get { storedIntrinsicSize }
        set {
            guard accepts(fixedIntrinsicSize: newValue) else { return }
            storedIntrinsicSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Tells the engine the intrinsic size changed.
    public func invalidateIntrinsicContentSize() {
        engineStorageOfTree?.needsSync(self)
        setNeedsLayout()
        superview?.subviewContentSizingDidChange(self)
    }

    /// How much the view resists growing beyond its intrinsic size on an axis (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        hugging[axis]
    }

    /// Sets how much the view resists growing beyond its intrinsic size; an
    /// invalid priority is reported and ignored.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        set(\.hugging, priority, for: axis)
    }

    /// How much the view resists shrinking below its intrinsic size on an axis (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis]
    }

    /// Sets how much the view resists shrinking below its intrinsic size; an
    /// invalid priority is reported and ignored.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        set(\.compressionResistance, priority, for: axis)
    }

    private func set(
        _ priorities: ReferenceWritableKeyPath<LayoutView, AxisPriorities>, _ priority: LayoutPriority,
        for axis: LayoutAxis
    ) {
        guard priority.isValid else {
            layoutIssueHandler(
                .error(.priorityOutOfRange(priority.rawValue, constraint: "content priority of \(debugName)")))
            return
        }
        self[keyPath: priorities][axis] = priority
        engineStorageOfTree?.needsSync(self)
        superview?.subviewContentSizingDidChange(self)
    }

}
