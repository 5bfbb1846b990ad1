import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// UIKit's calls do not throw here either: what UIKit raises for is
/// reported at the caller's line, and the engine is left as it was.
@Suite struct UIKitSpellingTests {
    @Test func activateReportsAtTheCallersLineAndUndoesTheBatch() {
        let root = makeRoot()
        let log = IssueLog(root)
        let box = addView("box", to: root)
        let stranger = LayoutView()
        stranger.identifier = "stranger"
        let width = box.widthAnchor.constraint(equalToConstant: 120)
        let across = box.leftAnchor.constraint(equalTo: stranger.leftAnchor)
        LayoutConstraint.activate([width, across]); let line = #line
        #expect(!width.isActive && !across.isActive)
        #expect(
            log.errors == [
                .located(
                    .noCommonAncestor(first: "box", second: "stranger", constraint: across.description),
                    location: SourceLocation(file: #fileID, line: UInt(line)))
            ])
        #expect(root.constraints.isEmpty && box.constraints.isEmpty)
    }

    @Test func activateOrThrowThrowsWhatActivateReports() {
        let root = makeRoot()
        let log = IssueLog(root)
        let box = addView("box", to: root)
        let nan = box.widthAnchor.constraint(equalToConstant: .nan)
        // NaN is not equal to itself, so the error is matched by its text.
        let error = #expect(throws: LayoutError.self) { try LayoutConstraint.activateOrThrow([nan]) }
        #expect(error?.description == "the constant nan of \(nan.description) is not finite")
        #expect(log.issues.isEmpty && !nan.isActive)
    }

    @Test func theItemAndAttributeInitializerReportsWhatUIKitRaisesFor() {
        let root = makeRoot()
        let log = IssueLog(root)
        let box = addView("box", to: root)
        let line = #line + 1
        let made = LayoutConstraint(
            item: box, attribute: .top, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, constant: 5)
        let reason = "a position cannot equal a constant; relate it to another anchor"
        #expect(
            log.errors == [
                .located(
                    .invalidConstraint(reason: reason, constraint: made.description),
                    location: SourceLocation(file: #fileID, line: UInt(line)))
            ])
        #expect(!made.isActive)
        #expect(throws: LayoutError.invalidConstraint(reason: reason, constraint: made.description)) {
            _ = try LayoutConstraint.constraintOrThrow(
                item: box, attribute: .top, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, constant: 5)
        }
        let valid = LayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: root,
            attribute: .width, multiplier: 0.5, constant: 0)
        valid.isActive = true
        LayoutConstraint.activate([
            box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == rect(0, 0, 200, 10))
        #expect(log.errors.count == 1)
    }

    @Test func addLayoutGuideReportsAGuideOfAnotherView() {
        let root = makeRoot()
        let log = IssueLog(root)
        let other = addView("other", to: root)
        let guide = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(guide)
        other.addLayoutGuide(guide); let line = #line
        #expect(guide.owningView === root && other.layoutGuides.isEmpty)
        #expect(
            log.errors == [
                .located(
                    .guideAlreadyOwned(guide: "spacer", owner: "root"),
                    location: SourceLocation(file: #fileID, line: UInt(line)))
            ])
        #expect(throws: LayoutError.guideAlreadyOwned(guide: "spacer", owner: "root")) {
            try other.addLayoutGuideOrThrow(guide)
        }
    }

    @Test func viewsAndConstraintsCompareByIdentity() {
        let root = makeRoot()
        let a = addView("a", to: root), b = addView("b", to: root)
        let guide = LayoutGuide()
        #expect(a == a && a != b)
        #expect(root.subviews.contains(b) && root.subviews.firstIndex(of: b) == 1)
        let items: Set<LayoutItem> = [a, b, a, guide]
        #expect(items.count == 3)
        let views: Set<LayoutView> = [a, b, a]
        #expect(views.count == 2)
        let first = a.widthAnchor.constraint(equalToConstant: 10)
        let twin = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(first == first && first != twin && Set([first, twin, first]).count == 2)
    }
}
