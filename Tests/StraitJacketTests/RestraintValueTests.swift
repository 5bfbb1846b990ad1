import Foundation
import LayoutTestSupport
import StraitJacket
import Testing

/// Spaces, their descriptions, proxies and scaled sizes, case by case as
/// the original Restraint library's own tests pin them.
@Suite struct RestraintValueTests {
    /// Equal, at-least and at-most spaces, and a named one.
    @Test func spaces() {
        #expect(Space.equal(100).value == 100 && Space.equal(100).relation == .equal)
        #expect(Space.least(100).relation == .greaterThanOrEqual)
        #expect(Space.most(100).relation == .lessThanOrEqual)
        #expect(Space(60) == RestraintModifier(60, multiple: 1, relation: .equal, priority: .required, identifier: nil))
        #expect(Space(60).withId("gap").identifier == "gap")
    }

    /// A modifier describes itself name first, then relation, multiple, constant and priority.
    @Test func modifierDescriptions() {
        let named = RestraintModifier(123, multiple: 0.23, relation: .equal, priority: 999, identifier: "testID")
        #expect(named.description == "RestraintModifier.testID(== *0.23 + 123.0 @ 999.0)")
        let plain = RestraintModifier(123, multiple: 0.23, relation: .greaterThanOrEqual, priority: 999)
        #expect(plain.description == "RestraintModifier(>= *0.23 + 123.0 @ 999.0)")
    }

    /// A proxy's sides stand for the anchors it is given.
    @Test func proxiesReplaceAnchors() {
        let box = view("box")
        let proxy = box.proxy
        #expect(proxy.view === box)
        #expect([LayoutAttribute.top, .bottom, .leading, .trailing].allSatisfy { proxy.attribute(for: $0) == $0 })
        proxy.top(is: .centerY).bottom(is: .lastBaseline).leading(is: .centerX).trailing(is: .centerX)
        #expect(proxy.attribute(for: .top) == .centerY)
        #expect(proxy.attribute(for: .bottom) == .lastBaseline)
        #expect(proxy.attribute(for: .leading) == .centerX)
        #expect(proxy.attribute(for: .trailing) == .centerX)
        #expect(RestraintProxy(view: box).top(is: .firstBaseline).attribute(for: .top) == .firstBaseline)
    }

    /// A proxy in a call uses its replacements, and adding it adds its view.
    @Test func proxiesInCalls() {
        let root = makeRoot(width: 200, height: 100), icon = view("icon"), guide = LayoutGuide(identifier: "guide")
        let restraint = Restraint(root, items: [icon.proxy, guide])
            .alignItems([icon.proxy.top(is: .centerY)], to: [.top], of: guide)
            .alignItems([guide], to: [Alignment.top.inset(40)])
            .alignItems([icon], to: [.leading])
            .setSizes(widths: [icon.equal(size: 10)]).setSizes(heights: [icon.equal(size: 10)])
        #expect(icon.superview === root)
        #expect(restraint.constraints[0].equationText == "icon.centerY == guide.top")
        restraint.activate()
        root.layoutIfNeeded()
        #expect(icon.frame == rect(0, 35, 10, 10))
    }

    /// A proxy in a chain uses its replacements on both sides of each gap.
    @Test func proxiesInChains() {
        let root = makeRoot(), a = label("a"), b = label("b")
        let restraint = Restraint(root, items: [a, b])
            .chainVertically([a.proxy.bottom(is: .lastBaseline), b.proxy.top(is: .firstBaseline)])
            .chainHorizontally([a.proxy.trailing(is: .centerX), b])
        #expect(
            equations(restraint.constraints) == [
                "b.firstBaseline == a.lastBaseline + 8", "b.leading == a.centerX + 8",
            ])
    }

    /// Sizes scaled from a view's frame.
    @Test func scaledSizes() {
        let box = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
        #expect(box.sWidth(0.5) == 50)
        #expect(box.sHeight(0.5) == 500)
    }
}
