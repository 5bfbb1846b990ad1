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

/// A root view of a size, named "root".
func makeRoot(width: CGFloat = 400, height: CGFloat = 300) -> LayoutView {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.identifier = "root"
    return root
}

/// A plain view, named.
func view(_ name: String) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    return view
}

/// A label, named.
func label(_ name: String, _ text: String = "") -> Label {
    let label = Label(text: text)
    label.identifier = name
    return label
}

/// A constraint as written: `l2.top == l1.bottom + 8`, with `@750` when optional.
func equation(_ constraint: LayoutConstraint) -> String {
    var text = Substring(constraint.description)
    text = text.dropFirst("<LayoutConstraint ".count)
    if text.first == "'", let end = text.dropFirst().firstIndex(of: "'") { text = text[text.index(end, offsetBy: 2)...] }
    for suffix in [" (active)>", " (inactive)>"] where text.hasSuffix(suffix) { text = text.dropLast(suffix.count) }
    return String(text)
}

/// The equations of constraints, in order.
func equations(_ constraints: [LayoutConstraint]) -> [String] { constraints.map(equation) }
