import AutoLayout
import Foundation

/// A root view of a size, with views added under it, constrained by their anchors.
func makeRoot(width: CGFloat = 400, height: CGFloat = 300, scale: CGFloat = 1) -> LayoutView {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.identifier = "root"
    root.contentScaleFactor = scale
    return root
}

/// A subview with auto layout on, named for descriptions.
@discardableResult
func addView(_ name: String, to parent: LayoutView, intrinsic: CGSize? = nil) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    if let intrinsic { view.fixedIntrinsicContentSize = intrinsic }
    parent.addSubview(view)
    return view
}

/// Collects what a tree reports instead of printing it.
final class IssueLog {
    var issues: [LayoutIssue] = []

    init(_ root: LayoutView) {
        root.layoutIssueHandler = { [unowned self] issue in self.issues.append(issue) }
    }

    var reports: [UnsatisfiableConstraintsReport] {
        issues.compactMap { if case .unsatisfiable(let report) = $0 { report } else { nil } }
    }

    var errors: [LayoutError] {
        issues.compactMap { if case .error(let error) = $0 { error } else { nil } }
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A button titled "Go" at the root's top-left corner and a 15-point label
/// after it on the button's first baseline: how a button's baseline is seen.
func buttonWithABaselineLabel() -> (root: LayoutView, button: Button, label: Label) {
        let root = makeRoot()
        let button = Button(title: "Go")
        let label = Label(text: "Go", font: .systemFont(ofSize: 15))
        for view in [button, label] as [LayoutView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: button.trailingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
        ])
        return (root, button, label)
}
