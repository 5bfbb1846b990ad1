import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// The AutoLayout catalog's overview example
/// (`Sources/AutoLayout/AutoLayout.docc/AutoLayout.md`), run as written.
@Suite struct ReadmeTests {
    @Test func layoutExample() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.contentScaleFactor = 3
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let log = IssueLog(root)

        let title = Label(text: "Welcome", font: .boldSystemFont(ofSize: 28))
        let avatar = LayoutView()
        avatar.fixedIntrinsicContentSize = CGSize(width: 44, height: 44)
        for view in [title, avatar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }

        let safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor),
            title.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 8, y: 67, width: 44, height: 44))
        // Centred on the avatar (y 89) the 33-point title starts at 72.5, which
        // rounds to the nearest third of a point, 218 / 3.
        let size = title.intrinsicContentSize
        #expect(size.height == 33)
        #expect(title.frame == CGRect(x: 60, y: 218.0 / 3, width: size.width, height: 33))

        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 338, y: 67, width: 44, height: 44))
        #expect(title.frame.maxX == 330)
        #expect(log.issues.isEmpty)
    }
}

/// The README's first example, a UIKit view controller with its type names
/// replaced, run as written.
private final class WelcomeViewController: LayoutViewController {
    let titleLabel = Label()
    let badge = LayoutView()
    var framesSeen: [CGRect] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Welcome back"
        // swift-format-ignore: ReplaceForEachWithForLoop
        [titleLabel, badge].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        LayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            badge.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            badge.leadingAnchor.constraint(equalToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
            badge.widthAnchor.constraint(equalToConstant: 12),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        framesSeen = [titleLabel.frame, badge.frame]
    }
}

@Suite struct ReadmeViewControllerTests {
    @Test func theFirstExampleLaysOutAsUIKitWould() {
        let welcome = WelcomeViewController()
        let log = IssueLog(welcome.view)
        welcome.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        welcome.view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        welcome.view.layoutIfNeeded()
        // The root view's leading margin is the system minimum at compact
        // width, 16; the badge sits 8 after the 112-point title, centred on it.
        #expect(
            welcome.framesSeen == [
                CGRect(x: 16, y: 67, width: 112, height: 20),
                CGRect(x: 136, y: 71, width: 12, height: 12),
            ])
        #expect(log.issues.isEmpty)
    }
}

/// The example of UIKit's views (`Sources/AutoLayout/AutoLayout.docc/StandardViews.md`),
/// run as written.
@Suite struct ReadmeViewsTests {
    @Test func theViewsExampleLaysOut() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = IssueLog(root)
        let avatar = ImageView(image: Image(size: CGSize(width: 96, height: 96)))
        let name = Label()
        name.text = "Ada Lovelace"
        let follow = Button(type: .system)
        follow.setTitle("Follow", for: .normal)
        let column = StackView(arrangedSubviews: [avatar, name, follow])
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 12
        column.setCustomSpacing(24, after: name)
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        let nameSize = name.intrinsicContentSize, button = follow.intrinsicContentSize
        #expect(avatar.frame == CGRect(x: 147, y: 0, width: 96, height: 96))
        #expect(
            name.frame == CGRect(x: (390 - nameSize.width) / 2, y: 108, width: nameSize.width, height: nameSize.height))
        #expect(follow.frame.minY == 108 + nameSize.height + 24 && follow.frame.size == button)
        #expect(column.frame.height == follow.frame.maxY)
        follow.isHidden = true
        root.layoutIfNeeded()
        #expect(column.frame.height == name.frame.maxY)
        #expect(log.issues.isEmpty)
    }
}
