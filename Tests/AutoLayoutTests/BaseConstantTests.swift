import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A constraint whose row constant is not its own (its anchors add to it: a
/// multiplier measured from a container, a baseline) keeps the two in step
/// through constant changes, a break, a direction change that rebuilds it
/// and a move to another tree: its frames are always those of a tree built
/// afresh with the same constants.
@Suite struct BaseConstantTests {
    /// A container away from the root's origin, a child in it, and a label
    /// and button on a shared baseline in it.
    final class Tree {
        let root: LayoutView
        let container: LayoutView
        let child: LayoutView
        let button: Button
        let label: Label
        var multiplied: LayoutConstraint!
        var baseline: LayoutConstraint!

        init(root: LayoutView? = nil) {
            self.root = root ?? makeRoot()
            container = addView("container", to: self.root)
            child = addView("child", to: container)
            button = Button(title: "Go")
            label = Label(text: "Go", font: .systemFont(ofSize: 15))
            for view in [button, label] as [LayoutView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            LayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: self.root.leadingAnchor, constant: 37),
                container.topAnchor.constraint(equalTo: self.root.topAnchor, constant: 53),
                container.widthAnchor.constraint(equalToConstant: 211),
                container.heightAnchor.constraint(equalToConstant: 150),
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
                button.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                button.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                label.leadingAnchor.constraint(equalTo: button.trailingAnchor),
            ])
            multiplied = LayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 0.5, constant: 3)
            baseline = label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor, constant: 2)
            LayoutConstraint.activate([multiplied, baseline])
        }

        func frames() -> [CGRect] {
            root.layoutIfNeeded()
            return [child.frame, label.frame, button.frame]
        }
    }

    static func fresh(_ multipliedConstant: CGFloat, _ baselineConstant: CGFloat) -> [CGRect] {
        let tree = Tree()
        tree.multiplied.constant = multipliedConstant
        tree.baseline.constant = baselineConstant
        return tree.frames()
    }

    @Test func constantsFollowTheBaseThroughBreaksAndMoves() {
        let tree = Tree()
        _ = tree.frames()
        for c in [5.0, -12.0, 40.0] as [CGFloat] {
            tree.multiplied.constant = c
            tree.baseline.constant = c / 2
            #expect(tree.frames() == Self.fresh(c, c / 2))
        }
        // Broken: a conflicting required constraint comes first, and the
        // multiplied one, activated again, breaks.
        tree.multiplied.isActive = false
        let pin = tree.child.leadingAnchor.constraint(equalTo: tree.container.leadingAnchor, constant: 1)
        pin.isActive = true
        tree.multiplied.isActive = true
        for c in [7.0, 9.0] as [CGFloat] {
            tree.multiplied.constant = c
            _ = tree.frames()
        }
        pin.isActive = false
        #expect(tree.frames() == Self.fresh(9, 20))
        tree.multiplied.constant = 11
        #expect(tree.frames() == Self.fresh(11, 20))
        // A direction change rebuilds the state-dependent ones.
        tree.root.semanticContentAttribute = .forceRightToLeft
        _ = tree.frames()
        tree.root.semanticContentAttribute = .forceLeftToRight
        tree.multiplied.constant = 13
        tree.baseline.constant = 4
        #expect(tree.frames() == Self.fresh(13, 4))
        // Moved to another tree with its constraints.
        let other = makeRoot(width: 500, height: 400)
        tree.container.removeFromSuperview()
        other.addSubview(tree.container)
        LayoutConstraint.activate([
            tree.container.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 37),
            tree.container.topAnchor.constraint(equalTo: other.topAnchor, constant: 53),
            tree.container.widthAnchor.constraint(equalToConstant: 211),
            tree.container.heightAnchor.constraint(equalToConstant: 150),
        ])
        other.layoutIfNeeded()
        tree.multiplied.constant = 15
        tree.baseline.constant = 6
        other.layoutIfNeeded()
        #expect([tree.child.frame, tree.label.frame, tree.button.frame] == Self.fresh(15, 6))
    }
}
