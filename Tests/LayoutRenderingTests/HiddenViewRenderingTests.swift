import AutoLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// A card holding a title, and a badge beside it, all sized by constraints.
private struct BadgedCard {
    let root = makeRoot(width: 200, height: 100)
    let card: LayoutView
    let title: Label
    let badge: LayoutView

    init() {
        card = addView(LayoutView(), "card", to: root)
        title = addView(Label(text: "Hi", font: .systemFont(ofSize: 10)), "title", to: card)
        badge = addView(LayoutView(), "badge", to: root)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 120),
            card.heightAnchor.constraint(equalToConstant: 60),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8),
            badge.topAnchor.constraint(equalTo: card.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    func svg(_ options: SVGRenderer.Options = .init()) throws -> SVGElement {
        try #require(parseSVG(SVGRenderer(options: options).render(root)))
    }
}

@Suite struct HiddenViewRenderingTests {
    @Test func aHiddenViewAndItsSubviewsAreLeftOut() throws {
        let tree = BadgedCard()
        tree.card.isHidden = true
        let svg = try tree.svg()
        #expect(svg.item("card") == nil)
        #expect(svg.item("title") == nil)
        #expect(svg.item("badge")?.rect == rect(138, 20, 20, 20))
    }

    @Test func hiddenViewsKeepTheirFramesAndAreDrawnWhenAsked() throws {
        let tree = BadgedCard()
        tree.card.isHidden = true
        let svg = try tree.svg(.init(showsHiddenViews: true))
        #expect(svg.item("card")?.rect == rect(10, 20, 120, 60))
        #expect(svg.item("title")?.parent === svg.item("card"))
    }

    @Test func theConstraintsOfAHiddenViewAreLeftOutWithIt() throws {
        let tree = BadgedCard()
        tree.badge.isHidden = true
        let shown = try tree.svg(.init(showsConstraints: true, showsHiddenViews: true))
        let hidden = try tree.svg(.init(showsConstraints: true))
        #expect(
            hidden.all.filter { $0["class"] == "constraint" }.count
                < shown.all.filter { $0["class"] == "constraint" }.count)
    }

    @Test func thePicturedViewIsDrawnEvenWhenHidden() throws {
        let tree = BadgedCard()
        tree.card.isHidden = true
        let svg = try #require(parseSVG(SVGRenderer().render(tree.card)))
        #expect(svg.item("card")?.rect == rect(0, 0, 120, 60))
        #expect(svg.item("title") != nil)
    }
}
