#if canImport(UIKit)
import UIKit

// Colours and corners are drawing, which the layout tests neither see nor
// need: they stay in this file, built for iOS only.
extension SignInViewController {
    func applyAppearance() {
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 16
        signInButton.backgroundColor = .tintColor
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.layer.cornerRadius = 10
    }
}
#else
extension SignInViewController {
    /// Nothing to draw here: the iOS build sets the colours.
    func applyAppearance() {}
}
#endif
