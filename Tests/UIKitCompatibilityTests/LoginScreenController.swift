#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// The views and guides of the StraitJacket README's login screen, under
/// the README's names, made as UIKit code makes them and not yet added:
/// each README block lays them out its own way in a subclass.
class LoginScreenController: UIViewController {
    let allItemsBoundaryGuide = UILayoutGuide()
    let buttonGuide = UILayoutGuide()
    let secondaryButtonGuide = UILayoutGuide()
    let titleLabel = LoginScreenController.label("StraitJacket", font: .systemFont(ofSize: 30))
    let usernameTextField = LoginScreenController.field("Username")
    let passwordTextField = LoginScreenController.field("Password")
    let confirmButton = LoginScreenController.button("Sign In", font: .boldSystemFont(ofSize: 17))
    let createAccountButton = LoginScreenController.button("Create Account")
    let dividerLabel = LoginScreenController.label("|", font: .systemFont(ofSize: 15))
    let forgotPasswordButton = LoginScreenController.button("Forgot Password")

    /// The view an iPhone 13's window would give the controller: sized
    /// before `viewDidLoad()`, where the README's 260-point column is
    /// constrained and would not fit a view of no size.
    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    var allViews: [UIView] {
        [
            titleLabel, usernameTextField, passwordTextField, confirmButton,
            createAccountButton, dividerLabel, forgotPasswordButton,
        ]
    }

    private static func label(_ text: String, font: UIFont) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        return label
    }

    private static func field(_ placeholder: String) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        return field
    }

    private static func button(_ title: String, font: UIFont? = nil) -> UIButton {
        let button = UIButton()
        button.setTitle(title, for: .normal)
        if let font { button.titleLabel?.font = font }
        return button
    }
}
