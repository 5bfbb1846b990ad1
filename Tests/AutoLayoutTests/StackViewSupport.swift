import AutoLayout
import Foundation
import LayoutTestSupport

/// A view with an intrinsic size (`noIntrinsicMetric` for none), named.
func box(_ name: String, _ width: CGFloat, _ height: CGFloat) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    view.fixedIntrinsicContentSize = CGSize(width: width, height: height)
    return view
}

/// A label of the built-in metrics (Liberation Sans): at 20 points one
/// line is 23 high with its baseline 19 from the top; at 40 points, 46
/// high with its baseline 37 from the top.
func label(_ name: String, _ text: String, size: CGFloat) -> Label {
    let label = Label(text: text, font: .systemFont(ofSize: size))
    label.identifier = name
    return label
}

/// A stack in a 500 x 500 root, its leading edge 10 from the root's and
/// its top 20 from the root's, and as long along its axis as `length`
/// when given; the issues of the tree are logged.
final class StackFixture {
    let root = makeRoot(width: 500, height: 500)
    let stack: StackView
    let log: IssueLog

    init(
        _ views: [LayoutView], axis: LayoutAxis = .horizontal, length: CGFloat? = nil, spacing: CGFloat = 0,
        distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill
    ) {
        log = IssueLog(root)
        stack = StackView(arrangedSubviews: views)
        stack.identifier = "stack"
        stack.axis = axis
        stack.spacing = spacing
        stack.distribution = distribution
        stack.alignment = alignment
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ]
        if let length {
            constraints.append(
                (axis == .horizontal ? stack.widthAnchor : stack.heightAnchor).constraint(equalToConstant: length))
        }
        LayoutConstraint.activate(constraints)
    }

    /// The arranged views' frames, in the root's coordinates (the stack's origin added), after a layout pass.
    var frames: [CGRect] {
        root.layoutIfNeeded()
        return stack.arrangedSubviews.map { $0.frame.offsetBy(dx: stack.frame.minX, dy: stack.frame.minY) }
    }

    /// The stack's frame after a layout pass.
    var stackFrame: CGRect {
        root.layoutIfNeeded()
        return stack.frame
    }

    /// The tree's active constraints of an identifier, in the order they were activated.
    func constraints(_ identifier: String) -> [LayoutConstraint] {
        root.layoutIfNeeded()
        return root.activeConstraintsOfTree.filter { $0.identifier == identifier }
    }

    /// The identifiers of the stack's active constraints that touch a view along an axis, sorted.
    func identifiers(of view: LayoutView, along axis: LayoutAxis) -> [String] {
        root.layoutIfNeeded()
        return view.constraintsAffectingLayout(for: axis).compactMap(\.identifier).filter { $0.hasPrefix("UISV-") }
            .sorted()
    }
}

/// Three views of known intrinsic sizes, for a horizontal stack: widths
/// 100, 50 and 40 (190 in all), heights 60, 30 and 40.
func threeBoxes() -> [LayoutView] {
    [box("a", 100, 60), box("b", 50, 30), box("c", 40, 40)]
}

/// The same three views for a vertical stack, their sizes turned: heights
/// 100, 50 and 40, widths 60, 30 and 40.
func threeTurnedBoxes() -> [LayoutView] {
    [box("a", 60, 100), box("b", 30, 50), box("c", 40, 40)]
}
