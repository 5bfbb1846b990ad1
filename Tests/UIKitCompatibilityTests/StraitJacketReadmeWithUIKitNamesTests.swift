import LayoutTestSupport
import StraitJacket
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

// The original StraitJacket (Restraint) library's two READMEs, of July and
// August 2018: their blocks with UIKit's names as written. The August
// README's "Layout Anchors" block is `LayoutAnchorsControllerTests`; its
// SnapKit, PureLayout and Cartography blocks are other libraries' code.

/// The August README's "How it works": the first three blocks, in a controller.
final class HowItWorksController: LoginScreenController {
    var found: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        let aRestraint = Restraint(self.view)
            .addItems([titleLabel, usernameTextField, passwordTextField, confirmButton])
            .chainVertically(
                [titleLabel, Space(60).withId("space"), usernameTextField, passwordTextField, confirmButton],
                in: self.view.layoutMarginsGuide)
        aRestraint.activate()
        let spaceConstraint = aRestraint.constraintWithId("space")
        // do something with the constraint
        found = spaceConstraint
    }
}

/// The August README's 13-line form, as written.
final class UncondensedController: LoginScreenController {
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

    override func viewDidLoad() {
        super.viewDidLoad()
        defaultRestraint.activate()
    }
}

/// The August README's 7-line form, as written.
final class CondensedController: LoginScreenController {
    // 7 lines condensed layout code
    lazy var defaultRestraint: Restraint = {
        let aRestraint = Restraint(self.view)
            .addItems([
                allItemsBoundaryGuide, titleLabel, usernameTextField, passwordTextField, confirmButton, buttonGuide,
                secondaryButtonGuide, createAccountButton, dividerLabel, forgotPasswordButton,
            ])
            .setWidths([allItemsBoundaryGuide.width(260)])
            .alignItems(
                [allItemsBoundaryGuide], to: [.centerX, .centerY, .softLeft, .softRight, .softTop, .softBottom]
            )
            .chainVertically(
                [titleLabel, Space(60), usernameTextField, passwordTextField, confirmButton, Space(30), buttonGuide],
                in: allItemsBoundaryGuide
            )
            .alignItems([secondaryButtonGuide], to: [.centerX, .top, .bottom], of: buttonGuide)
            .chainHorizontally(
                [createAccountButton, dividerLabel, forgotPasswordButton],
                in: secondaryButtonGuide)

        return aRestraint
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        defaultRestraint.activate()
    }
}

/// The July README's working example, its guides under its own names.
final class WorkingExampleController: LoginScreenController {
    var createForgotButtonGuide: UILayoutGuide { buttonGuide }
    var createForgotButtonSubGuide: UILayoutGuide { secondaryButtonGuide }

    override func viewDidLoad() {
        super.viewDidLoad()
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
    }
}

@Suite struct StraitJacketReadmeWithUIKitNamesTests {
    /// The chain fills the root's margins: a controller's root view has
    /// UIKit's 16-point minimum at the sides and none above or below. The
    /// chain is taller than its items, so exactly one of them, undecided
    /// which (in UIKit too), takes the slack.
    @Test func howItWorks() {
        let controller = laidOut(HowItWorksController())
        let items: [UIView] = [
            controller.titleLabel, controller.usernameTextField,
            controller.passwordTextField, controller.confirmButton,
        ]
        let frames = items.map(\.frame)
        #expect(frames.allSatisfy { $0.minX == 16 && $0.width == 358 })
        #expect(frames[0].minY == 0 && frames[1].minY == frames[0].maxY + 60)
        #expect(frames[2].minY == frames[1].maxY + 8 && frames[3].minY == frames[2].maxY + 8)
        #expect(frames[3].maxY == 844)
        #expect(zip(items, frames).filter { $1.height != $0.intrinsicContentSize.height }.count == 1)
        let space = controller.found
        #expect(space?.firstItem === controller.usernameTextField && space?.secondItem === controller.titleLabel)
        #expect(space?.firstAttribute == .top && space?.secondAttribute == .bottom && space?.constant == 60)
    }

    @Test func bothFormsGiveTheReadmeFrames() {
        #expect(laidOut(UncondensedController()).allViews.map(\.frame) == loginScreenFrames)
        #expect(laidOut(CondensedController()).allViews.map(\.frame) == loginScreenFrames)
    }

    /// "Restraints are composable": activating the outer one activates both inner ones.
    @Test func restraintsAreComposable() {
        let someView = UIView()
        let inner = UIView()
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
        #expect(restraint1A.constraints.map(\.isActive) == [true] && restraint1B.constraints.map(\.isActive) == [true])
    }

    /// "It can use any NSLayoutConstraint"; the README leaves the constraint
    /// to the reader, so one is written here.
    @Test func anyConstraint() {
        let someView = UIView(frame: rect(0, 0, 10, 10))
        let aRestraint = Restraint(someView)
        let aConstraint: NSLayoutConstraint = someView.widthAnchor.constraint(equalToConstant: 10)  // some constraint
        aRestraint.addConstraints([aConstraint])
        aRestraint.activate()
        #expect(aConstraint.isActive)
    }

    /// The column is as wide as the button row needs, centred; the chain
    /// fills it and pins both its ends.
    @Test func workingExample() {
        let controller = laidOut(WorkingExampleController())
        #expect(controller.allItemsBoundaryGuide.layoutFrame == rect(76, 346, 238, 152))
        #expect(controller.usernameTextField.frame == rect(76, 346, 238, 33))
        #expect(controller.confirmButton.frame == rect(76, 428, 238, 32))
        #expect(controller.createForgotButtonGuide.layoutFrame == rect(76, 468, 238, 30))
        #expect(controller.createAccountButton.frame == rect(76, 468, 104, 30))
    }
}
