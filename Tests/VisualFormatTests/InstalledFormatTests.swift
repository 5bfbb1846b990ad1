import Foundation
import LayoutTestSupport
import Testing
import VisualFormat

/// The classic UIKit idiom, `view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: ...))`,
/// with the type names replaced and nothing else.
@Suite struct InstalledFormatTests {
    @Test func formatsAddedToTheSuperviewLayOut() {
        let root = makeRoot(width: 320, height: 200)
        var issues: [LayoutIssue] = []
        root.layoutIssueHandler = { issues.append($0) }
        let views = subviews(["avatar", "name"], of: root)
        let metrics = ["side": 20, "gap": 12]
        root.addConstraints(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-side-[avatar(40)]-gap-[name]-side-|", options: .alignAllTop,
                metrics: metrics, views: views))
        root.addConstraints(
            LayoutConstraint.constraints(
                withVisualFormat: "V:|-side-[avatar(40)]", options: [], metrics: metrics, views: views))
        root.addConstraint(
            LayoutConstraint(
                item: views["name"]!, attribute: .height, relatedBy: .equal,
                toItem: views["avatar"]!, attribute: .height, multiplier: 0.5,
                constant: 0))
        root.layoutIfNeeded()
        #expect(views["avatar"]!.frame == rect(20, 20, 40, 40))
        #expect(views["name"]!.frame == rect(72, 20, 228, 20))
        // Those between views are the root's; the avatar's own size is its own.
        #expect(root.constraints.count == 6 && views["avatar"]!.constraints.count == 2 && issues.isEmpty)
    }
}
