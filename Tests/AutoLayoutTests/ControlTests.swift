import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@Suite struct ControlTests {
    /// A system button is its title plus 6 points above and below: "Sign In"
    /// in the 15-point system font is a 47 x 18 line, so 47 x 30.
    @Test func buttonIsItsTitlePlusTheSystemInsets() {
        let button = Button(title: "Sign In")
        #expect(button.titleLabel?.intrinsicContentSize == CGSize(width: 47, height: 18))
        #expect(button.intrinsicContentSize == CGSize(width: 47, height: 30))
        #expect(Button.contentInsets == EdgeInsets(top: 6, left: 0, bottom: 6, right: 0))
        #expect(Button().intrinsicContentSize == CGSize(width: 0, height: 12))
    }

    @Test func buttonTitlesFollowUIKitsStates() {
        let button = Button(title: "Go")
        #expect(button.currentTitle == "Go")
        button.setTitle("Going", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Going")
        #expect(button.title(for: .disabled) == "Go")
        #expect(button.currentTitle == "Go")
        button.setTitle("Stop", for: .normal)
        #expect(button.titleLabel?.text == "Stop")
        #expect(button.title(for: .disabled) == "Stop")
    }

    /// Changing the title label resizes the button in a laid-out tree.
    @Test func changingTheTitleLabelResizesTheButton() throws {
        let root = makeRoot()
        let button = Button(title: "Go")
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 21, 30))
        button.titleLabel?.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 41, 47))
        button.setTitle("Go on", for: .normal)
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 82, 47))
    }

    /// A rounded text field: its font's line rounded up plus 13 high, its
    /// text or placeholder plus 7 a side wide.
    @Test func textFieldIsSizedAsUIKitsRoundedStyle() {
        let field = TextField(placeholder: "Username")
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == CGSize(width: 93, height: 33))
        field.text = "ada"
        #expect(field.intrinsicContentSize == CGSize(width: 43, height: 33))
        field.font = .systemFont(ofSize: 14)
        #expect(field.intrinsicContentSize == CGSize(width: 38, height: 30))
        let empty = TextField()
        empty.borderStyle = .roundedRect
        #expect(empty.intrinsicContentSize == CGSize(width: 14, height: 33))
    }

    /// With a font whose line UIKit's is, the figures are UIKit's: 34 points
    /// high at 17 points (a 20.3-point line), 30 at 14 (16.7).
    @Test func textFieldHeightsMatchUIKitForUIKitsLineHeights() {
        let field = TextField(placeholder: "Name")
        field.borderStyle = .roundedRect
        field.textMetrics = FixedLineMetrics(lineHeightPerPoint: 20.29 / 17)
        #expect(field.intrinsicContentSize.height == 34)
        field.font = .systemFont(ofSize: 14)
        #expect(field.intrinsicContentSize.height == 30)
    }

    /// Baselines sit on the title's: a button's 6 points lower than its label's.
    @Test func buttonBaselinesAreItsTitles() throws {
        let (root, _, label) = buttonWithABaselineLabel()
        root.layoutIfNeeded()
        #expect(label.frame.minY == 6)
    }
}

/// Text with no width and a chosen line height per point of font size.
struct FixedLineMetrics: TextMetrics {
    var lineHeightPerPoint: CGFloat
    func width(of text: Substring, font: Font) -> CGFloat { 0 }
    func lineMetrics(for font: Font) -> LineMetrics {
        LineMetrics(
            ascender: lineHeightPerPoint * font.size * 0.8, descender: lineHeightPerPoint * font.size * 0.2, leading: 0)
    }
}
