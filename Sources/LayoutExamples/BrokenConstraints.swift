import AutoLayout
import Foundation

/// `count` views in a root, each with a required width of 20 and a
/// second required width of 30 that conflicts with it, so the engine
/// broke the second (kept it just below required). Shared by the tests
/// and the benchmark suite, which times `deactivateBroken()`.
///
/// ```swift
/// let broken = try BrokenConstraints(count: 1000)
/// broken.reports                // 1000
/// broken.deactivateBroken()     // every view 20 wide, no constraint broken
/// ```
public final class BrokenConstraints {
    /// The root view holding the views.
    public let root: LayoutView
    /// The views, in the order they were added.
    public private(set) var views: [LayoutView] = []
    /// The widths of 30, each broken when it was activated.
    public private(set) var broken: [LayoutConstraint] = []
    /// How many conflicts the engine reported while building.
    public private(set) var reports = 0

    /// Builds the views and their constraints and lays them out.
    public init(count: Int) throws(LayoutError) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var reports = 0
        root.layoutIssueHandler = { issue in
            if case .unsatisfiable = issue { reports += 1 }
        }
        for _ in 0..<count {
            let view = LayoutView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            try view.widthAnchor.constraint(equalToConstant: 20).activate()
            let conflicting = view.widthAnchor.constraint(equalToConstant: 30)
            try conflicting.activate()
            broken.append(conflicting)
            views.append(view)
        }
        root.layoutIfNeeded()
        self.reports = reports
    }

    /// Deactivates every broken constraint and lays the tree out.
    public func deactivateBroken() {
        LayoutConstraint.deactivate(broken)
        root.layoutIfNeeded()
    }
}
