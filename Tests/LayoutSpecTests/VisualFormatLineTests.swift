import Foundation
import LayoutSpec
import LayoutTestSupport
import Testing

/// Visual format lines: built by VisualFormat against the file's views.
@Suite struct VisualFormatLineTests {
    @Test func formatsLayOutTheViewsTheyName() throws {
        let tree = try build(
            """
            root size: 400 x 300
            view a
            view b
            H:|-[a]-[b(==a)]-|
            V:|-20-[a(50)]    # comments end a format
              V:|-20-[b(==a)]
            """)
        #expect(tree.frame("a") == rect(8, 20, 188, 50))
        #expect(tree.frame("b") == rect(204, 20, 188, 50))
        #expect(tree.constraints.map(\.location.line) == [4, 4, 4, 4, 5, 5, 6, 6])
    }

    @Test func aPriorityAndIdentifierApplyToEveryConstraintOfTheFormat() throws {
        let tree = try build(
            """
            root size: 400 x 300
            view a
            H:|-20-[a(100@250)] ~ 500 id "row"
            a.leading == root.leading + 30 ~ 400
            V:|[a]| id "column"
            """)
        #expect(tree.constraints.map(\.priority.rawValue) == [500, 500, 400, 1000, 1000])
        #expect(tree.constraints.map(\.identifier) == ["row", "row", nil, "column", "column"])
        #expect(tree.frame("a") == rect(20, 0, 100, 300))
    }

    @Test func subviewsFormatsUseTheirOwnSuperview() throws {
        let tree = try build(
            """
            root size: 400 x 300
            view card {
                view a
            }
            card.edges == root.edges - insets(10)
            H:|-5-[a]-5-|
            V:|-5-[a]-5-|
            """)
        #expect(tree.frame("card") == rect(10, 10, 380, 280))
        #expect(tree.frame("a") == rect(5, 5, 370, 270))
    }
}
