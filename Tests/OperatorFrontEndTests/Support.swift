import AutoLayout
import Foundation

/// A plain view, named.
func view(_ name: String) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    return view
}

/// A root view of a size, named "root".
func makeRoot(width: CGFloat = 400, height: CGFloat = 300) -> LayoutView {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.identifier = "root"
    return root
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A constraint as written, without its identifier and state: `v1.top == v2.top + 8`, with `@750` when optional.
func equation(_ constraint: LayoutConstraint) -> String {
    var text = Substring(constraint.description)
    text = text.dropFirst("<LayoutConstraint ".count)
    for suffix in [" (active)>", " (inactive)>"] where text.hasSuffix(suffix) { text = text.dropLast(suffix.count) }
    return String(text)
}

/// The equations of constraints, in order.
func equations(_ constraints: [LayoutConstraint]) -> [String] { constraints.map(equation) }

/// Collects what a tree reports instead of printing it.
final class IssueLog {
    var messages: [String] = []

    init(_ root: LayoutView) {
        root.layoutIssueHandler = { [unowned self] issue in self.messages.append(issue.message) }
    }
}
