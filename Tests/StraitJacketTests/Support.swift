import Foundation
import StraitJacket

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Collects what a tree reports instead of printing it.
final class IssueLog {
    var issues: [LayoutIssue] = []

    init(_ root: LayoutView) {
        root.layoutIssueHandler = { [unowned self] issue in self.issues.append(issue) }
    }

    var errors: [LayoutError] {
        issues.compactMap { if case .error(let error) = $0 { error } else { nil } }
    }

    var messages: [String] { issues.map(\.message) }
}
