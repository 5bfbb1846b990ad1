import AutoLayout
import Foundation

/// The login screen's views and guides under the names the StraitJacket
/// README gives them (`view`, `allItemsBoundaryGuide`, `titleLabel`, ...),
/// not yet added or constrained, so a subclass can lay them out with the
/// README's code as written. The views are a ``LoginScreen``'s, made the
/// same way, so frames compare one to one with the anchors version.
open class LoginViewController {
    /// The screen whose views these are.
    public let screen: LoginScreen
    /// The root view.
    public var view: LayoutView { screen.root }
    /// The 260-point column.
    public var allItemsBoundaryGuide: LayoutGuide { screen.column }
    /// The row under the confirm button.
    public var buttonGuide: LayoutGuide { screen.buttonRow }
    /// The group of three bottom buttons, centred in the row.
    public var secondaryButtonGuide: LayoutGuide { screen.buttonGroup }
    /// The title.
    public var titleLabel: Label { screen.title }
    /// The username field.
    public var usernameTextField: TextField { screen.username }
    /// The password field.
    public var passwordTextField: TextField { screen.password }
    /// The sign-in button.
    public var confirmButton: Button { screen.confirm }
    /// The create-account button.
    public var createAccountButton: Button { screen.createAccount }
    /// The divider between the bottom buttons.
    public var dividerLabel: Label { screen.divider }
    /// The forgot-password button.
    public var forgotPasswordButton: Button { screen.forgotPassword }

    /// The unconstrained views in a root of `size` at `scale`.
    public init(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        direction: LayoutDirection = .leftToRight
    ) throws(LayoutError) {
        screen = try LoginScreen(size: size, scale: scale, direction: direction, anchored: false)
    }
}
