import Foundation
import LayoutSpec
import LayoutTestSupport
import Testing

/// Scroll views in layout files, with their content and frame guides, and
/// every view's readable content guide.
@Suite struct ScrollAndGuidesTests {
    @Test func aScrollViewsContentIsPlacedByItsGuides() throws {
        let tree = try build(
            """
            root size: 390 x 844
            scroll list {
                view content {
                    view first
                    view second
                }
            }
            list.edges == root.edges
            content.edges == list.content.edges
            content.width == list.frame.width
            first.top == content.top
            first.leading == content.leading
            first.trailing == content.trailing
            first.height == 600
            second.top == first.bottom
            second.leading == content.leading
            second.trailing == content.trailing
            second.height == 600
            second.bottom == content.bottom
            """)
        #expect(tree.frame("list") == rect(0, 0, 390, 844))
        #expect(tree.frame("content") == rect(0, 0, 390, 1200))
        #expect(tree.frame("second") == rect(0, 600, 390, 600))
        #expect((tree.view(named: "list") as? ScrollView)?.contentSize == CGSize(width: 390, height: 1200))
        #expect(tree.check().isEmpty)
    }

    @Test func theReadableGuideIsTheMarginsOnAPhoneAndNarrowerOnAPad() throws {
        let phone = try build(
            "view text\ntext.top == root.top\ntext.height == 10\ntext.horizontalEdges == root.readable.horizontalEdges")
        #expect(phone.frame("text") == rect(8, 0, 374, 10))
        let pad = try build(
            """
            root size: 1024 x 768
            view text
            text.top == root.top
            text.height == 10
            text.leading == root.readableContentGuide.leading
            text.trailing == root.readableContentGuide.trailing
            """)
        #expect(pad.frame("text") == rect(176, 0, 672, 10))
    }

    @Test func onlyScrollViewsHaveContentAndFrameGuides() {
        #expect(
            failure("view box\nbox.top == root.content.top")
                == "test.layout:2:12: error: 'root' is not a scroll view: only scroll views have content guides")
        #expect(failure("scroll list \"text\"")?.contains("a scroll has no text") == true)
    }
}

/// Image views in layout files: sized by their image.
@Suite struct ImageItemTests {
    @Test func anImageViewTakesItsImagesSize() throws {
        let tree = try build(
            """
            image avatar size: 60 x 40
            image empty
            avatar.top == root.top + 10
            avatar.leading == root.leading + 10
            empty.top == avatar.bottom
            empty.leading == avatar.leading
            empty.size == 0
            """)
        #expect(tree.frame("avatar") == rect(10, 10, 60, 40))
        #expect((tree.view(named: "avatar") as? ImageView)?.image?.size == CGSize(width: 60, height: 40))
        #expect((tree.view(named: "empty") as? ImageView)?.image == nil)
        #expect(
            failure("image a size: 10 x none")
                == "test.layout:1:20: error: expected a size such as '390 x 844', found 'none'")
    }
}

/// Stack views in layout files: settings, arranged subviews in order.
@Suite struct StackItemTests {
    @Test func theProfileExampleLaysOutWithStacks() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/profile.layout").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let tree = try LayoutDocument(parsing: text, file: "profile.layout").build()
        #expect(tree.check().isEmpty)
        let column = try #require(tree.view(named: "column") as? StackView)
        #expect(column.axis == .vertical && column.alignment == .center && column.spacing == 12)
        #expect(column.arrangedSubviews.map { $0.identifier ?? "" } == ["avatar", "name", "bio", "actions"])
        #expect(tree.frame("column")?.minY == 71)
        #expect(tree.frame("avatar") == rect(139, 0, 96, 96))
        let follow = try #require(tree.frame("follow")), message = try #require(tree.frame("message"))
        #expect(follow.width == message.width && message.minX == follow.maxX + 8 && follow.minX == 0)
    }

    @Test func unknownStackSettingsAreErrors() {
        #expect(
            failure("stack s axis: diagonal")
                == "test.layout:1:15: error: unknown axis 'diagonal'; expected horizontal or vertical")
        #expect(
            failure("stack s distribution: fillAll")?.hasPrefix(
                "test.layout:1:23: error: unknown distribution 'fillAll'") == true)
    }
}
