import AutoLayout
import Foundation
import LayoutBuilding
import Testing

@Suite struct LayoutBuildingTests {
    private let here = SourceLocation(file: "App/Screen.swift", line: 12)

    private func tree() -> (root: LayoutView, box: LayoutView) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.identifier = "root"
        let box = LayoutView()
        box.identifier = "box"
        root.addSubview(box)
        return (root, box)
    }

    @Test func aDescriptionMakesAnInactiveConstraintWithItsLocation() {
        let (root, box) = tree()
        let constraint = ConstraintDescription(
            box, .width, .lessThanOrEqual, root, .width, multiplier: 0.5,
            constant: 4, priority: 750, identifier: "half", location: here
        )
        .makeConstraint()
        #expect(!constraint.isActive)
        #expect(constraint.location == here)
        #expect(constraint.identifier == "half")
        #expect(constraint.priority == 750)
        #expect(constraint.description == "<LayoutConstraint 'half' box.width <= 0.5 * root.width + 4 @750 (inactive)>")
    }

    /// Autoresizing goes off on a placed view, never on the root or on a
    /// view holding the other item.
    @Test func activationTurnsAutoresizingOffOnPlacedViewsOnly() throws {
        let (root, box) = tree()
        let inner = LayoutView()
        box.addSubview(inner)
        let constraints = [
            ConstraintDescription(box, .width, .equal, inner, .width, location: here),
            ConstraintDescription(inner, .leading, .equal, box, .leading, location: here),
            ConstraintDescription(root, .width, .greaterThanOrEqual, nil, constant: 10, location: here),
        ].map { $0.makeConstraint() }
        try ConstraintBatch.activate(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        #expect(!inner.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    /// A bad constraint in a batch activates none, restores autoresizing and
    /// names the user's call.
    @Test func aFailedBatchLeavesEverythingAsItWasAndNamesTheCall() {
        let (root, box) = tree()
        let stranger = LayoutView()
        stranger.identifier = "stranger"
        let good = ConstraintDescription(box, .top, .equal, root, .top, location: here).makeConstraint()
        let elsewhere = SourceLocation(file: "App/Screen.swift", line: 13)
        let bad = ConstraintDescription(box, .leading, .equal, stranger, .leading, location: elsewhere).makeConstraint()
        #expect(
            throws: LayoutError.located(
                .noCommonAncestor(first: "box", second: "stranger", constraint: bad.description),
                location: elsewhere)
        ) {
            try ConstraintBatch.activate([good, bad])
        }
        #expect(!good.isActive)
        #expect(box.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func errorsGoToTheTreeOfTheFirstItemInOne() {
        let (root, box) = tree()
        var issues: [String] = []
        root.layoutIssueHandler = { issues.append($0.message) }
        IssueReporting.report(.invalidLayout(reason: "no such item", location: here), about: [nil, LayoutGuide(), box])
        #expect(issues == ["[LayoutConstraints] App/Screen.swift:12: no such item"])
    }

    @Test func addingItemsTurnsAutoresizingOffAndAddsGuides() throws {
        let (root, box) = tree()
        let label = Label(text: "Hi")
        let guide = LayoutGuide(identifier: "column")
        try ItemAdding.add([label, guide, box], to: root, location: here)
        #expect(label.superview === root && guide.owningView === root)
        #expect(!label.translatesAutoresizingMaskIntoConstraints && !box.translatesAutoresizingMaskIntoConstraints)
        #expect(root.subviews.map(\.debugName).last == "box")
        #expect(throws: LayoutError.located(.guideAlreadyOwned(guide: "column", owner: "root"), location: here)) {
            try ItemAdding.add([guide], to: box, location: here)
        }
    }
}
