#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A sign-in screen as an iOS app writes it: views made in code, anchors
/// to the safe area and the margins, a form at most 400 points wide in the
/// middle, a button row laid out by a visual format.
final class LoginViewController: UIViewController {
    let logoView = UIView()
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton()
    let forgotButton = UIButton()
    let signUpButton = UIButton()
    let formGuide = UILayoutGuide()

    override func viewDidLoad() {
        super.viewDidLoad()
        configureViews()
        // swift-format-ignore: ReplaceForEachWithForLoop
        [logoView, titleLabel, emailField, passwordField, signInButton, forgotButton, signUpButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        view.addLayoutGuide(formGuide)
        let margins = view.layoutMarginsGuide
        let preferredWidth = formGuide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        preferredWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            formGuide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            formGuide.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
            formGuide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            preferredWidth,
            formGuide.topAnchor.constraint(equalTo: titleLabel.topAnchor),
            formGuide.bottomAnchor.constraint(equalTo: signInButton.bottomAnchor),

            logoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            logoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logoView.widthAnchor.constraint(equalToConstant: 72),
            logoView.heightAnchor.constraint(equalTo: logoView.widthAnchor),

            titleLabel.topAnchor.constraint(equalToSystemSpacingBelow: logoView.bottomAnchor, multiplier: 2),
            titleLabel.leadingAnchor.constraint(equalTo: formGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: formGuide.trailingAnchor),

            emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
            emailField.leadingAnchor.constraint(equalTo: formGuide.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: formGuide.trailingAnchor),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: formGuide.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: formGuide.trailingAnchor),

            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
            signInButton.centerXAnchor.constraint(equalTo: formGuide.centerXAnchor),

            signUpButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
        let views: [String: Any] = ["forgot": forgotButton, "signUp": signUpButton]
        view.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[forgot]-(>=8)-[signUp]-|", options: .alignAllCenterY, metrics: nil, views: views
            ))
    }

    private func configureViews() {
        logoView.accessibilityIdentifier = "logo"
        titleLabel.accessibilityIdentifier = "title"
        titleLabel.text = "Welcome back"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textAlignment = .center
        emailField.accessibilityIdentifier = "email"
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.accessibilityIdentifier = "password"
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        signInButton.accessibilityIdentifier = "signIn"
        signInButton.setTitle("Sign In", for: UIControl.State.normal)
        signInButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        signInButton.contentEdgeInsets = UIEdgeInsets(top: 12, left: 32, bottom: 12, right: 32)
        forgotButton.accessibilityIdentifier = "forgot"
        forgotButton.setTitle("Forgot password?", for: .normal)
        signUpButton.accessibilityIdentifier = "signUp"
        signUpButton.setTitle("Create account", for: .normal)
        signUpButton.setContentHuggingPriority(.required, for: NSLayoutConstraint.Axis.horizontal)
    }
}
