import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// The common UIKit pattern: a label whose intrinsic size is its text's plus padding.
final class PaddingLabel: Label {
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 16, height: size.height + 8)
    }
}

/// A label subclass with UIKit's initializers overridden, as UIKit code writes them.
final class InitializedLabel: Label {
    private(set) var madeByFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByFrame = true
        numberOfLines = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A label that shows its text in capitals, by overriding `text`.
final class ShoutingLabel: Label {
    override var text: String? {
        get { super.text }
        set { super.text = newValue?.uppercased() }
    }
}

/// A field that is rounded from the start, as form code subclasses `UITextField`.
final class FormField: TextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A button at least 44 points square, UIKit's minimum hit target.
final class TappableButton: Button {
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        // Qualified: this test target also imports StraitJacket, whose
        // `LayoutItem.max(size:)` hides the global function inside a view.
        return CGSize(width: Swift.max(size.width, 44), height: Swift.max(size.height, 44))
    }
}

/// Label, Button and TextField are open, with UIKit's initializers and
/// overridable members, so UIKit subclasses compile with only their type
/// names replaced, and lay out with the sizes they compute.
@Suite struct SubclassingTests {
    /// Places views down the root's left edge, each under the one before.
    func stack(_ views: [LayoutView], in root: LayoutView) {
        var previous: LayoutView?
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 20),
            ])
            previous = view
        }
        root.layoutIfNeeded()
    }

    /// "Hello" is 39 x 20 at 17 points; the padding makes it 55 x 28.
    @Test func aPaddingLabelLaysOutWithItsPadding() {
        let root = makeRoot()
        let plain = Label(text: "Hello")
        let padded = PaddingLabel(text: "Hello")
        stack([plain, padded], in: root)
        #expect(plain.frame == rect(10, 20, 39, 20))
        #expect(padded.frame == rect(10, 60, 55, 28))
        padded.text = "Hello world"
        root.layoutIfNeeded()
        #expect(padded.frame == rect(10, 60, 101, 28))
    }

    /// Every initializer reaches the subclass's `init(frame:)`: the
    /// designated one, `()` and the convenience `init(text:font:)`.
    @Test func overriddenInitializersAreUsedByEveryInitializer() {
        let framed = InitializedLabel(frame: rect(5, 6, 70, 20))
        #expect(framed.frame == rect(5, 6, 70, 20))
        #expect(framed.madeByFrame && framed.numberOfLines == 0 && framed.text == nil)
        let plain = InitializedLabel()
        #expect(plain.madeByFrame && plain.frame == .zero)
        let titled = InitializedLabel(text: "Hi", font: .systemFont(ofSize: 15))
        #expect(titled.madeByFrame && titled.text == "Hi" && titled.font == .systemFont(ofSize: 15))
        #expect(titled.intrinsicContentSize == CGSize(width: 15, height: 18))
    }

    /// An override of `text` decides what is measured: "HELLO" is 56 wide.
    @Test func anOverriddenTextIsWhatIsMeasured() {
        let label = ShoutingLabel(text: "Hello")
        #expect(label.text == "HELLO")
        #expect(label.intrinsicContentSize == CGSize(width: 56, height: 20))
    }

    /// A field made rounded in `init(frame:)` is 93 x 33 for "Username";
    /// a button grown to 44 points keeps its title's 47-point width.
    @Test func fieldAndButtonSubclassesLayOutWithTheirSizes() {
        let root = makeRoot()
        let field = FormField(placeholder: "Username")
        let button = TappableButton(title: "Go")
        let signIn = TappableButton(title: "Sign In")
        stack([field, button, signIn], in: root)
        #expect(field.borderStyle == .roundedRect)
        #expect(field.frame == rect(10, 20, 93, 33))
        #expect(button.frame == rect(10, 73, 44, 44))
        #expect(signIn.frame == rect(10, 137, 47, 44))
    }

    /// A plain view's subclass overrides the get-only `intrinsicContentSize`
    /// as in UIKit, and may build on the fixed size through `super`.
    @Test func aViewSubclassOverridesTheGetOnlyIntrinsicSize() {
        final class Divider: LayoutView {
            override var intrinsicContentSize: CGSize {
                CGSize(width: LayoutView.noIntrinsicMetric, height: super.intrinsicContentSize.height + 1)
            }
        }
        let root = makeRoot()
        let divider = Divider()
        divider.fixedIntrinsicContentSize = CGSize(width: 30, height: 1)
        divider.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(divider)
        LayoutConstraint.activate([
            divider.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            divider.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            divider.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        root.layoutIfNeeded()
        #expect(divider.frame == rect(0, 4, 400, 2))
    }
}
