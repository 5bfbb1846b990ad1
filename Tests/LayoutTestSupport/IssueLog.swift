import AutoLayout

/// Collects what a tree reports instead of printing it, so a test can
/// expect the exact reports and see that a clean layout reports nothing.
package final class IssueLog {
    package private(set) var issues: [LayoutIssue] = []

    package init(_ root: LayoutView) {
        root.layoutIssueHandler = { [unowned self] issue in self.issues.append(issue) }
    }

    /// Each issue as the console would show it.
    package var messages: [String] { issues.map(\.message) }

    package var errors: [LayoutError] {
        issues.compactMap { if case .error(let error) = $0 { error } else { nil } }
    }

    package var reports: [UnsatisfiableConstraintsReport] {
        issues.compactMap { if case .unsatisfiable(let report) = $0 { report } else { nil } }
    }
}
