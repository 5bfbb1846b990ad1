import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

// Layout code in the shapes real UIKit apps write it, with only the type
// names replaced (UIView → LayoutView, UILabel → Label, UIButton → Button,
// UITextField → TextField, UIScrollView → ScrollView, UIViewController →
// LayoutViewController, NSLayoutConstraint → LayoutConstraint,
// NSLayoutXAxisAnchor → LayoutXAxisAnchor, UIEdgeInsets → EdgeInsets,
// UIFont → Font). Each lays out with exact frames and reports nothing.

/// A card made in `init(frame:)` with a `setupViews()` of its own, the most
/// common shape of a custom view.
private final class ArticleCardView: LayoutView {
    let titleLabel: Label = {
        let label = Label()
        label.font = .boldSystemFont(ofSize: 17)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
    let summaryLabel: Label = {
        let label = Label()
        label.font = .systemFont(ofSize: 14)
        label.numberOfLines = 2
        label.textAlignment = .natural
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        addSubview(titleLabel)
        addSubview(summaryLabel)
        LayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            summaryLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            summaryLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }
}

/// The `updateConstraints` idiom with a flag, and `requiresConstraintBasedLayout`.
private final class BadgeView: LayoutView {
    private let dot = LayoutView()
    private var didSetupConstraints = false
    private var dotSize: LayoutConstraint?
    var isLarge = false {
        didSet { setNeedsUpdateConstraints() }
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.translatesAutoresizingMaskIntoConstraints = false
        addSubview(dot)
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        if !didSetupConstraints {
            dotSize = dot.widthAnchor.constraint(equalToConstant: 8)
            LayoutConstraint.activate([
                dotSize!,
                dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
                dot.centerXAnchor.constraint(equalTo: centerXAnchor),
                dot.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
            didSetupConstraints = true
        }
        dotSize?.constant = isLarge ? 16 : 8
        super.updateConstraints()
    }

    var dotFrame: CGRect { dot.frame }
}

/// The label subclass every app has: padding around its text.
private final class InsetLabel: Label {
    var contentInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(
            width: size.width + contentInsets.left + contentInsets.right,
            height: size.height + contentInsets.top + contentInsets.bottom)
    }
}

/// A login form in a view controller: fields with a border style, a button
/// with content insets, the layout margins and the readable content guide.
private final class LoginViewController: LayoutViewController {
    let emailField = TextField()
    let passwordField = TextField()
    let loginButton = Button()
    let tagLabel = InsetLabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        loginButton.setTitle("Log In", for: .normal)
        loginButton.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        tagLabel.text = "New"
        for subview in [emailField, passwordField, loginButton, tagLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.readableContentGuide
        LayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            emailField.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            loginButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
            loginButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            tagLabel.bottomAnchor.constraint(equalTo: emailField.topAnchor, constant: -8),
            tagLabel.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
        ])
    }
}

/// Constraints swapped by size class, UIKit's adaptive layout idiom.
private final class AdaptiveViewController: LayoutViewController {
    let media = LayoutView()
    let details = LayoutView()
    private var compactConstraints: [LayoutConstraint] = []
    private var regularConstraints: [LayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // swift-format-ignore: ReplaceForEachWithForLoop
        [media, details].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        compactConstraints = [
            media.topAnchor.constraint(equalTo: view.topAnchor),
            media.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            media.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            media.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
            details.topAnchor.constraint(equalTo: media.bottomAnchor),
            details.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            details.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            details.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        regularConstraints = [
            media.topAnchor.constraint(equalTo: view.topAnchor),
            media.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            media.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            media.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            details.topAnchor.constraint(equalTo: view.topAnchor),
            details.leadingAnchor.constraint(equalTo: media.trailingAnchor),
            details.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            details.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass == .regular {
            LayoutConstraint.deactivate(compactConstraints)
            LayoutConstraint.activate(regularConstraints)
        } else {
            LayoutConstraint.deactivate(regularConstraints)
            LayoutConstraint.activate(compactConstraints)
        }
    }
}

/// The classic scroll view with a content view, set up in `loadView`.
private final class SettingsViewController: LayoutViewController {
    let scrollView = ScrollView()
    let contentView = LayoutView()
    var rows: [LayoutView] = []

    override func loadView() {
        view = LayoutView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var previous = contentView.topAnchor
        for _ in 0..<20 {
            let row = LayoutView()
            row.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(row)
            LayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: previous),
                row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
            ])
            previous = row.bottomAnchor
            rows.append(row)
        }
        rows.last?.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
    }
}

/// A container adding a child view controller as Apple's guide shows.
private final class ContainerViewController: LayoutViewController {
    let child = AdaptiveViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            child.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        child.didMove(toParent: self)
    }
}

/// A helper that pins to whichever x-axis anchor it is given.
private func pinLeading(_ view: LayoutView, to anchor: LayoutXAxisAnchor, constant: CGFloat) {
    view.leadingAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
}

@Suite struct UIKitSnippetTests {
    @Test func aCustomViewMadeInInitFrame() {
        let root = makeRoot(width: 390, height: 844)
        let log = IssueLog(root)
        let card = ArticleCardView()
        card.titleLabel.text = "Swift on the server"
        card.summaryLabel.text = "Auto Layout runs wherever Swift does."
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 390),
        ])
        root.layoutIfNeeded()
        let title = card.titleLabel.intrinsicContentSize.height, summary = card.summaryLabel.frame.height
        #expect(card.titleLabel.frame == rect(16, 12, 358, title))
        #expect(card.summaryLabel.frame.minY == 12 + title + 4)
        #expect(card.frame == rect(0, 100, 390, 12 + title + 4 + summary + 12))
        #expect(log.issues.isEmpty)
    }

    @Test func constraintsMadeInUpdateConstraints() {
        let root = makeRoot(width: 100, height: 100)
        let log = IssueLog(root)
        let badge = BadgeView(frame: rect(10, 10, 40, 40))
        root.addSubview(badge)
        root.layoutIfNeeded()
        #expect(badge.dotFrame == rect(16, 16, 8, 8))
        badge.isLarge = true
        root.layoutIfNeeded()
        #expect(badge.dotFrame == rect(12, 12, 16, 16))
        #expect(log.issues.isEmpty)
    }

    @Test func aLoginFormInAViewController() {
        let login = LoginViewController()
        let log = IssueLog(login.view)
        login.view.frame = rect(0, 0, 390, 844)
        login.view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        login.view.layoutIfNeeded()
        // The readable guide is the margins guide on a phone: 16 from each side.
        #expect(login.emailField.frame == rect(16, 87, 358, 33))
        #expect(login.passwordField.frame == rect(16, 132, 358, 33))
        let button = login.loginButton.intrinsicContentSize
        #expect(login.loginButton.frame == rect((390 - button.width) / 2, 189, button.width, button.height))
        let tag = login.tagLabel.intrinsicContentSize
        #expect(login.tagLabel.frame == rect(16, 87 - 8 - tag.height, tag.width, tag.height))
        #expect(tag.width == Label(text: "New").intrinsicContentSize.width + 16)
        #expect(log.issues.isEmpty)
    }

    @Test func constraintsSwappedBySizeClass() {
        let adaptive = AdaptiveViewController()
        let log = IssueLog(adaptive.view)
        adaptive.view.frame = rect(0, 0, 390, 844)
        adaptive.view.layoutIfNeeded()
        #expect(adaptive.media.frame == rect(0, 0, 390, 422) && adaptive.details.frame == rect(0, 422, 390, 422))
        adaptive.view.frame = rect(0, 0, 1024, 768)
        adaptive.view.layoutIfNeeded()
        #expect(adaptive.media.frame == rect(0, 0, 512, 768) && adaptive.details.frame == rect(512, 0, 512, 768))
        #expect(log.issues.isEmpty)
    }

    @Test func aScrollViewOfRows() {
        let settings = SettingsViewController()
        let log = IssueLog(settings.view)
        settings.view.frame = rect(0, 0, 390, 844)
        settings.view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        settings.view.layoutIfNeeded()
        #expect(settings.scrollView.frame == rect(0, 47, 390, 797))
        #expect(settings.scrollView.contentSize == CGSize(width: 390, height: 880))
        #expect(settings.rows[1].frame == rect(8, 44, 374, 44))
        #expect(log.issues.isEmpty)
    }

    @Test func aChildViewController() {
        let container = ContainerViewController()
        let log = IssueLog(container.view)
        container.view.frame = rect(0, 0, 390, 844)
        container.view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        container.view.layoutIfNeeded()
        #expect(container.child.view.frame == rect(0, 47, 390, 763))
        // Half of 763 is 381.5; its bottom edge rounds to the pixel, as UIKit's do.
        #expect(container.child.media.frame == rect(0, 0, 390, 382))
        #expect(container.children.count == 1 && container.child.parent === container)
        #expect(log.issues.isEmpty)
    }

    @Test func installedConstraintsAndPlainAnchors() {
        let root = makeRoot(width: 320, height: 480)
        let log = IssueLog(root)
        let spinner = LayoutView()
        spinner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(spinner)
        root.addConstraint(
            LayoutConstraint(
                item: spinner, attribute: .centerY, relatedBy: .equal,
                toItem: root, attribute: .centerY, multiplier: 1, constant: 0))
        root.addConstraints([
            LayoutConstraint(
                item: spinner, attribute: .width, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 20),
            LayoutConstraint(
                item: spinner, attribute: .height, relatedBy: .equal, toItem: spinner,
                attribute: .width, multiplier: 1, constant: 0),
        ])
        let leading: LayoutXAxisAnchor =
            root.semanticContentAttribute == .unspecified
            ? root.safeAreaLayoutGuide.leadingAnchor : root.leadingAnchor
        pinLeading(spinner, to: leading, constant: 24)
        root.layoutIfNeeded()
        #expect(spinner.frame == rect(24, 230, 20, 20))
        #expect(root.constraints.count == 2 && spinner.constraints.count == 2)
        #expect(log.issues.isEmpty)
    }
}

/// A stack view subclass configured in `init(frame:)`, as UIKit code writes one.
private final class FormStackView: StackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
        spacing = 12
        alignment = .fill
        distribution = .fill
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite struct UIKitStackSnippetTests {
    @Test func aStackSubclassMadeInInitFrame() {
        let root = makeRoot(width: 320, height: 480)
        let log = IssueLog(root)
        let form = FormStackView()
        let rows = (0..<3).map { _ in LayoutView() }
        // swift-format-ignore: ReplaceForEachWithForLoop
        rows.forEach {
            $0.fixedIntrinsicContentSize = CGSize(width: LayoutView.noIntrinsicMetric, height: 44)
            form.addArrangedSubview($0)
        }
        form.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(form)
        LayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            form.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        #expect(rows.map(\.frame) == [rect(0, 0, 288, 44), rect(0, 56, 288, 44), rect(0, 112, 288, 44)])
        #expect(form.frame == rect(16, 20, 288, 156))
        #expect(log.issues.isEmpty)
    }
}
