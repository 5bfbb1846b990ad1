import AutoLayout
import Foundation
import LayoutExamples
import LayoutTestSupport
import Testing

/// The stack view's benchmark compares like with like: the column built
/// as a stack view and with anchors has the same constraints and frames.
@Suite struct StackColumnTests {
    @Test func theStackAndTheAnchorsMakeTheSameColumn() {
        let stack = StackColumn.stackView(count: 50), anchors = StackColumn.anchors(count: 50)
        #expect(stack.views.map(\.frame) == anchors.views.map(\.frame))
        #expect(stack.views[49].frame == rect(0, 1372, 400, 20))
        #expect(stack.column.frame == anchors.column.frame)
        #expect(stack.root.activeConstraintsOfTree.count == anchors.root.activeConstraintsOfTree.count)
        let priorities = { (column: StackColumn) in
            column.root.activeConstraintsOfTree.map(\.priority).sorted()
        }
        #expect(priorities(stack) == priorities(anchors))
    }
}
