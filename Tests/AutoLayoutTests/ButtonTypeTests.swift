import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A button subclass made as UIKit code makes them: `MyButton(type: .system)`.
final class PillButton: Button {
    private(set) var madeByFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByFrame = true
        contentEdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A subclass that declares no initializer and inherits them all.
final class PlainSubclassButton: Button {}

/// `Button(type:)` with UIKit's sizes per type. With the standard text
/// metrics, "Go" is a 21 x 18 line at 15 points and 25 x 21 at 18.
@Suite struct ButtonTypeTests {
    /// Each type untitled: the system and custom buttons are their
    /// padding; the others are their own image.
    @Test func eachTypeHasUIKitsSize() {
        let sizes: [(Button.ButtonType, CGSize)] = [
            (.system, CGSize(width: 0, height: 12)),
            (.custom, CGSize(width: 0, height: 12)),
            (.detailDisclosure, CGSize(width: 22, height: 22)),
            (.infoLight, CGSize(width: 22, height: 22)),
            (.infoDark, CGSize(width: 22, height: 22)),
            (.contactAdd, CGSize(width: 22, height: 22)),
            (.close, CGSize(width: 30, height: 30)),
        ]
        for (type, size) in sizes {
            let button = Button(type: type)
            #expect(button.buttonType == type)
            #expect(button.intrinsicContentSize == size, "\(type)")
        }
        #expect(Button().buttonType == .system)
        #expect(Button.ButtonType.roundedRect == .system)
        #expect(Button.ButtonType.close.rawValue == 7 && Button.ButtonType.contactAdd.rawValue == 5)
    }

    /// A custom button's title is 18 points, as UIKit's; a system
    /// button's 15.
    @Test func titleFontsFollowTheType() {
        let custom = Button(type: .custom)
        custom.setTitle("Go", for: .normal)
        #expect(custom.titleLabel?.font == .systemFont(ofSize: 18))
        #expect(custom.intrinsicContentSize == CGSize(width: 25, height: 33))
        let system = Button(type: .system)
        system.setTitle("Go", for: .normal)
        #expect(system.titleLabel?.font == .systemFont(ofSize: 15))
        #expect(system.intrinsicContentSize == CGSize(width: 21, height: 30))
    }

    /// The fixed types show their image: it is the current image, and a
    /// title goes beside it with no padding.
    @Test func fixedTypesShowTheirOwnImage() {
        let add = Button(type: .contactAdd)
        #expect(add.currentImage?.size == CGSize(width: 22, height: 22))
        #expect(add.imageView?.image?.size == CGSize(width: 22, height: 22))
        add.setTitle("Go", for: .normal)
        #expect(add.intrinsicContentSize == CGSize(width: 43, height: 22))
        add.setImage(Image(size: CGSize(width: 10, height: 10)), for: .normal)
        #expect(add.intrinsicContentSize == CGSize(width: 31, height: 18))
        add.setImage(nil, for: .normal)
        #expect(add.intrinsicContentSize == CGSize(width: 43, height: 22))
        #expect(Button().currentImage == nil && Button(type: .custom).currentImage == nil)
    }

    /// A button of each type in a row, 8 points apart, tops aligned.
    @Test func aRowOfEveryType() {
        let root = makeRoot()
        var previous: Button?
        var buttons: [Button] = []
        for type in [Button.ButtonType.system, .custom, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close] {
            let button = Button(type: type)
            button.setTitle(type == .system || type == .custom ? "Go" : nil, for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(button)
            LayoutConstraint.activate([
                button.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                button.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 8),
            ])
            previous = button
            buttons.append(button)
        }
        root.layoutIfNeeded()
        #expect(
            buttons.map(\.frame) == [
                rect(8, 10, 21, 30), rect(37, 10, 25, 33), rect(70, 10, 22, 22), rect(100, 10, 22, 22),
                rect(130, 10, 22, 22), rect(160, 10, 22, 22), rect(190, 10, 30, 30),
            ])
    }

    /// `MyButton(type:)` makes a `MyButton`, through its `init(frame:)`.
    @Test func subclassesAreMadeByType() {
        let pill = PillButton(type: .system)
        #expect(pill.madeByFrame && pill.buttonType == .system)
        pill.setTitle("Go", for: .normal)
        #expect(pill.intrinsicContentSize == CGSize(width: 53, height: 34))
        let plain = PlainSubclassButton(type: .contactAdd)
        #expect(type(of: plain) == PlainSubclassButton.self)
        #expect(plain.intrinsicContentSize == CGSize(width: 22, height: 22))
    }
}

/// A button's image beside its title, as UIKit sizes it: their widths
/// added, the higher of their heights, and no system padding once there is
/// an image.
@Suite struct ButtonImageTests {
    @Test func theImageSitsBesideTheTitle() {
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        button.setImage(Image(size: CGSize(width: 20, height: 20)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 41, height: 20))
        button.setImage(Image(size: CGSize(width: 30, height: 12)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 51, height: 18))
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 71, height: 26))
        button.setTitle(nil, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 50, height: 20))
        button.setImage(nil, for: .normal)
        button.contentEdgeInsets = .zero
        #expect(button.intrinsicContentSize == CGSize(width: 0, height: 12))
    }

    /// Laid out in a tree, setting an image resizes the button, and the
    /// title, centred across a taller image, carries the baseline down.
    @Test func anImageResizesTheButtonAndCentresTheTitle() {
        let (root, button, label) = buttonWithABaselineLabel()
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 21, 30) && label.frame.minY == 6)
        button.setImage(Image(size: CGSize(width: 30, height: 30)), for: .normal)
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 51, 30))
        #expect(label.frame == rect(51, 6, 21, 18))
        button.imageView?.image = Image(size: CGSize(width: 40, height: 40))
        root.layoutIfNeeded()
        #expect(button.frame == rect(0, 0, 61, 40))
        #expect(label.frame == rect(61, 11, 21, 18))
    }

    /// Image insets move the image and size nothing, as Apple documents.
    @Test func imageInsetsSizeNothing() {
        let root = makeRoot()
        let log = IssueLog(root)
        let button = Button(title: "Go")
        button.identifier = "button"
        root.addSubview(button)
        button.setImage(Image(size: CGSize(width: 20, height: 20)), for: .normal)
        button.imageEdgeInsets = EdgeInsets(top: 4, left: 4, bottom: 4, right: 12)
        #expect(button.imageEdgeInsets == EdgeInsets(top: 4, left: 4, bottom: 4, right: 12))
        #expect(button.intrinsicContentSize == CGSize(width: 41, height: 20))
        button.imageEdgeInsets = EdgeInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0)
        #expect(
            log.errors.map(\.description) == [
                "the imageEdgeInsets.top nan of button is outside -1000000000...1000000000"
            ])
        #expect(button.imageEdgeInsets == EdgeInsets(top: 4, left: 4, bottom: 4, right: 12))
    }

    @Test func imagesFollowUIKitsStates() {
        let button = Button(type: .system)
        let normal = Image(size: CGSize(width: 20, height: 20))
        let selected = Image(size: CGSize(width: 24, height: 24))
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        #expect(button.image(for: .selected) == selected)
        #expect(button.image(for: .highlighted) == normal)
        #expect(button.currentImage == normal)
        #expect(button.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func badImagesAreReportedAndIgnored() {
        let root = makeRoot()
        let log = IssueLog(root)
        let button = Button(type: .system)
        button.identifier = "button"
        root.addSubview(button)
        button.setImage(Image(size: CGSize(width: CGFloat.infinity, height: 20)), for: .normal)
        button.setImage(Image(size: CGSize(width: 20, height: 20), scale: .nan), for: .selected)
        #expect(
            log.errors.map(\.description) == [
                "the image.size.width inf of button is outside 0...1000000000",
                "the image.scale nan of button is outside 0.001...1000",
            ])
        #expect(button.currentImage == nil && button.image(for: .selected) == nil)
        #expect(button.intrinsicContentSize == CGSize(width: 0, height: 12))
    }
}
