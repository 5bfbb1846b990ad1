import Foundation
import LayoutSpec
import LayoutTestSupport
import Testing

/// Equation lines in ConstraintBuilder's operator syntax: each makes the
/// constraints ConstraintBuilder's operators make, solved for the left anchor.
@Suite struct EquationTests {
    private static let header = "root size: 400 x 300\nview a\nview b\n"

    private func tree(_ lines: String) throws -> LayoutTree { try build(Self.header + lines) }

    @Test func constantsRelationsAndTheirFrames() throws {
        let tree = try tree(
            """
            a.top == root.top + 20
            a.leading == root.leading + 10
            a.width >= 120
            a.width <= 90 + 40
            a.height => 30
            a.height <= 30
            """)
        #expect(
            tree.equations == [
                "a.top == root.top + 20", "a.leading == root.leading + 10", "a.width >= 120",
                "a.width <= 130", "a.height >= 30", "a.height <= 30",
            ])
        #expect(tree.frame("a")?.origin == CGPoint(x: 10, y: 20))
        #expect(tree.frame("a")?.height == 30)
    }

    @Test func prioritiesByNumberAndByName() throws {
        let tree = try tree(
            """
            a.edges == root.edges ~ 1
            a.width == 100 ~ 750
            a.width == 200 ~ defaultLow
            a.height == 50 ~ .defaultHigh
            a.height == 60 ~ required
            b.width == 10 ~ almostRequired
            b.height == 10 ~ fittingSizeLevel
            """)
        #expect(tree.constraints.map(\.priority.rawValue) == [1, 1, 1, 1, 750, 250, 750, 1000, 999, 50])
        #expect(tree.frame("a")?.size == CGSize(width: 100, height: 60))
        #expect(tree.diagnostics.isEmpty)
    }

    @Test func multipliersAndAlgebraAreSolvedForTheLeftAnchor() throws {
        let tree = try tree(
            """
            a.width == 0.5 * root.width
            b.width == a.width * 2 - 10
            a.leading - 10 == root.leading
            b.leading == 10 + a.trailing
            a.height == (root.height + 150) / 2
            2 * b.height == 100
            -1 * b.top <= -root.top - 40
            a.top == root.top
            b.centerX >= root.trailing / 4
            """)
        #expect(tree.diagnostics.isEmpty)
        #expect(
            tree.equations == [
                "a.width == 0.5 * root.width", "b.width == 2 * a.width - 10", "a.leading == root.leading + 10",
                "b.leading == a.trailing + 10", "a.height == 0.5 * root.height + 75", "b.height == 50",
                "b.top >= root.top + 40",
                "a.top == root.top", "b.centerX >= 0.25 * root.trailing",
            ])
        #expect(tree.frame("a") == rect(10, 0, 200, 225))
        #expect(tree.frame("b") == rect(220, 40, 390, 50))
    }

    @Test func compositesRelateAttributeByAttributeInConstraintBuildersOrder() throws {
        let tree = try tree(
            """
            a.size == 200 x 100
            a.centerXY == root.centerXY
            b.edges == a.edges + insets(top: 1, left: 2, bottom: 3, right: 4)
            """)
        #expect(
            tree.equations == [
                "a.width == 200", "a.height == 100", "a.centerY == root.centerY", "a.centerX == root.centerX",
                "b.trailing == a.trailing + 4", "b.leading == a.leading - 2", "b.top == a.top - 1",
                "b.bottom == a.bottom + 3",
            ])
        #expect(tree.frame("a") == rect(100, 100, 200, 100))
        #expect(tree.frame("b") == rect(98, 99, 206, 104))
    }

    @Test func aNumberMovesEveryAttributeOfAComposite() throws {
        // As ConstraintBuilder's `+ 10`: a shift, not an inset; insets grow or shrink.
        let tree = try tree(
            """
            a.size == 50
            a.top == root.top
            a.leading == root.leading
            b.edges == a.edges + 10
            """)
        #expect(
            Array(tree.equations.suffix(4)) == [
                "b.trailing == a.trailing + 10", "b.leading == a.leading + 10",
                "b.top == a.top + 10", "b.bottom == a.bottom + 10",
            ])
        #expect(tree.frame("b") == rect(10, 10, 50, 50))
    }

    @Test func edgesEqualToANumberAreInsetFromTheSuperview() throws {
        let tree = try tree(
            """
            a.horizontalEdges == 10
            a.verticalEdges == 20
            b.size == a.size / 2
            b.centerXY == a.centerXY
            """)
        #expect(
            Array(tree.equations.prefix(4)) == [
                "a.trailing == root.trailing - 10", "a.leading == root.leading + 10",
                "a.top == root.top + 20", "a.bottom == root.bottom - 20",
            ])
        #expect(tree.frame("a") == rect(10, 20, 380, 260))
        #expect(tree.frame("b") == rect(105, 85, 190, 130))
    }

    @Test func ownGuidesAndBaselines() throws {
        let tree = try build(
            """
            root size: 400 x 300, safeArea: insets(top: 40, left: 0, bottom: 20, right: 0)
            label first "Hello" font: 20
            label second "World" font: 12
            first.top == safe.top
            first.leading == root.layoutMarginsGuide.leading
            second.firstBaseline == first.firstBaseline
            second.leading == first.trailing + 8
            """)
        let first = try #require(tree.frame("first")), second = try #require(tree.frame("second"))
        #expect(first.origin == CGPoint(x: 8, y: 40))
        #expect(second.minX == first.maxX + 8)
        #expect(tree.equations[0] == "first.top == root.safeAreaLayoutGuide.top")
    }

    @Test func identifiersNameEveryConstraintOfTheLine() throws {
        let tree = try tree(
            """
            a.size == 10 ~ 500 id "a-size"
            a.top == root.top id "a.top"
            a.leading == root.leading
            """)
        #expect(tree.constraints.map(\.identifier) == ["a-size", "a-size", "a.top", nil])
        #expect(tree.constraints.map(\.priority.rawValue) == [500, 500, 1000, 1000])
    }

    @Test func everyConstraintRecordsTheFileAndLineThatMadeIt() throws {
        let tree = try tree("a.edges == root.edges\n\n# b\nb.size == a.size")
        #expect(tree.constraints.map(\.location.file) == Array(repeating: "test.layout", count: 6))
        #expect(tree.constraints.map(\.location.line) == [4, 4, 4, 4, 7, 7])
        #expect(tree.position(of: tree.constraints[5]) == LayoutDocument.Position(line: 7, column: 1))
    }
}
