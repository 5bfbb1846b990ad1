import AutoLayout
import Foundation
import LayoutTestSupport

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

/// Pins the view's four edges to the guide's, leading and trailing for left
/// and right, and returns the active constraints.
@discardableResult
func pinEdges(of view: LayoutView, to guide: LayoutGuide) -> [LayoutConstraint] {
    let pins = [
        view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        view.topAnchor.constraint(equalTo: guide.topAnchor),
        view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ]
    LayoutConstraint.activate(pins)
    return pins
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
