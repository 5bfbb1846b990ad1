import Foundation
import StraitJacket

/// The login screen laid out by the StraitJacket README's `Restraint`,
/// the 13-line form exactly as the README writes it (UIKit's type names
/// aside). Its frames are the anchors version's (``LoginScreen``).
public final class StraitJacketLoginScreen: LoginViewController {
    // 13 lines of uncondensed layout code
    lazy var defaultRestraint: Restraint = {
        let aRestraint = Restraint(self.view)
            .addItems([
                allItemsBoundaryGuide,
                titleLabel,
                usernameTextField,
                passwordTextField,
                confirmButton,

                buttonGuide,
                secondaryButtonGuide,
                createAccountButton, dividerLabel, forgotPasswordButton,
            ])
            .setWidths([allItemsBoundaryGuide.width(260)])
            .alignItems(
                [allItemsBoundaryGuide], to: [.centerX, .centerY, .softLeft, .softRight, .softTop, .softBottom]
            )
            .chainVertically(
                [
                    titleLabel,
                    Space(60),
                    usernameTextField,
                    passwordTextField,
                    confirmButton,
                    Space(30),
                    buttonGuide,
                ],
                in: allItemsBoundaryGuide
            )
            .alignItems([secondaryButtonGuide], to: [.centerX, .top, .bottom], of: buttonGuide)
            .chainHorizontally(
                [createAccountButton, dividerLabel, forgotPasswordButton],
                in: secondaryButtonGuide)

        return aRestraint
    }()

    /// Builds, activates and lays out the screen in a root of `size` at `scale`.
    public override init(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        direction: LayoutDirection = .leftToRight
    ) throws(LayoutError) {
        try super.init(size: size, scale: scale, direction: direction)
        try defaultRestraint.activateOrThrow()
        view.layoutIfNeeded()
    }
}
