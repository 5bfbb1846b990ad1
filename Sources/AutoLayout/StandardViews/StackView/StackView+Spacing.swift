import Foundation

extension StackView {
    /// The spacing value that stands for the stack's own ``spacing``, as
    /// UIKit's `spacingUseDefault` (the largest `Float`, as UIKit's is):
    /// ``customSpacing(after:)`` answers it for a view without a custom
    /// spacing, and setting it as a custom spacing removes that spacing.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing value that stands for the standard spacing between
    /// sibling views, 8 points, as UIKit's `spacingUseSystem` (the smallest
    /// normal `Float`, as UIKit's is). Use it as ``spacing`` or as a custom spacing.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The standard space between sibling views, as `constraint(equalToSystemSpacingAfter:)` uses.
    static let systemSpacing: CGFloat = 8

    /// Sets the spacing after an arranged view, in place of ``spacing``, as
    /// UIKit's `setCustomSpacing(_:after:)`: it separates the view from the
    /// next visible one. ``spacingUseDefault`` removes it; ``spacingUseSystem``
    /// asks for the standard 8 points. The spacing is forgotten when the
    /// view stops being arranged. A view not arranged in this stack, or a
    /// value outside ``LayoutLimits/coordinates``, is reported at this
    /// call's file and line and ignored.
    ///
    /// ```swift
    /// form.setCustomSpacing(24, after: passwordField)
    /// ```
    public func setCustomSpacing(
        _ spacing: CGFloat, after arrangedSubview: LayoutView,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        let site = CallSite(file: file, line: line)
        guard isArranged(arrangedSubview) else {
            return report(
                .invalidHierarchy(
                    reason: "\(arrangedSubview.debugName) is not arranged in \(debugName): no custom spacing after it"),
                at: site)
        }
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == Self.spacingUseDefault {
            guard customSpacings.removeValue(forKey: key) != nil else { return }
        } else {
            if spacing != Self.spacingUseSystem,
                let error = LayoutError.check(spacing, "custom spacing", in: LayoutLimits.coordinates, of: debugName)
            {
                return report(error, at: site)
            }
            guard customSpacings.updateValue(spacing, forKey: key) != spacing else { return }
        }
        setNeedsUpdateConstraints()
    }

    /// The custom spacing after an arranged view, as UIKit's
    /// `customSpacing(after:)`: ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: LayoutView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The points after an arranged view: its custom spacing or the stack's
    /// spacing, with the sentinels turned into lengths.
    func resolvedSpacing(after view: LayoutView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? storedSpacing
        if value == Self.spacingUseSystem { return Self.systemSpacing }
        return value == Self.spacingUseDefault ? 0 : value
    }
}
