import LayoutTestSupport
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

@Suite struct LoginViewControllerTests {
    private func login(size: CGSize, safeArea: UIEdgeInsets) -> LoginViewController {
        let login = LoginViewController()
        login.view.frame = CGRect(origin: .zero, size: size)
        login.view.contentScaleFactor = 3
        login.view.safeAreaInsets = safeArea
        login.view.layoutIfNeeded()
        return login
    }

    @Test func onAPhone() {
        let login = login(
            size: CGSize(width: 390, height: 844), safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(login.logoView.frame == rect(159, 79, 72, 72))
        #expect(login.titleLabel.frame == rect(16, 167, 358, 33))
        #expect(login.emailField.frame == rect(16, 224, 358, 33))
        #expect(login.passwordField.frame == rect(16, 269, 358, 33))
        #expect(login.signInButton.frame == rect(404 / 3, 326, 121, 44))
        #expect(login.formGuide.layoutFrame == rect(16, 167, 358, 203))
        #expect(login.forgotButton.frame == rect(16, 764, 121, 30))
        #expect(login.signUpButton.frame == rect(272, 764, 102, 30))
        #expect(!login.view.hasAmbiguousLayout)
    }

    /// Regular width: 20-point margins, and the form stops at 400 points, centred.
    @Test func onATablet() {
        let login = login(
            size: CGSize(width: 1024, height: 768), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(login.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClass.regular)
        #expect(login.formGuide.layoutFrame.width == 400 && login.formGuide.layoutFrame.midX == 512)
        #expect(login.forgotButton.frame.minX == 20 && login.signUpButton.frame.maxX == 1004)
    }
}
