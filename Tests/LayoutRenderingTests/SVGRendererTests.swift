import AutoLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// A card in a root, a label in the card and a guide inset in the card,
/// all sized by constraints, so every position is known exactly.
private struct CardTree {
    let root = makeRoot(width: 200, height: 100)
    let card: LayoutView
    let title: Label
    let inset = LayoutGuide(identifier: "inset")
    let constraints: [LayoutConstraint]

    init() throws {
        card = addView(LayoutView(), "card", to: root)
        title = addView(Label(text: "Hi", font: .systemFont(ofSize: 10)), "title", to: card)
        card.addLayoutGuide(inset)
        constraints = [
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 120),
            card.heightAnchor.constraint(equalToConstant: 60),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            title.widthAnchor.constraint(equalToConstant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
            inset.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            inset.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            inset.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            inset.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ]
        LayoutConstraint.activate(constraints)
    }

    func svg(_ options: SVGRenderer.Options = .init()) throws -> SVGElement {
        try #require(parseSVG(SVGRenderer(options: options).render(root)))
    }
}

@Suite struct SVGRendererTests {
    @Test func theDocumentIsTheRootsBounds() throws {
        let svg = try CardTree().svg()
        #expect(svg.name == "svg")
        #expect(svg["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(svg["width"] == "200")
        #expect(svg["height"] == "100")
        #expect(svg["viewBox"] == "0 0 200 100")
    }

    @Test func eachItemIsARectangleAtItsFrameInRootCoordinates() throws {
        let svg = try CardTree().svg()
        #expect(svg.item("root")?.rect == rect(0, 0, 200, 100))
        #expect(svg.item("card")?.rect == rect(10, 20, 120, 60))
        #expect(svg.item("title")?.rect == rect(18, 24, 50, 20))
        #expect(svg.item("inset")?.rect == rect(18, 28, 104, 44))
        // Groups nest as the views do; guides sit in their view's group.
        #expect(svg.item("title")?.parent === svg.item("card"))
        #expect(svg.item("inset")?.parent === svg.item("card"))
        #expect(svg.item("card")?["data-kind"] == "LayoutView")
        #expect(svg.item("title")?["data-kind"] == "Label")
        #expect(svg.item("card")?.child("title")?.text == "card")
    }

    @Test func guidesAreDashedAndViewsAreNot() throws {
        let svg = try CardTree().svg()
        let guide = try #require(svg.item("inset"))
        #expect(guide.classes == ["guide"])
        #expect(guide.child("rect")?["stroke-dasharray"] == "4 2")
        #expect(guide.child("rect")?["fill"] == "none")
        for name in ["root", "card", "title"] {
            #expect(svg.item(name)?.child("rect")?["stroke-dasharray"] == nil)
            #expect(svg.item(name)?.classes == ["view"])
        }
    }

    @Test func labelsDrawTheirTextAtTheirFontSize() throws {
        let svg = try CardTree().svg()
        let texts = try #require(svg.item("title")).children.filter { $0.name == "text" }
        #expect(texts.map(\.text) == ["Hi"])
        #expect(texts.first?["x"] == "18")
        // Centred in 20 points: one line of 11.499 at 10 points, its
        // baseline the ascender (9.05, rounded up to 10) below the top.
        #expect(texts.first?["y"] == "38.25")
        #expect(texts.first?["font-size"] == "10")
        #expect(texts.first?["font-weight"] == nil)
    }

    @Test func wrappedLabelsDrawTheLinesTheEngineBroke() throws {
        let root = makeRoot(width: 200, height: 100)
        let label = addView(Label(text: "one two three four", font: .boldSystemFont(ofSize: 10)), "body", to: root)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 60
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let svg = try #require(parseSVG(SVGRenderer().render(root)))
        let texts = try #require(svg.item("body")).children.filter { $0.name == "text" }
        let lines = label.textMetrics.lines(of: try #require(label.text), font: label.font, maxWidth: 60, maxLines: 0)
        #expect(lines.count == 2)
        #expect(texts.map(\.text) == lines.map { String($0).trimmingCharacters(in: .whitespaces) })
        #expect(texts.map { $0["font-weight"] } == ["bold", "bold"])
        // The lines' baselines one line height (11.499) apart.
        let baselines = texts.compactMap { $0["y"].flatMap(Double.init) }
        #expect(baselines.count == 2 && abs(baselines[1] - baselines[0] - 11.499) <= 0.001)
    }

    @Test func rightToLeftTextStartsAtTheRightEdge() throws {
        let tree = try CardTree()
        tree.root.userInterfaceLayoutDirection = .rightToLeft
        let svg = try tree.svg()
        // The card mirrors: 10 from the right edge of the 200-point root.
        #expect(svg.item("card")?.rect == rect(70, 20, 120, 60))
        let text = try #require(svg.item("title")?.child("text"))
        #expect(text["text-anchor"] == "end")
        #expect(text["x"] == "182")
    }

    @Test func anAmbiguousViewIsRed() throws {
        let tree = try CardTree()
        let floating = addView(LayoutView(), "floating", to: tree.root)
        LayoutConstraint.activate([
            floating.widthAnchor.constraint(equalToConstant: 30),
            floating.heightAnchor.constraint(equalToConstant: 30),
        ])
        let svg = try tree.svg()
        let group = try #require(svg.item("floating"))
        #expect(group.classes == ["view", "ambiguous"])
        #expect(group.child("rect")?["stroke"] == "#e03131")
        #expect(svg.item("card")?.child("rect")?["stroke"] == "#495057")
        let plain = try tree.svg(.init(marksAmbiguousViews: false))
        #expect(plain.item("floating")?.classes == ["view"])
        #expect(plain.item("floating")?.child("rect")?["stroke"] == "#495057")
    }

    @Test func theLastConflictsConstraintsAreRedEvenWithoutConstraints() throws {
        let tree = try CardTree()
        tree.root.layoutIssueHandler = { _ in }
        let wider = tree.card.widthAnchor.constraint(equalToConstant: 150)
        wider.identifier = "wider"
        LayoutConstraint.activate([wider])
        let svg = try tree.svg()
        let constraints = svg.all.filter { $0.classes.contains("constraint") }
        // The card's width of 120 and the broken width of 150, each a bar
        // across the card at its middle.
        #expect(constraints.count == 2)
        #expect(constraints.map(\.classes) == [["constraint", "conflict"], ["constraint", "conflict", "broken"]])
        #expect(constraints.map { $0.child("line")?["stroke"] } == ["#e03131", "#e03131"])
        #expect(constraints.map { $0.child("text")?.text } == ["120", "150"])
        #expect(constraints.last?["data-name"] == "wider")
        #expect(constraints.last?.child("title")?.text == "card.width == 150")
        let line = try #require(constraints.first?.child("line"))
        #expect([line["x1"], line["y1"], line["x2"], line["y2"]] == ["10", "50", "130", "50"])
        let quiet = try tree.svg(.init(marksConflicts: false))
        #expect(quiet.all.filter { $0.classes.contains("constraint") }.isEmpty)
    }

    @Test func constraintsAreLinesBetweenTheEdgesTheyRelate() throws {
        let tree = try CardTree()
        let svg = try tree.svg(.init(showsConstraints: true))
        let constraints = svg.all.filter { $0.classes == ["constraint"] }
        #expect(constraints.count == tree.constraints.count)
        func drawn(_ index: Int) -> [String?] {
            let line = constraints[index].child("line")
            return [line?["x1"], line?["y1"], line?["x2"], line?["y2"], constraints[index].child("text")?.text]
        }
        // card.leading == root.leading + 10: across the middle of where the two overlap.
        #expect(drawn(0) == ["0", "50", "10", "50", "10"])
        // card.top == root.top + 20.
        #expect(drawn(1) == ["70", "0", "70", "20", "20"])
        // The card's width and height: bars across it.
        #expect(drawn(2) == ["10", "50", "130", "50", "120"])
        #expect(drawn(3) == ["70", "20", "70", "80", "60"])
        // inset.trailing == card.trailing - 8.
        #expect(drawn(9) == ["130", "50", "122", "50", "-8"])
        #expect(constraints[9].child("title")?.text == "inset.trailing == card.trailing - 8")
        #expect(constraints.allSatisfy { $0.child("line")?["stroke"] == "#1c7ed6" })
    }

    @Test func alignedEdgesAreALineAlongTheEdgeAndInequalitiesSaySo() throws {
        let root = makeRoot(width: 200, height: 100)
        let a = addView(LayoutView(), "a", to: root), b = addView(LayoutView(), "b", to: root)
        let preferred = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 30)
        preferred.priority = .defaultLow
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 8),
            preferred,
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        let svg = try #require(parseSVG(SVGRenderer(options: .init(showsConstraints: true)).render(root)))
        let constraints = svg.all.filter { $0.classes == ["constraint"] }
        func drawn(_ index: Int) -> [String?] {
            let line = constraints[index].child("line")
            return [line?["x1"], line?["y1"], line?["x2"], line?["y2"], constraints[index].child("text")?.text]
        }
        #expect(svg.item("b")?.rect == rect(20, 60, 20, 10))
        // b.leading == a.leading: along the edge, over both views, no label.
        #expect(drawn(4) == ["20", "10", "20", "70", nil])
        #expect(drawn(5) == ["30", "30", "30", "60", "≥ 8"])
        #expect(drawn(6) == ["30", "30", "30", "60", "30 @250"])
        #expect(drawn(7) == ["20", "65", "40", "65", "= 0.5 × a.width"])
    }

    @Test func marginsAndTheSafeAreaAreShadedOnRequest() throws {
        let tree = try CardTree()
        tree.root.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        let plain = try tree.svg()
        #expect(plain.all.filter { $0.name == "path" }.isEmpty)
        let shaded = try tree.svg(.init(showsLayoutMargins: true, showsSafeArea: true))
        let safeArea = shaded.all.filter { $0.classes == ["safe-area"] }
        #expect(safeArea.map { $0["d"] } == ["M0 0H200V100H0Z M0 10H200V95H0Z"])
        #expect(safeArea.first?["fill-rule"] == "evenodd")
        let margins = shaded.all.filter { $0.classes == ["margins"] }
        #expect(margins.count == 3)
        #expect(
            shaded.item("card")?.children.first { $0.classes == ["margins"] }?["d"]
                == "M10 20H130V80H10Z M18 28H122V72H18Z")
    }

    @Test func aSubviewIsPicturedInItsOwnCoordinates() throws {
        let tree = try CardTree()
        let svg = try #require(parseSVG(SVGRenderer().render(tree.card)))
        #expect(svg["viewBox"] == "0 0 120 60")
        #expect(svg.item("card")?.rect == rect(0, 0, 120, 60))
        #expect(svg.item("title")?.rect == rect(8, 4, 50, 20))
        #expect(svg.item("root") == nil)
    }

    @Test func namesAndTextAreEscaped() throws {
        let root = makeRoot(width: 200, height: 100)
        let name = #"<a & "b" 'c'>"#
        let label = addView(Label(text: "x < y && \"z\" > 'w'\tend"), name, to: root)
        let guide = LayoutGuide(identifier: "]]> &amp; <!--")
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let markup = SVGRenderer().render(root)
        #expect(markup.contains("data-name=\"&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;\""))
        let svg = try #require(parseSVG(markup))
        #expect(svg.item(name)?.child("title")?.text == name)
        #expect(svg.item(name)?.child("text")?.text == "x < y && \"z\" > 'w'\tend")
        #expect(svg.item("]]> &amp; <!--")?.child("title")?.text == "]]> &amp; <!--")
    }

    @Test func controlCharactersXMLForbidsAreReplaced() throws {
        let root = makeRoot(width: 200, height: 100)
        addView(LayoutView(frame: rect(1, 2, 3, 4)), "nul\u{0}bell\u{7}\u{FFFF}", to: root)
            .translatesAutoresizingMaskIntoConstraints = true
        let svg = try #require(parseSVG(SVGRenderer().render(root)))
        #expect(svg.item("nul\u{FFFD}bell\u{FFFD}\u{FFFD}")?.rect == rect(1, 2, 3, 4))
    }
}
