import Foundation
import LayoutTestSupport
import StraitJacket
import Testing

/// The frames of the original Restraint library's documentation playground.
@Suite struct PlaygroundFrameTests {
    private func laidOut(_ root: LayoutView, _ restraint: AnyRestraint) {
        restraint.activate()
        root.layoutIfNeeded()
    }

    @Test func fillingTheRoot() {
        let root = makeRoot(width: 300, height: 300), gray = view("gray")
        laidOut(root, Restraint(root, items: [gray]).alignItems([gray], to: [.top, .bottom, .left, .right]))
        #expect(gray.frame == rect(0, 0, 300, 300))
    }

    @Test func insetFromTheRoot() {
        let root = makeRoot(width: 300, height: 300), gray = view("gray")
        laidOut(
            root,
            Restraint(root, items: [gray]).alignItems(
                [gray],
                to: [
                    Alignment.top.inset(10), Alignment.bottom.inset(20), Alignment.left.inset(16),
                    Alignment.right.inset(16),
                ]))
        #expect(gray.frame == rect(16, 10, 268, 270))
    }

    @Test func insideTheMarginsWithAnOffsetLabel() {
        let root = makeRoot(width: 300, height: 100), gray = view("gray"), text = view("label")
        text.fixedIntrinsicContentSize = CGSize(width: 40, height: 20)
        laidOut(
            root,
            Restraint(root, items: [gray, text])
                .alignItems(
                    [gray], to: [.top, .bottom, Alignment.left.inset(20), Alignment.right.inset(20)],
                    of: root.layoutMarginsGuide
                )
                .alignItems([text], to: [.centerX, Alignment.centerY.offset(20)], of: gray))
        #expect(gray.frame == rect(28, 8, 244, 84))
        #expect(text.center == CGPoint(x: 150, y: 70))
    }

    @Test func nestedInsideTheMargins() {
        let root = makeRoot(width: 300, height: 300), gray = view("gray"), black = view("black")
        laidOut(
            root,
            Restraint(root, items: [gray, black])
                .alignItems([gray], to: AlignmentSet.allSides, of: root.layoutMarginsGuide)
                .alignItems(
                    [black], to: [.top, .bottom, Alignment.left.inset(20), Alignment.right.inset(20)], of: gray))
        #expect(gray.frame == rect(8, 8, 284, 284))
        #expect(black.frame == rect(28, 8, 244, 284))
    }

    /// A long label kept inside by soft alignments is compressed to fit.
    @Test func softConfinement() {
        let root = makeRoot(width: 300, height: 300), gray = view("gray")
        let text = label("label", String(repeating: "A long line of text ", count: 5))
        laidOut(
            root,
            Restraint(root, items: [gray, text])
                .alignItems([gray], to: [Alignment.top, .bottom, Alignment.left.inset(50), Alignment.right.inset(50)])
                .alignItems(
                    [text], to: [.centerX, .centerY, Alignment.softLeft.inset(8), Alignment.softRight.inset(8)],
                    of: gray))
        #expect(text.frame.minX == gray.frame.minX + 8)
        #expect(text.frame.maxX == gray.frame.maxX - 8)
        #expect(text.frame.width == 184)
    }

    @Test func sizing() {
        let root = makeRoot(width: 300, height: 300), gray = view("gray")
        laidOut(
            root,
            Restraint(root, items: [gray]).alignItems([gray], to: [.centerX, .centerY])
                .setSizes(widths: [gray.equal(size: 200)]).setSizes(heights: [gray.equal(size: 50)]))
        #expect(gray.frame == rect(50, 125, 200, 50))
        let relative = makeRoot(width: 300, height: 300), other = view("other")
        laidOut(
            relative,
            Restraint(relative, items: [other]).alignItems([other], to: [.centerX, .centerY])
                .setRelativeSizes(widths: [other.multiple(0.5, of: relative)])
                .setRelativeSizes(heights: [other.multiple(1, of: relative)]))
        #expect(other.frame == rect(75, 0, 150, 300))
    }

    /// Labels "1", "2", "3" (each 10 x 20 in the standard metrics at 17
    /// points) chained at 8, 20 and 30, and in a centred guide.
    @Test func chaining() {
        let root = makeRoot(width: 200, height: 50)
        let one = label("one", "1"), two = label("two", "2"), three = label("three", "3")
        let width = one.intrinsicContentSize.width, height = one.intrinsicContentSize.height
        #expect(width == 10 && height == 20)
        laidOut(
            root,
            Restraint(root, items: [one, two, three]).chainHorizontally([one, two, three])
                .alignItems([one], to: [.left]).alignItems([one, two, three], to: [.centerY]))
        #expect([one, two, three].map(\.frame.minX) == [0, 18, 36])
        #expect([one, two, three].allSatisfy { $0.frame.midY == 25 })

        let spaced = makeRoot(width: 200, height: 50)
        let a = label("a", "1"), b = label("b", "2"), c = label("c", "3")
        laidOut(
            spaced,
            Restraint(spaced, items: [a, b, c]).chainHorizontally([a, Space(20), b, Space(30), c])
                .alignItems([a], to: [.left]).alignItems([a, b, c], to: [.centerY]))
        #expect([a, b, c].map(\.frame.minX) == [0, 30, 70])

        let guided = makeRoot(width: 200, height: 50), guide = LayoutGuide(identifier: "guide")
        let d = label("d", "1"), e = label("e", "2"), f = label("f", "3")
        laidOut(
            guided,
            Restraint(guided, items: [guide, d, e, f])
                .alignItems([guide], to: AlignmentSet.centerXY)
                .chainHorizontally([d, Space.equal(20), e, Space.equal(20), f], in: guide))
        #expect(guide.layoutFrame == rect(65, 15, 70, 20))
        #expect([d, e, f].map(\.frame) == [rect(65, 15, 10, 20), rect(95, 15, 10, 20), rect(125, 15, 10, 20)])
    }
}
