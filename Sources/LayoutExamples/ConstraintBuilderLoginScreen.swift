import ConstraintBuilder
import Foundation

/// The login screen laid out with ConstraintBuilder: the anchors version's
/// constraints (``LoginScreen``) as operator expressions in one
/// `Constraints { }` block, activated in one batch.
public final class ConstraintBuilderLoginScreen: LoginViewController {
    /// Builds, activates and lays out the screen in a root of `size` at `scale`.
    public override init(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        direction: LayoutDirection = .leftToRight
    ) throws(LayoutError) {
        try super.init(size: size, scale: scale, direction: direction)
        try addViewsAndGuides()
        let column = allItemsBoundaryGuide
        try Constraints {
            column.width == 260
            column.centerXY == view.centerXY
            column.top >= view.top
            column.bottom <= view.bottom
            column.leading >= view.leading
            column.trailing <= view.trailing

            titleLabel.top == column.top
            usernameTextField.top == titleLabel.bottom + 60
            passwordTextField.top == usernameTextField.bottom + 8
            confirmButton.top == passwordTextField.bottom + 8
            buttonGuide.top == confirmButton.bottom + 30
            buttonGuide.bottom == column.bottom
            for item in [titleLabel, usernameTextField, passwordTextField, confirmButton, buttonGuide] as [LayoutItem] {
                item.horizontalEdges == column.horizontalEdges
            }

            secondaryButtonGuide.centerX == buttonGuide.centerX
            secondaryButtonGuide.verticalEdges == buttonGuide.verticalEdges
            createAccountButton.leading == secondaryButtonGuide.leading
            dividerLabel.leading == createAccountButton.trailing + 8
            forgotPasswordButton.leading == dividerLabel.trailing + 8
            forgotPasswordButton.trailing == secondaryButtonGuide.trailing
            for button in [createAccountButton, dividerLabel, forgotPasswordButton] as [LayoutView] {
                button.verticalEdges == secondaryButtonGuide.verticalEdges
            }
        }.activateOrThrow()
        view.layoutIfNeeded()
    }
}
