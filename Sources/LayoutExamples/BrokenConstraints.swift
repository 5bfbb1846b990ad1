import AutoLayout
import Foundation

/// `count` views in a root, each with a required width of 20, and for each
/// a second required width of 30 that conflicts with it: `breakAll()`
/// activates those, each reported and broken by the engine (kept just below
/// required), and `deactivateBroken()` takes them away again. Shared by the
/// tests and the benchmark suite, which times both.
///
/// ```swift
/// let widths = try BrokenConstraints(count: 1000)
/// widths.breakAll()            // 1000 reports
/// widths.deactivateBroken()    // every view 20 wide, no constraint broken
/// ```
public final class BrokenConstraints {
    /// The root view holding the views.
    public let root: LayoutView
    /// The views, in the order they were added.
    public private(set) var views: [LayoutView] = []
    /// The widths of 30, one per view, inactive until `breakAll()`.
    public private(set) var conflicting: [LayoutConstraint] = []
    /// How many conflicts the engine has reported.
    public private(set) var reports = 0

    /// Builds the views with their widths of 20 and lays them out.
    public init(count: Int) throws(LayoutError) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for _ in 0..<count {
            let view = LayoutView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 20)])
            conflicting.append(view.widthAnchor.constraint(equalToConstant: 30))
            views.append(view)
        }
        root.layoutIfNeeded()
        root.layoutIssueHandler = { [unowned self] issue in
            if case .unsatisfiable = issue { reports += 1 }
        }
    }

    /// Activates every conflicting width, one at a time (each is reported
    /// and broken), and lays the tree out.
    public func breakAll() {
        for constraint in conflicting { constraint.isActive = true }
        root.layoutIfNeeded()
    }

    /// Deactivates every conflicting width and lays the tree out.
    public func deactivateBroken() {
        LayoutConstraint.deactivate(conflicting)
        root.layoutIfNeeded()
    }
}
