import Foundation
import LayoutTestSupport
import StraitJacket
import Testing

/// Chains, free and in a guide, case by case as the original Restraint
/// library's own tests pin them.
@Suite struct RestraintChainTests {
    private let root = makeRoot()
    private let l1 = label("l1"), l2 = label("l2"), l3 = label("l3"), l4 = label("l4")

    /// The later item is constrained to the earlier, 8 apart.
    @Test func chainsSpaceItemsEightApart() {
        let vertical = Restraint(root, items: [l1, l2, l3]).chainVertically([l1, l2, l3])
        #expect(equations(vertical.constraints) == ["l2.top == l1.bottom + 8", "l3.top == l2.bottom + 8"])
        let horizontal = Restraint(root).chainHorizontally([l1, l2, l3])
        #expect(
            equations(horizontal.constraints) == ["l2.leading == l1.trailing + 8", "l3.leading == l2.trailing + 8"])
    }

    /// A space sets the gap, in every spelling.
    @Test func aSpaceSetsTheGap() {
        let restraint = Restraint(root, items: [l1, l2])
            .chainVertically([l1, Space.equal(11), l2])
            .chainVertically([l1, Space(11), l2])
            .chainHorizontally([l1, Space.least(11), l2])
            .chainHorizontally([l1, Space.most(11), l2])
            .chainVertically([l1, Space(10, relation: .greaterThanOrEqual), Space(20, priority: .defaultLow), l2])
        #expect(
            equations(restraint.constraints) == [
                "l2.top == l1.bottom + 11", "l2.top == l1.bottom + 11",
                "l2.leading >= l1.trailing + 11", "l2.leading <= l1.trailing + 11",
                "l2.top >= l1.bottom + 10", "l2.top == l1.bottom + 20 @250",
            ])
    }

    /// Several arrays are separate chains; `spacing` changes the default gap.
    @Test func severalChainsInOneCall() {
        let vertical = Restraint(root).chainVertically([l1, l2], [l3, l4], spacing: 0)
        #expect(equations(vertical.constraints) == ["l2.top == l1.bottom", "l4.top == l3.bottom"])
        let horizontal = Restraint(root).chainHorizontally([l1, l2], [l3, l4])
        #expect(
            equations(horizontal.constraints) == ["l2.leading == l1.trailing + 8", "l4.leading == l3.trailing + 8"])
    }

    /// Guides chain as views do.
    @Test func guidesChain() {
        let guide = LayoutGuide(identifier: "guide")
        let restraint = Restraint(root, items: [guide, l1]).chainVertically([guide, l1])
        #expect(equations(restraint.constraints) == ["l1.top == guide.bottom + 8"])
        #expect(guide.owningView === root)
    }

    /// Named spaces name their constraints.
    @Test func namedSpacesNameTheirConstraints() {
        for vertical in [true, false] {
            let items: [Restrainable] = [l1, Space.equal(11).withId("s1"), l2, Space.equal(11).withId("s2"), l3]
            let restraint = vertical ? Restraint(root).chainVertically(items) : Restraint(root).chainHorizontally(items)
            #expect(restraint.constraints[0].identifier == "s1")
            #expect(restraint.constraints[0] === restraint.constraintWithId("s1"))
            #expect(restraint.constraints[1] === restraint.constraintWithId("s2"))
        }
    }

    /// A horizontal chain in a guide fills its height and pins its ends.
    @Test func aHorizontalChainInAGuide() {
        let guide = LayoutGuide(identifier: "guide")
        let restraint = Restraint(root, items: [guide, l1, l2]).chainHorizontally([l1, l2], in: guide)
        #expect(
            equations(restraint.constraints) == [
                "l2.leading == l1.trailing + 8",
                "l1.top == guide.top", "l1.bottom == guide.bottom",
                "l2.top == guide.top", "l2.bottom == guide.bottom",
                "l1.leading == guide.leading", "l2.trailing == guide.trailing",
            ])
    }

    /// A vertical chain in a guide fills its width and pins its ends.
    @Test func aVerticalChainInAGuide() {
        let guide = LayoutGuide(identifier: "guide")
        let restraint = Restraint(root, items: [guide, l1, l2]).chainVertically([l1, l2], in: guide)
        #expect(
            equations(restraint.constraints) == [
                "l2.top == l1.bottom + 8",
                "l1.leading == guide.leading", "l1.trailing == guide.trailing",
                "l2.leading == guide.leading", "l2.trailing == guide.trailing",
                "l1.top == guide.top", "l2.bottom == guide.bottom",
            ])
    }

    /// Wrapped alignments in `aligning` keep their insets.
    @Test func alignmentsOfAGuidedChainSeeThroughWrappers() {
        let aligning: Set<Alignment> = [
            Alignment.leading.inset(11), Alignment.trailing.inset(12),
            Alignment.top.inset(13), Alignment.bottom.inset(14),
        ]
        let expected = [
            "l1.top == root.top + 13", "l1.bottom == root.bottom - 14",
            "l1.leading == root.leading + 11", "l1.trailing == root.trailing - 12",
        ]
        let horizontal = Restraint(root, items: [l1]).chainHorizontally([l1], in: root, aligning: aligning)
        #expect(Set(equations(horizontal.constraints)) == Set(expected))
        #expect(horizontal.constraints.count == 4)
        let vertical = Restraint(root).chainVertically([l1], in: root, aligning: aligning)
        #expect(Set(equations(vertical.constraints)) == Set(expected))
    }

    /// A centre across the chain applies to every item.
    @Test func centringAcrossAGuidedChain() {
        let horizontal = Restraint(root, items: [l1, l2]).chainHorizontally([l1, l2], in: root, aligning: [.centerY])
        #expect(
            equations(horizontal.constraints) == [
                "l2.leading == l1.trailing + 8", "l1.centerY == root.centerY", "l2.centerY == root.centerY",
            ])
        let vertical = Restraint(root).chainVertically([l1, l2], in: root, aligning: [.centerX])
        #expect(
            equations(vertical.constraints) == [
                "l2.top == l1.bottom + 8", "l1.centerX == root.centerX", "l2.centerX == root.centerX",
            ])
    }

    /// Left and right pin a horizontal chain's ends too (the latest version dropped them).
    @Test func leftAndRightPinAHorizontalChainsEnds() {
        let restraint = Restraint(root, items: [l1, l2]).chainHorizontally(
            [l1, l2], in: root, aligning: [.left, .softRight])
        #expect(
            equations(restraint.constraints) == [
                "l2.leading == l1.trailing + 8", "l1.left == root.left", "l2.right <= root.right",
            ])
    }

    /// A horizontal chain in a guide mirrors in right-to-left.
    @Test func aGuidedHorizontalChainMirrors() {
        let root = makeRoot(width: 200, height: 50)
        root.userInterfaceLayoutDirection = .rightToLeft
        let a = view("a"), b = view("b")
        Restraint(root, items: [a, b])
            .setSizes(widths: [a.equal(size: 30), b.equal(size: 40)])
            .chainHorizontally([a, b], in: root, aligning: [.leading, .top, .bottom])
            .activate()
        root.layoutIfNeeded()
        #expect(a.frame == rect(170, 0, 30, 50))
        #expect(b.frame == rect(122, 0, 40, 50))
    }
}
