import AutoLayout
import Foundation

/// A row of `count` 20-point views, each 8 points after the one before it
/// in a root 390 points wide, and a required constraint at the far end
/// that cannot hold with the row: the last view's trailing edge at the
/// root's leading edge plus 5. Shared by the tests and the benchmark suite.
///
/// ```swift
/// let chain = try ConflictingChain(count: 1000)
/// let report = chain.reportConflict()   // every link of the row, and the culprit
/// ```
public final class ConflictingChain {
    /// The root view holding the row.
    public let root: LayoutView
    /// The views, leading first.
    public private(set) var views: [LayoutView] = []
    /// The row's constraints, in activation order: each view's leading edge
    /// and then its width.
    public private(set) var links: [LayoutConstraint] = []
    /// `views.last.trailing == root.leading + 5`, inactive until `reportConflict()`.
    public let culprit: LayoutConstraint

    /// Builds the row of `count` views (at least one) and lays it out.
    public init(count: Int) throws(LayoutError) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var previous: LayoutView?
        for _ in 0..<max(1, count) {
            let view = LayoutView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            links.append(
                view.leadingAnchor.constraint(
                    equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: previous == nil ? 0 : 8))
            links.append(view.widthAnchor.constraint(equalToConstant: 20))
            views.append(view)
            previous = view
        }
        LayoutConstraint.activate(links)
        culprit = (previous ?? root).trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        root.layoutIfNeeded()
    }

    /// Activates the culprit, returns the report the engine gives, and
    /// deactivates it again, leaving the tree as it was.
    public func reportConflict() -> UnsatisfiableConstraintsReport? {
        let handler = root.layoutIssueHandler
        var report: UnsatisfiableConstraintsReport?
        root.layoutIssueHandler = { issue in
            if case .unsatisfiable(let unsatisfiable) = issue { report = unsatisfiable }
        }
        defer {
            culprit.isActive = false
            root.layoutIssueHandler = handler
        }
        culprit.isActive = true
        return report
    }
}
