import AutoLayout
import Foundation

/// The login screen of the StraitJacket README, written with the plain
/// anchor API: a title, username and password fields, a confirm button and
/// a row of create-account button, divider and forgot-password button, all
/// in a 260-point column centred in the view; 60 points under the title, 30
/// above the button row, 8 elsewhere. Leading and trailing edges are used
/// throughout, so the screen mirrors in right-to-left layout.
public final class LoginScreen {
    /// The screen, 390 x 844 points by default.
    public let root: LayoutView
    /// The title at the top of the column.
    public let title = Label(text: "StraitJacket", font: .systemFont(ofSize: 30))
    /// The username field, rounded, stretched to the column.
    public let username = TextField(placeholder: "Username")
    /// The password field, as the username field.
    public let password = TextField(placeholder: "Password")
    /// The sign-in button.
    public let confirm = Button(title: "Sign In", font: .boldSystemFont(ofSize: 17))
    /// The first button of the bottom row.
    public let createAccount = Button(title: "Create Account")
    /// The divider between the two bottom buttons.
    public let divider = Label(text: "|", font: .systemFont(ofSize: 15))
    /// The last button of the bottom row.
    public let forgotPassword = Button(title: "Forgot Password")
    /// The 260-point column everything sits in, centred in the root.
    public let column = LayoutGuide(identifier: "column")
    /// The full-width row under the confirm button.
    public let buttonRow = LayoutGuide(identifier: "buttonRow")
    /// The three bottom buttons, centred in the row.
    public let buttonGroup = LayoutGuide(identifier: "buttonGroup")

    /// Every view of the screen with its name, in order.
    public var views: [(name: String, view: LayoutView)] {
        [
            ("root", root), ("title", title), ("username", username), ("password", password), ("confirm", confirm),
            ("createAccount", createAccount), ("divider", divider), ("forgotPassword", forgotPassword),
        ]
    }

    /// Builds the screen in a root view of `size` at `scale`, laid out by
    /// anchors; with `anchored` false, only makes and names the views and
    /// guides, for a front end to add and constrain.
    public init(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        direction: LayoutDirection = .leftToRight, anchored: Bool = true
    ) throws(LayoutError) {
        root = LayoutView(frame: CGRect(origin: .zero, size: size))
        root.identifier = "root"
        root.contentScaleFactor = scale
        root.userInterfaceLayoutDirection = direction
        for (name, view) in views { view.identifier = name }
        // As UIKit code sets them: a field made in code has no border, and is only its line of text high.
        for field in [username, password] { field.borderStyle = .roundedRect }
        guard anchored else { return }
        for (_, view) in views.dropFirst() {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        for guide in [column, buttonRow, buttonGroup] { root.addLayoutGuide(guide) }

        LayoutConstraint.activate([
            column.widthAnchor.constraint(equalToConstant: 260),
            column.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            column.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            column.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            column.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
            column.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            column.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),

            title.topAnchor.constraint(equalTo: column.topAnchor),
            username.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 60),
            password.topAnchor.constraint(equalTo: username.bottomAnchor, constant: 8),
            confirm.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 8),
            buttonRow.topAnchor.constraint(equalTo: confirm.bottomAnchor, constant: 30),
            buttonRow.bottomAnchor.constraint(equalTo: column.bottomAnchor),

            buttonGroup.centerXAnchor.constraint(equalTo: buttonRow.centerXAnchor),
            buttonGroup.topAnchor.constraint(equalTo: buttonRow.topAnchor),
            buttonGroup.bottomAnchor.constraint(equalTo: buttonRow.bottomAnchor),
            createAccount.leadingAnchor.constraint(equalTo: buttonGroup.leadingAnchor),
            divider.leadingAnchor.constraint(equalTo: createAccount.trailingAnchor, constant: 8),
            forgotPassword.leadingAnchor.constraint(equalTo: divider.trailingAnchor, constant: 8),
            forgotPassword.trailingAnchor.constraint(equalTo: buttonGroup.trailingAnchor),
        ])
        for item in [title, username, password, confirm] as [LayoutItem] + [buttonRow] {
            LayoutConstraint.activate([
                item.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                item.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            ])
        }
        for button in [createAccount, divider, forgotPassword] {
            LayoutConstraint.activate([
                button.topAnchor.constraint(equalTo: buttonGroup.topAnchor),
                button.bottomAnchor.constraint(equalTo: buttonGroup.bottomAnchor),
            ])
        }
        root.layoutIfNeeded()
    }

    /// Every view's frame and every guide's layout frame, named, in order.
    public var frames: [(name: String, frame: CGRect)] {
        views.map { ($0.name, $0.view.frame) }
            + [column, buttonRow, buttonGroup].map { ($0.identifier, $0.layoutFrame) }
    }

    /// The frames as an aligned table: name, x, y, width, height.
    public func frameTable() -> String {
        let rows = frames
        let header = "view".padded(16) + ["x", "y", "width", "height"].map { $0.leftPadded(9) }.joined()
        let lines = rows.map { name, frame in
            name.padded(16)
                + [frame.minX, frame.minY, frame.width, frame.height].map { format($0).leftPadded(9) }.joined()
        }
        return ([header] + lines).joined(separator: "\n")
    }

    private func format(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}

extension String {
    func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
