import Foundation
import LayoutTestSupport
import StraitJacket
import Testing

/// Alignments and their wrappers, case by case as the original Restraint
/// library's own tests pin them.
@Suite struct RestraintAlignmentTests {
    private let root = makeRoot()
    private let v1 = view("v1"), v2 = view("v2")

    /// Without a target, items align to the root.
    @Test(arguments: [Alignment.top, .bottom, .leading, .trailing, .left, .right])
    func itemsAlignToTheRoot(alignment: Alignment) {
        let restraint = Restraint(root, items: [v1, v2]).alignItems([v1, v2], to: [alignment])
        let side = restraint.constraints[0].equationText.split(separator: ".")[1].split(separator: " ")[0]
        #expect(equations(restraint.constraints) == ["v1.\(side) == root.\(side)", "v2.\(side) == root.\(side)"])
    }

    /// Every alignment to a guide, hard ones equal, soft ones inward.
    @Test func everyAlignmentToAGuide() {
        let guide = LayoutGuide(identifier: "guide")
        let cases: [(Alignment, String)] = [
            (.top, "v1.top == guide.top"), (.bottom, "v1.bottom == guide.bottom"),
            (.leading, "v1.leading == guide.leading"), (.trailing, "v1.trailing == guide.trailing"),
            (.centerX, "v1.centerX == guide.centerX"), (.centerY, "v1.centerY == guide.centerY"),
            (.softTop, "v1.top >= guide.top"), (.softBottom, "v1.bottom <= guide.bottom"),
            (.softLeading, "v1.leading >= guide.leading"), (.softTrailing, "v1.trailing <= guide.trailing"),
            (.softLeft, "v1.left >= guide.left"), (.softRight, "v1.right <= guide.right"),
        ]
        for (alignment, expected) in cases {
            let restraint = Restraint(root, items: [v1, guide]).alignItems([v1], to: [alignment], of: guide)
            #expect(equations(restraint.constraints) == [expected])
        }
    }

    /// A named alignment names its constraint.
    @Test func namedAlignments() {
        for (index, alignment) in [Alignment.top, .bottom, .leading, .trailing, .centerX, .softTop].enumerated() {
            let restraint = Restraint(root, items: [v1]).alignItems([v1], to: [alignment.withId("a\(index)")])
            #expect(restraint.constraints[0].identifier == "a\(index)")
            #expect(restraint.constraintWithId("a\(index)") === restraint.constraints[0])
            #expect(restraint.constraints[0].constant == 0)
        }
    }

    /// Each item its own alignments.
    @Test func viewAlignments() {
        let restraint = Restraint(root, items: [v1, v2]).alignItems(
            to: root,
            viewAlignment: [
                .view(v1, [Alignment.leading.withId("exp1")]), .view(v2, [Alignment.trailing.withId("exp2")]),
            ])
        #expect(equations(restraint.constraints) == ["v1.leading == root.leading", "v2.trailing == root.trailing"])
        #expect(restraint.constraints.map(\.identifier) == ["exp1", "exp2"])
    }

    /// The first setting of a property wins.
    @Test func theInnermostWrapperWins() {
        let restraint = Restraint(root, items: [v1]).alignItems(
            [v1],
            to: [
                Alignment.centerY.offset(130).withId("dont care").priority(.defaultLow).withId("sss")
            ]
        ).alignItems(
            [v2],
            to: [
                Alignment.trailing.priority(.defaultHigh).withId("other").withPriority(.defaultLow).withId("sss2")
            ])
        #expect(restraint.constraints[0].constant == 130)
        #expect(restraint.constraints[0].identifier == "dont care")
        #expect(restraint.constraints[0].priority == .defaultLow)
        #expect(restraint.constraints[1].priority == .defaultHigh)
        #expect(restraint.constraints[1].identifier == "other")
    }

    /// Insets point inward, whatever wraps them; centres have none.
    @Test func insetsPointInward() {
        let restraint = Restraint(root, items: [v1]).alignItems(
            [v1],
            to: [
                Alignment.top.inset(100), Alignment.bottom.inset(100), Alignment.leading.inset(100),
                Alignment.trailing.inset(100), Alignment.centerX.inset(100), Alignment.softRight.inset(5),
            ]
        ).alignItems([v1], to: [Alignment.top.withId("x").inset(5), Alignment.bottom.offset(3)])
        #expect(
            equations(restraint.constraints) == [
                "v1.top == root.top + 100", "v1.bottom == root.bottom - 100", "v1.leading == root.leading + 100",
                "v1.trailing == root.trailing - 100", "v1.centerX == root.centerX", "v1.right <= root.right - 5",
                "v1.top == root.top + 5", "v1.bottom == root.bottom + 3",
            ])
    }

    /// The alignment sets hold what their names say.
    @Test func alignmentSets() {
        #expect(AlignmentSet.allSides == [.top, .bottom, .leading, .trailing])
        #expect(AlignmentSet.vertical == [.top, .bottom])
        #expect(AlignmentSet.horizontal == [.leading, .trailing])
        #expect(AlignmentSet.allSoftSides == [.softTop, .softBottom, .softLeading, .softTrailing])
        #expect(AlignmentSet.softVertical == [.softTop, .softBottom])
        #expect(AlignmentSet.softHorizontal == [.softLeading, .softTrailing])
        #expect(AlignmentSet.centerXY == [.centerX, .centerY])
    }
}
