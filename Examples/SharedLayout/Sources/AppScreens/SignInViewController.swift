#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// The sign-in screen: a card of fields centred on the screen, at most
/// 420 points wide, with a row of secondary buttons under it.
public final class SignInViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton()
    let forgotButton = UIButton()
    let signUpButton = UIButton()

    /// Adds the card and its contents and constrains them once; the card
    /// is as wide as the margins up to 420 points, then stays centred.
    public override func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
        applyAppearance()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        for subview in [titleLabel, emailField, passwordField, signInButton, forgotButton, signUpButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(subview)
        }
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
        let fullWidth = card.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor)
        fullWidth.priority = .defaultHigh
        let inside = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 420),
            card.widthAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.widthAnchor),
            fullWidth,

            titleLabel.topAnchor.constraint(equalTo: inside.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: inside.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: inside.trailingAnchor),
            emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 20),
            passwordField.topAnchor.constraint(equalToSystemSpacingBelow: emailField.bottomAnchor, multiplier: 1.5),
            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 20),
            signInButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            forgotButton.topAnchor.constraint(equalTo: signInButton.bottomAnchor, constant: 12),
            forgotButton.leadingAnchor.constraint(equalTo: inside.leadingAnchor),
            signUpButton.firstBaselineAnchor.constraint(equalTo: forgotButton.firstBaselineAnchor),
            signUpButton.trailingAnchor.constraint(equalTo: inside.trailingAnchor),
            signUpButton.leadingAnchor.constraint(greaterThanOrEqualTo: forgotButton.trailingAnchor, constant: 8),
            forgotButton.bottomAnchor.constraint(equalTo: inside.bottomAnchor),
        ])
        for row in [emailField, passwordField, signInButton] as [UIView] {
            row.leadingAnchor.constraint(equalTo: inside.leadingAnchor).isActive = true
            row.trailingAnchor.constraint(equalTo: inside.trailingAnchor).isActive = true
        }
    }

    private func setUpViews() {
        card.accessibilityIdentifier = "card"
        titleLabel.accessibilityIdentifier = "title"
        titleLabel.text = "Sign in to continue"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.numberOfLines = 0
        emailField.accessibilityIdentifier = "email"
        emailField.placeholder = "Email address"
        emailField.borderStyle = .roundedRect
        passwordField.accessibilityIdentifier = "password"
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        signInButton.accessibilityIdentifier = "signIn"
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        forgotButton.accessibilityIdentifier = "forgot"
        forgotButton.setTitle("Forgot password?", for: .normal)
        signUpButton.accessibilityIdentifier = "signUp"
        signUpButton.setTitle("Create account", for: .normal)
    }
}
