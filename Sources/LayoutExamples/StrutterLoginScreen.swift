import Foundation
import Strutter

/// The login screen laid out with Strutter: the anchors version's
/// constraints (``LoginScreen``), each active as soon as it is written.
public final class StrutterLoginScreen: LoginViewController {
    /// Builds, activates and lays out the screen in a root of `size` at `scale`.
    public override init(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        direction: LayoutDirection = .leftToRight
    ) throws(LayoutError) {
        try super.init(size: size, scale: scale, direction: direction)
        try addViewsAndGuides()
        let column = allItemsBoundaryGuide
        column.widthAnchor |=| 260
        column.centerXAnchor |=| view.centerXAnchor
        column.centerYAnchor |=| view.centerYAnchor
        column.topAnchor |>=| view.topAnchor
        column.bottomAnchor |<=| view.bottomAnchor
        column.leadingAnchor |>=| view.leadingAnchor
        column.trailingAnchor |<=| view.trailingAnchor

        titleLabel.topAnchor |=| column.topAnchor
        usernameTextField.topAnchor |=| (titleLabel.bottomAnchor, 60)
        passwordTextField.topAnchor |=| (usernameTextField.bottomAnchor, 8)
        confirmButton.topAnchor |=| (passwordTextField.bottomAnchor, 8)
        buttonGuide.topAnchor |=| (confirmButton.bottomAnchor, 30)
        buttonGuide.bottomAnchor |=| column.bottomAnchor
        for item in [titleLabel, usernameTextField, passwordTextField, confirmButton, buttonGuide] as [LayoutItem] {
            item.leadingAnchor |=| column.leadingAnchor
            item.trailingAnchor |=| column.trailingAnchor
        }

        secondaryButtonGuide.centerXAnchor |=| buttonGuide.centerXAnchor
        secondaryButtonGuide.topAnchor |=| buttonGuide.topAnchor
        secondaryButtonGuide.bottomAnchor |=| buttonGuide.bottomAnchor
        createAccountButton.leadingAnchor |=| secondaryButtonGuide.leadingAnchor
        dividerLabel.leadingAnchor |=| (createAccountButton.trailingAnchor, 8)
        forgotPasswordButton.leadingAnchor |=| (dividerLabel.trailingAnchor, 8)
        forgotPasswordButton.trailingAnchor |=| secondaryButtonGuide.trailingAnchor
        for button in [createAccountButton, dividerLabel, forgotPasswordButton] as [LayoutView] {
            button.topAnchor |=| secondaryButtonGuide.topAnchor
            button.bottomAnchor |=| secondaryButtonGuide.bottomAnchor
        }
        view.layoutIfNeeded()
    }
}
