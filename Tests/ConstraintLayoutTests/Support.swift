@testable import ConstraintLayout
import Foundation

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A plain view, named.
func view(_ name: String) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    return view
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

/// The constraints a host's layout keeps, in the order it made them.
func layoutConstraints(of host: LayoutView) -> [LayoutConstraint] {
    (host.attachment as? LayoutState)?.kept.constraints ?? []
}

/// A constraint as written: `b.top == a.top + 8`, with `@750` when optional.
func equation(_ constraint: LayoutConstraint) -> String {
    var text = Substring(constraint.description)
    text = text.dropFirst("<LayoutConstraint ".count)
    if text.first == "'", let end = text.dropFirst().firstIndex(of: "'") { text = text[text.index(end, offsetBy: 2)...] }
    for suffix in [" (active)>", " (inactive)>"] where text.hasSuffix(suffix) { text = text.dropLast(suffix.count) }
    return String(text)
}

/// The equations of a host's layout constraints, sorted.
func equations(ofHost host: LayoutView) -> [String] { layoutConstraints(of: host).map(equation).sorted() }
