import Foundation
import LayoutExamples
import LayoutTestSupport
import StraitJacket
import Testing

// Every code block that builds constraints in the two READMEs of the
// original StraitJacket (Restraint) library, of July and August 2018, as
// written, with only UIKit's type names replaced. The August README's
// 13-line form is `StraitJacketLoginScreen` (LayoutExamples) and its 7-line
// form `CondensedLoginScreen` (LoginScreenFormsTests). Its
// "Layout Anchors" block is UIKit's own API, compiled with UIKit's names in
// UIKitCompatibilityTests, and the SnapKit, PureLayout and Cartography
// blocks are other libraries': none of them is StraitJacket's.

/// The August README's "How it works": the first three blocks, in one controller.
final class HowItWorksController: LoginViewController {
    var found: LayoutConstraint?

    func layOut() -> AnyRestraint {
        let aRestraint = Restraint(self.view)
            .addItems([titleLabel, usernameTextField, passwordTextField, confirmButton])
            .chainVertically(
                [titleLabel, Space(60).withId("space"), usernameTextField, passwordTextField, confirmButton],
                in: self.view.layoutMarginsGuide)
        aRestraint.activate()
        let spaceConstraint = aRestraint.constraintWithId("space")
        // do something with the constraint
        found = spaceConstraint
        return aRestraint
    }
}

/// The July README's "working example", as written.
final class WorkingExample {
    let screen: LoginScreen
    var view: LayoutView { screen.root }
    var usernameTextField: TextField { screen.username }
    var passwordTextField: TextField { screen.password }
    var confirmButton: Button { screen.confirm }
    var createAccountButton: Button { screen.createAccount }
    var dividerLabel: Label { screen.divider }
    var forgotPasswordButton: Button { screen.forgotPassword }
    var createForgotButtonGuide: LayoutGuide { screen.buttonRow }
    var createForgotButtonSubGuide: LayoutGuide { screen.buttonGroup }
    var allItemsBoundaryGuide: LayoutGuide { screen.column }

    init() throws {
        screen = try LoginScreen(anchored: false)
        let aRestraint = Restraint(self.view)
            .addItems([
                usernameTextField,
                passwordTextField,
                confirmButton,
                createAccountButton, dividerLabel, forgotPasswordButton,
                createForgotButtonGuide, createForgotButtonSubGuide,
                allItemsBoundaryGuide,
            ])
            .alignItems([allItemsBoundaryGuide], to: [.centerX, .centerY])
            .alignItems(
                [createForgotButtonSubGuide], to: [.centerX, .top, .bottom, .softLeft, .softRight],
                of: createForgotButtonGuide
            )
            .chainVertically(
                [
                    usernameTextField,
                    passwordTextField,
                    confirmButton,
                    createForgotButtonGuide,
                ], in: allItemsBoundaryGuide
            )
            .chainHorizontally(
                [createAccountButton, dividerLabel, forgotPasswordButton],
                in: createForgotButtonSubGuide)
        aRestraint.isActive = true
        view.layoutIfNeeded()
    }
}

@Suite struct StraitJacketReadmeCodeTests {
    /// The chain in the margins guide: 8 points in from every side, the
    /// title on top, 60 points down to the fields, 8 between the items, the
    /// button at the bottom, the named space found by its name. The chain is
    /// taller than its items and all hug at 250, so the layout is ambiguous
    /// in which one takes the slack (UIKit's too): exactly one does, and the
    /// rest keep their intrinsic heights.
    @Test func howItWorks() throws {
        let controller = try HowItWorksController()
        let restraint = controller.layOut()
        controller.view.layoutIfNeeded()
        #expect(controller.found === restraint.constraints[0])
        #expect(controller.found?.equationText == "username.top == title.bottom + 60")
        let items: [LayoutView] = [
            controller.titleLabel, controller.usernameTextField,
            controller.passwordTextField, controller.confirmButton,
        ]
        let frames = items.map(\.frame)
        #expect(frames.allSatisfy { $0.minX == 8 && $0.width == 374 })
        #expect(frames[0].minY == 8 && frames[1].minY == frames[0].maxY + 60)
        #expect(frames[2].minY == frames[1].maxY + 8 && frames[3].minY == frames[2].maxY + 8)
        #expect(frames[3].maxY == 836)
        let stretched = zip(items, frames).filter { $1.height != $0.intrinsicContentSize.height }
        #expect(stretched.count == 1)
        #expect(stretched.allSatisfy { $1.height > $0.intrinsicContentSize.height })
    }

    /// "Restraints are composable": activating the outer one activates both inner ones.
    @Test func restraintsAreComposable() {
        let someView = LayoutView()
        let inner = LayoutView()
        someView.addSubview(inner)
        let restraint1A = Restraint(someView)
        // make some constraints
        restraint1A.setSizes(widths: [inner.equal(size: 10)])
        let restraint1B = Restraint(someView)
        // make some other constraints
        restraint1B.setSizes(heights: [inner.equal(size: 20)])
        let restraint1 = Restraint(someView, subRestraints: [restraint1A, restraint1B])
        restraint1.activate()
        // activating restraint1 also activates restraint1A and restraint1B
        #expect(restraint1A.constraints[0].isActive && restraint1B.constraints[0].isActive)
    }

    /// "It can use any NSLayoutConstraint"; the README leaves the constraint
    /// to the reader (`// some constraint`), so one is written here.
    @Test func anyConstraint() {
        let someView = LayoutView()
        let aRestraint = Restraint(someView)
        let aConstraint: LayoutConstraint = someView.widthAnchor.constraint(equalToConstant: 10)  // some constraint
        aRestraint.addConstraints([aConstraint])
        aRestraint.activate()
        #expect(aConstraint.isActive)
    }

    /// The July README's working example: the column is as wide as the button row needs
    /// (238 points), centred; the chain fills it and pins its ends (the
    /// latest version's guided chain; the July 2018 one pinned neither end).
    @Test func workingExample() throws {
        let example = try WorkingExample()
        let column = example.allItemsBoundaryGuide.layoutFrame
        #expect(column == rect(76, 346, 238, 152))
        #expect(example.usernameTextField.frame == rect(76, 346, 238, 33))
        #expect(example.confirmButton.frame == rect(76, 428, 238, 32))
        #expect(example.createForgotButtonGuide.layoutFrame == rect(76, 468, 238, 30))
        #expect(example.createAccountButton.frame == rect(76, 468, 104, 30))
        #expect(!example.view.layoutTrace().contains("AMBIGUOUS"))
    }
}
