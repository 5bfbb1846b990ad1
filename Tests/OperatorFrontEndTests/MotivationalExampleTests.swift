import ConstraintBuilder
import Foundation
import LayoutTestSupport
import Testing

/// The README's "Quick Motivational Example" laid out both ways in a
/// 390 x 844 root: the anchors block and the `Constraints { }` block.
@Suite struct MotivationalExampleTests {
    /// The README's anchors block, UIKit's names replaced (here activation
    /// and the item-and-attribute initializer throw, and autoresizing is
    /// turned off by hand, as UIKit needs too). `relatingTo` is the item
    /// whose trailing edge centres view3: the listing says view1 where the
    /// DSL block says view.
    func anchorsBlock(_ readme: ReadmeViews, relatingTo centerItem: LayoutView) throws {
        let (view, view1, view2, view3, view4) = (readme.view, readme.view1, readme.view2, readme.view3, readme.view4)
        for subview in [view1, view2, view3, view4] { subview.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            view.centerYAnchor.constraint(equalTo: view1.centerYAnchor),
            view.centerXAnchor.constraint(equalTo: view1.centerXAnchor),
            view1.heightAnchor.constraint(equalToConstant: 200),
            view1.widthAnchor.constraint(equalToConstant: 200),
            view2.topAnchor.constraint(equalTo: view1.topAnchor, constant: -10),
            view2.bottomAnchor.constraint(equalTo: view1.bottomAnchor, constant: 10),
            view2.leadingAnchor.constraint(equalTo: view1.leadingAnchor, constant: -10),
            view2.trailingAnchor.constraint(equalTo: view1.trailingAnchor, constant: 10),
            view3.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            view3.heightAnchor.constraint(equalTo: view1.heightAnchor, multiplier: 0.5),
            view3.widthAnchor.constraint(equalTo: view1.widthAnchor, multiplier: 0.5),
            LayoutConstraint(
                item: view3, attribute: .centerX,
                relatedBy: .equal, toItem: centerItem,
                attribute: .trailing, multiplier: 1 / 3, constant: 0),
            view4.trailingAnchor.constraint(equalTo: view3.trailingAnchor, constant: 10),
            view4.leadingAnchor.constraint(equalTo: view3.leadingAnchor, constant: -10),
            view4.topAnchor.constraint(equalTo: view2.bottomAnchor, constant: 50),
            view4.heightAnchor.constraint(equalToConstant: 100),
        ])
        view.layoutIfNeeded()
    }

    func frames(_ readme: ReadmeViews) -> [CGRect] {
        [readme.view1, readme.view2, readme.view3, readme.view4].map(\.frame)
    }

    /// view1 is centred (95, 322); view2 10 larger on each side; view3 half
    /// of view1, on the bottom, centred at a third of the root's 390; view4
    /// 10 wider than view3 each side, 50 below view2.
    static let dslFrames = [
        rect(95, 322, 200, 200), rect(85, 312, 220, 220), rect(80, 744, 100, 100), rect(70, 582, 120, 100),
    ]

    @Test func theConstraintsBlockMakesTheReadmesSixteenConstraintsAndFrames() {
        let readme = ReadmeViews()
        let log = IssueLog(readme.view)
        let built = readme.motivationalExample()
        #expect(
            equations(built) == [
                "view.centerY == view1.centerY", "view.centerX == view1.centerX", "view1.width == 200",
                "view1.height == 200",
                "view2.trailing == view1.trailing + 10", "view2.leading == view1.leading - 10",
                "view2.top == view1.top - 10",
                "view2.bottom == view1.bottom + 10", "view3.bottom == view.safeAreaLayoutGuide.bottom",
                "view3.height == 0.5 * view1.height", "view3.width == 0.5 * view1.width",
                "view3.centerX == 0.3333333333333333 * view.trailing", "view4.trailing == view3.trailing + 10",
                "view4.leading == view3.leading - 10", "view4.top == view2.bottom + 50", "view4.height == 100",
            ])
        #expect(built.allSatisfy { $0.isActive })
        #expect(log.messages.isEmpty)
        readme.view.layoutIfNeeded()
        #expect(frames(readme) == Self.dslFrames)
        #expect(readme.view.frame == rect(0, 0, 390, 844))
    }

    @Test func theAnchorsBlockGivesTheSameFramesWhenItRelatesTheSameItem() throws {
        let readme = ReadmeViews()
        try anchorsBlock(readme, relatingTo: readme.view)
        #expect(frames(readme) == Self.dslFrames)
    }

    /// As printed, the listing centres view3 at a third of view1's trailing
    /// edge (295 / 3 = 98.3, rounded to whole points at scale 1): only view3
    /// and view4 move, sideways.
    @Test func theAnchorsBlockAsPrintedMovesView3AndView4Sideways() throws {
        let readme = ReadmeViews()
        try anchorsBlock(readme, relatingTo: readme.view1)
        #expect(
            frames(readme) == [
                rect(95, 322, 200, 200), rect(85, 312, 220, 220), rect(48, 744, 100, 100), rect(38, 582, 120, 100),
            ])
    }
}
