import Foundation
import LayoutExamples
import LayoutTestSupport
import StraitJacket
import Testing

/// The StraitJacket catalog's example
/// (`Sources/StraitJacket/StraitJacket.docc/StraitJacket.md`), run as written.
final class ReadmeLoginScreen: LoginViewController {
    func layOut() {
        let restraint = Restraint(view)
            .addItems([
                allItemsBoundaryGuide, titleLabel,
                usernameTextField, passwordTextField,
                confirmButton, buttonGuide,
                secondaryButtonGuide, createAccountButton,
                dividerLabel, forgotPasswordButton,
            ])
            .setWidths([allItemsBoundaryGuide.width(260)])
            .alignItems(
                [allItemsBoundaryGuide],
                to: [
                    .centerX, .centerY,
                    .softLeft, .softRight, .softTop, .softBottom,
                ]
            )
            .chainVertically(
                [
                    titleLabel, Space(60), usernameTextField, passwordTextField,
                    confirmButton, Space(30), buttonGuide,
                ], in: allItemsBoundaryGuide
            )
            .alignItems([secondaryButtonGuide], to: [.centerX, .top, .bottom], of: buttonGuide)
            .chainHorizontally(
                [createAccountButton, dividerLabel, forgotPasswordButton],
                in: secondaryButtonGuide)
        restraint.activate()
    }
}

@Suite struct ReadmeTests {
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func loginScreenExample(direction: LayoutDirection) throws {
        let controller = try ReadmeLoginScreen(direction: direction)
        controller.layOut()
        controller.view.layoutIfNeeded()
        let rtl = direction == .rightToLeft
        #expect(controller.titleLabel.frame == rect(65, 863 / 3, 260, 35))
        #expect(controller.usernameTextField.frame == rect(65, 1148 / 3, 260, 33))
        #expect(controller.passwordTextField.frame == rect(65, 1271 / 3, 260, 33))
        #expect(controller.confirmButton.frame == rect(65, 1394 / 3, 260, 32))
        #expect(controller.createAccountButton.frame == rect(rtl ? 210 : 76, 1580 / 3, 104, 30))
        #expect(controller.dividerLabel.frame == rect(rtl ? 198 : 188, 1580 / 3, 4, 30))
        #expect(controller.forgotPasswordButton.frame == rect(rtl ? 76 : 200, 1580 / 3, 114, 30))
    }
}
