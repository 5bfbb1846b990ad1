import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// `sizeThatFits(_:)` and `sizeToFit()` as UIKit's: a plain view fits its
/// current size, a label its text (wrapped at the width asked for when it
/// has more than one line), a button and a text field their content.
@Suite struct SizeThatFitsTests {
    /// A label of fifteen 10-point characters, as many lines as it needs.
    func monospacedLabel(_ text: String = "aaa bbb ccc ddd", lines: Int = 0) -> Label {
        let label = Label(text: text)
        label.textMetrics = MonospacedMetrics()
        label.numberOfLines = lines
        return label
    }

    @Test func aPlainViewFitsItsOwnSize() {
        let view = LayoutView(frame: rect(5, 6, 30, 40))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 40))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame == rect(5, 6, 30, 40))
    }

    /// One line whatever the width: "Hello world again" is 131 x 20.
    @Test func aOneLineLabelFitsItsWholeLine() {
        let label = Label(text: "Hello world again")
        #expect(label.sizeThatFits(CGSize(width: 50, height: 10)) == CGSize(width: 131, height: 20))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 131, height: 20))
        #expect(Label().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(Label(text: "").sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    /// Wrapped at the width asked for; 0, the greatest finite width and
    /// infinity set no limit; the height limits nothing.
    @Test func aMultiLineLabelWrapsAtTheWidthAskedFor() {
        let label = monospacedLabel()
        #expect(label.sizeThatFits(CGSize(width: 75, height: 10)) == CGSize(width: 70, height: 40))
        #expect(
            label.sizeThatFits(CGSize(width: 35, height: CGFloat.greatestFiniteMagnitude))
                == CGSize(width: 30, height: 80))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 150, height: 20))
        #expect(
            label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
                == CGSize(width: 150, height: 20))
        #expect(label.sizeThatFits(CGSize(width: CGFloat.infinity, height: 0)) == CGSize(width: 150, height: 20))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 35, height: 0)) == CGSize(width: 30, height: 40))
    }

    /// Neither the preferred width nor an override of the intrinsic size
    /// changes what a label fits, as in UIKit.
    @Test func aLabelFitsItsTextNotItsIntrinsicSize() {
        let label = monospacedLabel()
        label.preferredMaxLayoutWidth = 35
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 80))
        #expect(label.sizeThatFits(CGSize(width: 75, height: 0)) == CGSize(width: 70, height: 40))
        let padded = PaddingLabel(text: "Hello")
        #expect(padded.intrinsicContentSize == CGSize(width: 55, height: 28))
        #expect(padded.sizeThatFits(.zero) == CGSize(width: 39, height: 20))
    }

    @Test func aNegativeOrNaNWidthIsReportedAndSetsNoLimit() {
        let root = makeRoot()
        let log = IssueLog(root)
        let label = monospacedLabel()
        label.identifier = "label"
        root.addSubview(label)
        #expect(label.sizeThatFits(CGSize(width: CGFloat.nan, height: 0)) == CGSize(width: 150, height: 20))
        #expect(label.sizeThatFits(CGSize(width: -40, height: 0)) == CGSize(width: 150, height: 20))
        #expect(
            log.errors.map(\.description) == [
                "the sizeThatFits width nan of label is outside 0...inf",
                "the sizeThatFits width -40 of label is outside 0...inf",
            ])
    }

    /// The frame takes the fitting size and keeps its origin: "Welcome" is 71 x 20.
    @Test func sizeToFitResizesAndKeepsTheOrigin() {
        let root = makeRoot()
        let title = Label(text: "Welcome")
        root.addSubview(title)
        title.frame = rect(20, 40, 5, 5)
        title.sizeToFit()
        root.layoutIfNeeded()
        #expect(title.frame == rect(20, 40, 71, 20))
    }

    /// A multi-line label fits to its current width: 75 wide gives two lines.
    @Test func sizeToFitWrapsAMultiLineLabelAtItsWidth() {
        let label = monospacedLabel()
        label.frame = rect(0, 10, 75, 0)
        label.sizeToFit()
        #expect(label.frame == rect(0, 10, 70, 40))
        label.frame = .zero
        label.sizeToFit()
        #expect(label.frame == rect(0, 0, 150, 20))
    }

    /// A button and a text field fit their intrinsic sizes, whatever they are asked.
    @Test func buttonsAndFieldsFitTheirContent() {
        let button = Button(title: "Sign In")
        #expect(button.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 47, height: 30))
        button.frame = rect(3, 4, 200, 100)
        button.sizeToFit()
        #expect(button.frame == rect(3, 4, 47, 30))
        let field = TextField(placeholder: "Username")
        #expect(field.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 79, height: 20))
        field.borderStyle = .roundedRect
        field.sizeToFit()
        #expect(field.frame == rect(0, 0, 93, 33))
    }

    /// A subclass's `sizeThatFits(_:)` is what `sizeToFit()` applies; a
    /// size out of range is reported and the frame stays.
    @Test func sizeToFitAppliesAnOverrideAndRefusesABadSize() {
        final class Square: LayoutView {
            var side: CGFloat = 12
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: side, height: side) }
        }
        let root = makeRoot()
        let log = IssueLog(root)
        let square = Square(frame: rect(1, 2, 3, 4))
        square.identifier = "square"
        root.addSubview(square)
        square.sizeToFit()
        #expect(square.frame == rect(1, 2, 12, 12))
        square.side = .nan
        square.sizeToFit()
        #expect(square.frame == rect(1, 2, 12, 12))
        #expect(
            log.errors.map(\.description) == ["the frame.size.width nan of square is outside -1000000000...1000000000"])
    }
}
