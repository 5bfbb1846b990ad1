import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// The README's login screen written with UIKit's stack views, as UIKit
/// code has written such screens since iOS 9, with no rename at all.
final class StackLoginViewController: LoginScreenController {
    let buttonRow = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let group = UIStackView(arrangedSubviews: [createAccountButton, dividerLabel, forgotPasswordButton])
        group.spacing = 8
        buttonRow.axis = .vertical
        buttonRow.alignment = .center
        buttonRow.addArrangedSubview(group)
        let column = UIStackView(arrangedSubviews: [
            titleLabel, usernameTextField, passwordTextField,
            confirmButton, buttonRow,
        ])
        column.axis = .vertical
        column.spacing = 8
        column.setCustomSpacing(60, after: titleLabel)
        column.setCustomSpacing(30, after: confirmButton)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.widthAnchor.constraint(equalToConstant: 260),
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

@Suite struct StackViewScreenTests {
    @Test func stacksLayOutTheLoginScreenAsAnchorsDo() {
        let controller = laidOut(StackLoginViewController())
        // Frames inside the stacks are relative to them; in the root's
        // coordinates they are the anchors version's, on the pixel grid.
        func inRoot(_ view: UIView) -> [CGFloat] {
            var frame = view.frame
            var ancestor = view.superview
            while let current = ancestor, current !== controller.view {
                frame.origin.x += current.frame.minX
                frame.origin.y += current.frame.minY
                ancestor = current.superview
            }
            return [frame.minX, frame.minY, frame.width, frame.height].map { ($0 * 3).rounded() }
        }
        #expect(
            controller.allViews.map(inRoot)
                == loginScreenFrames.map {
                    [$0.minX, $0.minY, $0.width, $0.height].map { ($0 * 3).rounded() }
                })
    }
}
