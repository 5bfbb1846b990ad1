import Foundation
import LayoutSpec
import Testing

/// Conflicting constraints do not stop a build: the tree's diagnostics
/// point at the broken constraint's line and at each other member of the set.
@Suite struct ConflictTests {
    /// A box 100 and 200 wide, the second on line 6 and named "wide".
    static let wideBox = """
        root size: 400 x 300
        view box
        box.top == root.top
        box.leading == root.leading
        box.width == 100
          box.width == 200 id "wide"
        box.height == 10
        """

    @Test func aConflictIsAnErrorAtTheBrokenLineWithANotePerMember() throws {
        let tree = try build(Self.wideBox)
        #expect(
            tree.diagnostics.map(\.description) == [
                "test.layout:6:3: error: unable to simultaneously satisfy constraints; broke 'wide' box.width == 200",
                "test.layout:5:1: note: conflicting constraint box.width == 100",
            ])
        #expect(tree.unsatisfiable.count == 1)
        #expect(tree.unsatisfiable.first?.broken === tree.constraints[3])
        #expect(tree.frame("box")?.width == 100)
    }

    @Test func engineConstraintsInAConflictPointAtTheViewTheySize() throws {
        let tree = try build(
            """
            # The root's frame is fixed: its width is the engine's constraint.
            root size: 400 x 300
            view box
            box.horizontalEdges == root.horizontalEdges
            box.width == 50
            """)
        #expect(
            tree.diagnostics.map(\.description) == [
                "test.layout:5:1: error: unable to simultaneously satisfy constraints; broke box.width == 50",
                "test.layout:2:1: note: conflicting constraint 'root-autoresizing-width' root.width == 400",
                "test.layout:4:1: note: conflicting constraint box.trailing == root.trailing",
                "test.layout:4:1: note: conflicting constraint box.leading == root.leading",
            ])
    }

    @Test func conflictReportsNameTheLayoutFile() throws {
        let tree = try build("view box\nbox.width == 1\nbox.width == 2\nbox.edges == root.edges ~ 1")
        let report = try #require(tree.unsatisfiable.first)
        #expect(
            report.message.hasSuffix(
                "Will attempt to recover by breaking constraint \n"
                    + "<LayoutConstraint box.width == 2 (active)> at test.layout:3"))
    }
}
