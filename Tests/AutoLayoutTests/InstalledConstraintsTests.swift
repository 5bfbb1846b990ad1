import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// UIKit's install-on-view API: a constraint is held by its items' nearest
/// common ancestor.
@Suite struct InstalledConstraintsTests {
    @Test func constraintsAreHeldByTheNearestCommonAncestor() {
        let root = makeRoot()
        let card = addView("card", to: root)
        let title = addView("title", to: card), detail = addView("detail", to: card)
        let guide = LayoutGuide(identifier: "column")
        card.addLayoutGuide(guide)
        let width = title.widthAnchor.constraint(equalToConstant: 100)
        let stack = detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
        let column = title.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        let pin = card.topAnchor.constraint(equalTo: root.topAnchor)
        card.addConstraints([stack, column])
        root.addConstraint(pin)
        title.addConstraint(width)
        #expect(title.constraints == [width])
        #expect(card.constraints == [stack, column])
        #expect(root.constraints == [pin])
        #expect(detail.constraints.isEmpty)
        card.removeConstraints(card.constraints)
        #expect(!stack.isActive && !column.isActive && card.constraints.isEmpty)
        title.removeConstraint(width)
        #expect(!width.isActive && title.constraints.isEmpty)
    }

    @Test func addConstraintReportsAtTheCallersLine() {
        let root = makeRoot()
        let log = IssueLog(root)
        let card = addView("card", to: root)
        let stranger = LayoutView()
        stranger.identifier = "stranger"
        let across = card.topAnchor.constraint(equalTo: stranger.topAnchor)
        root.addConstraint(across); let line = #line
        #expect(!across.isActive)
        #expect(
            log.errors == [
                .located(
                    .noCommonAncestor(first: "card", second: "stranger", constraint: across.description),
                    location: SourceLocation(file: #fileID, line: UInt(line)))
            ])
    }

    @Test func installedConstraintsLayOut() {
        let root = makeRoot()
        let box = addView("box", to: root)
        root.addConstraints([
            LayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX),
            LayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 20),
            LayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 100),
            LayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width,
                multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == rect(150, 20, 100, 50))
        #expect(root.constraints.count == 2 && box.constraints.count == 2)
    }
}
