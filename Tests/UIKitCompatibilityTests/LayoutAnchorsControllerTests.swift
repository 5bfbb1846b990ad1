import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// The StraitJacket README's "Layout Anchors" block: plain UIKit, written
/// for `updateViewConstraints()`. The README leaves out adding the views,
/// which `viewDidLoad()` does here as UIKit code does.
final class LayoutAnchorsController: LoginScreenController {
    private var didSetupConstraints = false

    override func viewDidLoad() {
        super.viewDidLoad()
        // swift-format-ignore: ReplaceForEachWithForLoop
        [allItemsBoundaryGuide, buttonGuide, secondaryButtonGuide].forEach {
            view.addLayoutGuide($0)
        }
        // swift-format-ignore: ReplaceForEachWithForLoop
        allViews.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
    }

    // 40 lines of layout code
    override func updateViewConstraints() {
        if !didSetupConstraints {
            didSetupConstraints = true
            NSLayoutConstraint.activate([
                allItemsBoundaryGuide.widthAnchor.constraint(equalToConstant: 260),
                allItemsBoundaryGuide.centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: 0),
                allItemsBoundaryGuide.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                allItemsBoundaryGuide.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor),
                allItemsBoundaryGuide.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
                allItemsBoundaryGuide.rightAnchor.constraint(lessThanOrEqualTo: view.rightAnchor),
                allItemsBoundaryGuide.leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor),
                titleLabel.topAnchor.constraint(equalTo: allItemsBoundaryGuide.topAnchor),
                titleLabel.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
                titleLabel.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),
                usernameTextField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 60),
                usernameTextField.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
                usernameTextField.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),
                passwordTextField.topAnchor.constraint(equalTo: usernameTextField.bottomAnchor, constant: 8),
                passwordTextField.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
                passwordTextField.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),
                confirmButton.topAnchor.constraint(equalTo: passwordTextField.bottomAnchor, constant: 8),
                confirmButton.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
                confirmButton.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),

                buttonGuide.topAnchor.constraint(equalTo: confirmButton.bottomAnchor, constant: 30),
                buttonGuide.bottomAnchor.constraint(equalTo: allItemsBoundaryGuide.bottomAnchor),
                buttonGuide.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
                buttonGuide.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),
                secondaryButtonGuide.centerYAnchor.constraint(equalTo: buttonGuide.centerYAnchor),
                secondaryButtonGuide.centerXAnchor.constraint(equalTo: buttonGuide.centerXAnchor),
                secondaryButtonGuide.topAnchor.constraint(equalTo: buttonGuide.topAnchor),
                secondaryButtonGuide.bottomAnchor.constraint(equalTo: buttonGuide.bottomAnchor),
                createAccountButton.topAnchor.constraint(equalTo: secondaryButtonGuide.topAnchor),
                createAccountButton.bottomAnchor.constraint(equalTo: secondaryButtonGuide.bottomAnchor),
                createAccountButton.leftAnchor.constraint(equalTo: secondaryButtonGuide.leftAnchor),
                dividerLabel.topAnchor.constraint(equalTo: secondaryButtonGuide.topAnchor),
                dividerLabel.bottomAnchor.constraint(equalTo: secondaryButtonGuide.bottomAnchor),
                dividerLabel.leftAnchor.constraint(equalTo: createAccountButton.rightAnchor, constant: 8),
                forgotPasswordButton.leftAnchor.constraint(equalTo: dividerLabel.rightAnchor, constant: 8),
                forgotPasswordButton.topAnchor.constraint(equalTo: secondaryButtonGuide.topAnchor),
                forgotPasswordButton.bottomAnchor.constraint(equalTo: secondaryButtonGuide.bottomAnchor),
                forgotPasswordButton.rightAnchor.constraint(equalTo: secondaryButtonGuide.rightAnchor),
            ])
        }
        super.updateViewConstraints()
    }
}

@Suite struct LayoutAnchorsControllerTests {
    /// The same frames as StraitJacket's forms of the screen, with the
    /// constraints made once in the first layout pass.
    @Test func theAnchorsBlockGivesTheReadmeFrames() {
        let controller = laidOut(LayoutAnchorsController())
        #expect(controller.allViews.map(\.frame) == loginScreenFrames)
        #expect(controller.view.constraints.count == 37)
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        #expect(controller.view.constraints.count == 37)
    }
}
