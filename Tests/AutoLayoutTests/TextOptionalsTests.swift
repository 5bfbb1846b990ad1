import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// UIKit's optionals and defaults on labels and text fields: a label's text
/// is `nil` until set and its font resets to 17 points when set to `nil`;
/// a field's text is never `nil`, its placeholder is, and its font resets
/// as a label's does. Alignment and line breaking change no size.
@Suite struct TextOptionalsTests {
    @Test func aLabelsTextIsNilUntilSet() {
        let label = Label()
        #expect(label.text == nil && label.intrinsicContentSize == .zero)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 39, height: 20))
        label.text = ""
        #expect(label.text == "" && label.intrinsicContentSize == .zero)
        label.text = nil
        #expect(label.text == nil)
        #expect(Label(frame: rect(0, 0, 10, 10)).text == nil)
    }

    /// As UIKit's `UIFont!`: `nil` restores the 17-point system font.
    @Test func aLabelsFontResetsToTheDefaultWhenSetToNil() {
        let label = Label(text: "Hello", font: .boldSystemFont(ofSize: 30))
        label.font = nil
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.font.size == 17)
        #expect(label.intrinsicContentSize == CGSize(width: 39, height: 20))
    }

    /// UIKit's defaults, and its raw values for both enumerations.
    @Test func alignmentAndLineBreakingHaveUIKitsDefaultsAndChangeNoSize() {
        let label = Label(text: "Hello")
        #expect(label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
        label.textAlignment = .center
        label.lineBreakMode = .byWordWrapping
        #expect(label.intrinsicContentSize == CGSize(width: 39, height: 20))
        #expect(TextField().textAlignment == .left)
        #expect([TextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(
            [
                LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
                .byTruncatingMiddle,
            ].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    }

    /// As UIKit's field, whose text reads "" before it is set and after `nil` is.
    @Test func aFieldsTextIsNeverNil() {
        let field = TextField()
        #expect(field.text == "" && field.placeholder == nil)
        field.text = "ada"
        #expect(field.text == "ada")
        field.text = nil
        #expect(field.text == "")
        #expect(TextField(placeholder: "Name", text: nil).text == "")
    }

    /// `nil` restores the 17-point system font; a bad size is reported and ignored.
    @Test func aFieldsFontResetsAndIsChecked() {
        let root = makeRoot()
        let log = IssueLog(root)
        let field = TextField(placeholder: "Name", font: .systemFont(ofSize: 14))
        field.identifier = "field"
        root.addSubview(field)
        field.font = nil
        #expect(field.font == .systemFont(ofSize: 17))
        field.font = .systemFont(ofSize: -1)
        #expect(field.font == .systemFont(ofSize: 17))
        #expect(log.errors.map(\.description) == ["the font.size -1 of field is outside 0...1000000000"])
        #expect(field.intrinsicContentSize == CGSize(width: 46, height: 20))
    }
}
