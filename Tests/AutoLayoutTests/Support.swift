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
