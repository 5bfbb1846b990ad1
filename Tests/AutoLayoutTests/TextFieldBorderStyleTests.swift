import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A text field's size follows its border style: borderless (UIKit's
/// default) it is its line of text; bordered, the line plus 13 high and
/// the text plus 7 a side wide.
@Suite struct TextFieldBorderStyleTests {
    /// UIKit's default for a field made in code, and UIKit's raw values.
    @Test func aFieldHasNoBorderByDefault() {
        #expect(TextField().borderStyle == .none)
        #expect(TextField(placeholder: "Name").borderStyle == .none)
        #expect(TextField(frame: rect(0, 0, 100, 30)).borderStyle == .none)
        #expect([TextField.BorderStyle.none, .line, .bezel, .roundedRect].map(\.rawValue) == [0, 1, 2, 3])
    }

    /// "Username" in the 17-point font: 78.4 points of text, a 19.5-point
    /// line, so 79 x 20 borderless and 93 x 33 with any border.
    @Test func eachStyleHasItsSize() {
        let field = TextField(placeholder: "Username")
        let sizes = [TextField.BorderStyle.none, .line, .bezel, .roundedRect].map { style in
            field.borderStyle = style
            return field.intrinsicContentSize
        }
        #expect(
            sizes == [
                CGSize(width: 79, height: 20), CGSize(width: 93, height: 33),
                CGSize(width: 93, height: 33), CGSize(width: 93, height: 33),
            ])
    }

    /// With UIKit's line heights (20.3 points at 17, 16.7 at 14) a
    /// borderless field is 21 and 17 high, a rounded one 34 and 30.
    @Test func withUIKitsLineHeightsTheHeightsAreUIKits() {
        let field = TextField(placeholder: "Name")
        field.textMetrics = FixedLineMetrics(lineHeightPerPoint: 20.29 / 17)
        var heights: [CGFloat] = []
        for style in [TextField.BorderStyle.none, .roundedRect] {
            field.borderStyle = style
            for size in [17, 14] as [CGFloat] {
                field.font = .systemFont(ofSize: size)
                heights.append(field.intrinsicContentSize.height)
            }
        }
        #expect(heights == [21, 17, 34, 30])
    }

    /// Laid out: a borderless and a rounded field, 8 apart, and a label on
    /// the borderless field's baseline, which moves when its border does.
    @Test func fieldsLayOutAtTheirStylesSizes() {
        let root = makeRoot()
        let plain = TextField(placeholder: "Username")
        let rounded = TextField(placeholder: "Username")
        rounded.borderStyle = .roundedRect
        let caption = Label(text: "Name")
        for view in [plain, rounded, caption] as [LayoutView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            plain.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            plain.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            rounded.leadingAnchor.constraint(equalTo: plain.leadingAnchor),
            rounded.topAnchor.constraint(equalTo: plain.bottomAnchor, constant: 8),
            caption.leadingAnchor.constraint(equalTo: plain.trailingAnchor, constant: 8),
            caption.firstBaselineAnchor.constraint(equalTo: plain.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(plain.frame == rect(20, 20, 79, 20))
        #expect(rounded.frame == rect(20, 48, 93, 33))
        #expect(caption.frame == rect(107, 20, 46, 20))
        plain.borderStyle = .roundedRect
        root.layoutIfNeeded()
        #expect(plain.frame == rect(20, 20, 93, 33))
        #expect(rounded.frame == rect(20, 61, 93, 33))
        #expect(caption.frame == rect(121, 27, 46, 20))
    }
}
