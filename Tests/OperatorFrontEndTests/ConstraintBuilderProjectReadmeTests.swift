import ConstraintBuilder
import Foundation
import LayoutTestSupport
import Testing

/// The ConstraintBuilder catalog's example
/// (`Sources/ConstraintBuilder/ConstraintBuilder.docc/ConstraintBuilder.md`), run as written.
@Suite struct ProjectReadmeTests {
    @Test func constraintBuilderExample() {
        let view = makeRoot(width: 390, height: 844)
        let (view1, view2, view3, view4, caption) = (
            LayoutView(), LayoutView(), LayoutView(), LayoutView(), LayoutView()
        )
        let rows = [LayoutView(), LayoutView()]
        for subview in [view1, view2, view3, view4, caption] + rows { view.addSubview(subview) }
        let showsCaption = false
        let log = IssueLog(view)

        Constraints {
            view.centerXY == view1.centerXY  // composites: centerY, then centerX
            view1.size == 200
            view2.edges == view1.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)  // 10 larger all round
            view3.bottom == view.safeAreaLayoutGuide.bottom
            view3.size == view1.size / 2
            view3.centerX == view.trailing / 3  // a multiplier on a position, as NSLayoutConstraint(item:...)
            view4.horizontalEdges == view3.horizontalEdges + EdgeInsets(left: 10, right: 10)
            view4.top == view2.bottom + 50
            view4.height == 100 ~ .defaultHigh
            if showsCaption { caption.top == view4.bottom + 8 }
            for (above, below) in zip(rows, rows.dropFirst()) { below.top >= above.bottom + 8 }
        }.activate()  // one batch; autoresizing goes off on view1...view4, never on `view`
        view.layoutIfNeeded()

        #expect(log.messages.isEmpty)
        #expect(
            [view1, view2, view3, view4].map(\.frame)
                == [rect(95, 322, 200, 200), rect(85, 312, 220, 220), rect(80, 744, 100, 100), rect(70, 582, 120, 100)])
        #expect(view.translatesAutoresizingMaskIntoConstraints && caption.translatesAutoresizingMaskIntoConstraints)
        #expect(!rows[1].translatesAutoresizingMaskIntoConstraints)
    }
}
