import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A button's content insets: zero by default, which leaves the system
/// button's 6 points above and below its title; anything else replaces
/// them, as in UIKit. Title insets move the title and size nothing.
@Suite struct ButtonInsetsTests {
    /// "Sign In" in the 15-point font is a 47 x 18 line.
    @Test func contentInsetsReplaceTheSystemPadding() {
        let button = Button(title: "Sign In")
        #expect(button.contentEdgeInsets == .zero)
        #expect(button.intrinsicContentSize == CGSize(width: 47, height: 30))
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: 87, height: 38))
        button.contentEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 67, height: 18))
        button.contentEdgeInsets = EdgeInsets(top: -2, left: 0, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: 47, height: 16))
        button.contentEdgeInsets = .zero
        #expect(button.intrinsicContentSize == CGSize(width: 47, height: 30))
    }

    @Test func titleInsetsSizeNothing() {
        let button = Button(title: "Sign In")
        button.titleEdgeInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(button.titleEdgeInsets == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(button.intrinsicContentSize == CGSize(width: 47, height: 30))
        #expect(button.sizeThatFits(.zero) == CGSize(width: 47, height: 30))
    }

    /// Laid out, the button grows with its insets and its baseline follows
    /// the top inset: a 15-point label on it sits 10, then 6, points down.
    @Test func insetsMoveTheFrameAndTheBaseline() {
        let (root, button, label) = buttonWithABaselineLabel()
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 4, bottom: 2, right: 4)
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 29, 30))
        #expect(label.frame == rect(29, 10, 21, 18))
        button.contentEdgeInsets = .zero
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 21, 30))
        #expect(label.frame == rect(21, 6, 21, 18))
    }

    @Test func badInsetsAreReportedAndIgnored() {
        let root = makeRoot()
        let log = IssueLog(root)
        let button = Button(title: "Go")
        button.identifier = "button"
        root.addSubview(button)
        button.contentEdgeInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        #expect(
            log.errors.map(\.description) == [
                "the contentEdgeInsets.top nan of button is outside -1000000000...1000000000",
                "the titleEdgeInsets.left inf of button is outside -1000000000...1000000000",
            ])
        #expect(button.contentEdgeInsets == .zero && button.titleEdgeInsets == .zero)
        #expect(button.intrinsicContentSize == CGSize(width: 21, height: 30))
    }

    /// UIKit's designated initializer makes an untitled button.
    @Test func aButtonMadeWithAFrameHasNoTitle() {
        let button = Button(frame: rect(0, 0, 80, 30))
        #expect(button.currentTitle == nil && button.titleLabel?.text == nil)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
        #expect(button.frame == rect(0, 0, 80, 30))
        button.setTitle("Go", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 21, height: 30))
    }
}
