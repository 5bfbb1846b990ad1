import Foundation
import LayoutSpec
import LayoutTestSupport
import Testing

/// The root line and the item lines: sizes, scale, direction, safe area,
/// margins, kinds of view, nesting, guides, names, comments.
@Suite struct RootAndItemTests {
    @Test func rootLineSetsSizeScaleDirectionSafeAreaAndMargins() throws {
        let tree = try build(
            """
            root size: 400 x 300, scale: 2, direction: rightToLeft, safeArea: insets(top: 47, bottom: 34), margins: insets(16)
            view box
            box.top == safe.top
            box.leading == root.margins.leading
            box.bottom == root.safeArea.bottom
            box.width == 100.3
            """)
        #expect(tree.root.frame == rect(0, 0, 400, 300))
        #expect(tree.root.contentScaleFactor == 2)
        #expect(tree.root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(tree.root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // Leading is the right edge; the width rounds to half points at scale 2.
        #expect(tree.frame("box") == rect(283.5, 47, 100.5, 219))
    }

    @Test func rootDefaultsToA390By844ScreenAtScale1() throws {
        let tree = try build("view box\nbox.edges == root.edges")
        #expect(tree.root.frame == rect(0, 0, 390, 844))
        #expect(tree.root.contentScaleFactor == 1)
        #expect(tree.frame("box") == rect(0, 0, 390, 844))
    }

    @Test func viewsNestInBracesAndFramesAreInTheSuperviewsCoordinates() throws {
        let tree = try build(
            """
            root size: 400 x 300
            view card {
                view badge {
                    view dot
                }
                guide inner
            }
            card.edges == 20
            badge.top == card.top + 10
            badge.leading == inner.leading
            badge.size == 50
            inner.horizontalEdges == card.horizontalEdges + insets(left: -30, right: -30)
            inner.verticalEdges == card.verticalEdges
            dot.edges == badge.edges - insets(5)
            """)
        #expect(tree.root.subviews.map(\.identifier) == ["card"])
        #expect(tree.view(named: "card")?.subviews.map(\.identifier) == ["badge"])
        #expect(tree.view(named: "card")?.layoutGuides.map(\.identifier) == ["inner"])
        #expect(tree.frame("card") == rect(20, 20, 360, 260))
        #expect(tree.frame("badge") == rect(30, 10, 50, 50))
        #expect(tree.frame("dot") == rect(5, 5, 40, 40))
        #expect(tree.frame("inner") == rect(30, 0, 300, 260))
    }

    @Test func labelsButtonsAndFieldsSizeThemselvesToTheirText() throws {
        let tree = try build(
            """
            root size: 400 x 300
            label title "Welcome back" font: bold 28
            label body "One two three four five six seven eight nine ten" font: 15, lines: 0
            button go "Go" font: 17
            field name "Name"
            title.top == root.top
            title.leading == root.leading
            body.top == title.bottom
            body.leading == root.leading
            body.width == 100
            go.top == body.bottom
            go.leading == root.leading
            name.top == go.bottom
            name.leading == root.leading
            """)
        let title = try #require(tree.view(named: "title") as? Label)
        let body = try #require(tree.view(named: "body") as? Label)
        let go = try #require(tree.view(named: "go") as? Button)
        let name = try #require(tree.view(named: "name") as? TextField)
        #expect(title.text == "Welcome back" && title.font == .boldSystemFont(ofSize: 28))
        #expect(body.numberOfLines == 0 && body.font == .systemFont(ofSize: 15))
        #expect(go.currentTitle == "Go" && go.titleLabel?.font == .systemFont(ofSize: 17))
        #expect(name.placeholder == "Name" && name.font == .systemFont(ofSize: 17))
        #expect(title.frame.size == Label(text: "Welcome back", font: .boldSystemFont(ofSize: 28)).intrinsicContentSize)
        #expect(body.frame.width == 100)
        #expect(body.frame.height > 2 * Label(text: "One", font: .systemFont(ofSize: 15)).intrinsicContentSize.height)
        #expect(go.frame.size == Button(title: "Go", font: .systemFont(ofSize: 17)).intrinsicContentSize)
        let rounded = TextField(placeholder: "Name")
        rounded.borderStyle = .roundedRect
        #expect(name.borderStyle == .roundedRect && name.frame.size == rounded.intrinsicContentSize)
    }

    @Test func viewsTakeAnIntrinsicSizePerAxis() throws {
        let tree = try build(
            """
            root size: 400 x 300
            view icon intrinsic: 44 x 30
            view bar intrinsic: none x 4
            icon.top == root.top
            icon.leading == root.leading
            bar.top == icon.bottom
            bar.horizontalEdges == root.horizontalEdges
            """)
        #expect(tree.frame("icon") == rect(0, 0, 44, 30))
        #expect(tree.frame("bar") == rect(0, 30, 400, 4))
        #expect(tree.view(named: "bar")?.intrinsicContentSize == CGSize(width: LayoutView.noIntrinsicMetric, height: 4))
    }

    @Test func viewsTakeMargins() throws {
        let tree = try build(
            """
            root size: 400 x 300
            view card margins: insets(top: 1, left: 2, bottom: 3, right: 4) {
                view content
            }
            card.edges == root.edges
            content.edges == card.margins.edges
            """)
        #expect(tree.frame("content") == rect(2, 1, 394, 296))
    }

    @Test func commentsAndBlankLinesAreSkippedAndLineEndingsMayBeCRLF() throws {
        let tree = try build(
            "# a comment\r\n\r\nroot size: 100 x 100   // another\r\n  view box # the box\r\n"
                + "box.edges == root.edges // all round\r\n")
        #expect(tree.frame("box") == rect(0, 0, 100, 100))
        #expect(tree.constraints.map(\.location.line) == [5, 5, 5, 5])
    }

    @Test func namesBecomeIdentifiersAndItemsAreListedInFileOrder() throws {
        let tree = try build("view a {\n  guide g\n  view b\n}\nlabel c \"C\"")
        #expect(tree.items.map(\.name) == ["root", "a", "g", "b", "c"])
        #expect(tree.view(named: "b")?.identifier == "b")
        #expect(tree.guide(named: "g")?.identifier == "g")
        #expect(tree.view(named: "g") == nil && tree.guide(named: "a") == nil && tree.item(named: "z") == nil)
        #expect(tree.position(of: try #require(tree.item(named: "b"))) == LayoutDocument.Position(line: 3, column: 3))
        #expect(tree.view(named: "b")?.translatesAutoresizingMaskIntoConstraints == false)
    }
}
