import Foundation
import LayoutExamples
import LayoutTestSupport
import StraitJacket
import Testing

/// The README's 7-line form, as written (UIKit's type names aside).
final class CondensedLoginScreen: LoginViewController {
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

    override init(size: CGSize, scale: CGFloat, direction: LayoutDirection) throws(LayoutError) {
        try super.init(size: size, scale: scale, direction: direction)
        defaultRestraint.activate()
        view.layoutIfNeeded()
    }
}

/// The same screen in the July 2018 README's spelling, which has
/// `addItems`, `setWidths`, `Space(60)` and the left/right soft
/// alignments, and activates with `isActive`.
final class July2018LoginScreen: LoginViewController {
    override init(size: CGSize, scale: CGFloat, direction: LayoutDirection) throws(LayoutError) {
        try super.init(size: size, scale: scale, direction: direction)
        let aRestraint = Restraint(self.view)
            .addItems([
                allItemsBoundaryGuide,
                titleLabel, usernameTextField, passwordTextField, confirmButton,
                buttonGuide, secondaryButtonGuide,
                createAccountButton, dividerLabel, forgotPasswordButton,
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
            .chainHorizontally([createAccountButton, dividerLabel, forgotPasswordButton], in: secondaryButtonGuide)
        aRestraint.isActive = true
        view.layoutIfNeeded()
    }
}

/// The same screen in the latest spelling: items at creation, `setSizes`,
/// `Space.equal`, the directional soft alignments.
final class LatestLoginScreen: LoginViewController {
    override init(size: CGSize, scale: CGFloat, direction: LayoutDirection) throws(LayoutError) {
        try super.init(size: size, scale: scale, direction: direction)
        let restraint = Restraint(
            view,
            items: [
                allItemsBoundaryGuide, titleLabel, usernameTextField, passwordTextField,
                confirmButton, buttonGuide, secondaryButtonGuide,
                createAccountButton, dividerLabel, forgotPasswordButton,
            ]
        )
        .setSizes(widths: [allItemsBoundaryGuide.equal(size: 260)])
        .alignItems([allItemsBoundaryGuide], to: AlignmentSet.centerXY.union(AlignmentSet.allSoftSides))
        .chainVertically(
            [
                titleLabel, Space.equal(60), usernameTextField, passwordTextField, confirmButton,
                Space.equal(30), buttonGuide,
            ], in: allItemsBoundaryGuide
        )
        .alignItems([secondaryButtonGuide], to: [.centerX, .top, .bottom], of: buttonGuide)
        .chainHorizontally([createAccountButton, dividerLabel, forgotPasswordButton], in: secondaryButtonGuide)
        try restraint.activateOrThrow()
        view.layoutIfNeeded()
    }
}

@Suite struct LoginScreenFormsTests {
    static let sizes: [(CGSize, CGFloat)] = [
        (CGSize(width: 390, height: 844), 3), (CGSize(width: 320, height: 568), 2),
        (CGSize(width: 1024, height: 1366), 2), (CGSize(width: 844, height: 390), 3),
    ]

    static func forms(size: CGSize, scale: CGFloat, direction: LayoutDirection) throws -> [(String, LoginScreen)] {
        [
            ("13-line", try StraitJacketLoginScreen(size: size, scale: scale, direction: direction).screen),
            ("7-line", try CondensedLoginScreen(size: size, scale: scale, direction: direction).screen),
            ("July 2018", try July2018LoginScreen(size: size, scale: scale, direction: direction).screen),
            ("latest", try LatestLoginScreen(size: size, scale: scale, direction: direction).screen),
        ]
    }

    /// Every form gives the anchors version's frames, view by view, at
    /// every size, left to right.
    @Test(arguments: sizes)
    func everyFormHasTheAnchorsFrames(size: CGSize, scale: CGFloat) throws {
        let anchors = try LoginScreen(size: size, scale: scale)
        for (form, screen) in try Self.forms(size: size, scale: scale, direction: .leftToRight) {
            for (mine, theirs) in zip(screen.frames, anchors.frames) {
                #expect(mine.frame == theirs.frame, "\(form): \(mine.name) at \(size)")
            }
            #expect(!screen.root.layoutTrace().contains("AMBIGUOUS"), "\(form) at \(size)")
        }
    }

    /// The exact frames at 390 x 844 @3x (as `LoginScreenTests` pins the anchors version).
    @Test func theFramesAtThePhoneSize() throws {
        let screen = try StraitJacketLoginScreen().screen
        #expect(screen.title.frame == rect(65, 863 / 3, 260, 35))
        #expect(screen.username.frame == rect(65, 1148 / 3, 260, 33))
        #expect(screen.password.frame == rect(65, 1271 / 3, 260, 33))
        #expect(screen.confirm.frame == rect(65, 1394 / 3, 260, 32))
        #expect(screen.createAccount.frame == rect(76, 1580 / 3, 104, 30))
        #expect(screen.divider.frame == rect(188, 1580 / 3, 4, 30))
        #expect(screen.forgotPassword.frame == rect(200, 1580 / 3, 114, 30))
        #expect(screen.column.layoutFrame == rect(65, 863 / 3, 260, 269))
        #expect(screen.buttonRow.layoutFrame == rect(65, 1580 / 3, 260, 30))
        #expect(screen.buttonGroup.layoutFrame == rect(76, 1580 / 3, 238, 30))
    }

    /// Exact frames at the three other sizes: the column centred, the rest as at 390 x 844.
    @Test func theFramesAtTheOtherSizes() throws {
        let small = try StraitJacketLoginScreen(size: CGSize(width: 320, height: 568), scale: 2).screen
        #expect(small.column.layoutFrame == rect(30, 149.5, 260, 269))
        #expect(small.createAccount.frame == rect(41, 388.5, 104, 30))
        let tablet = try StraitJacketLoginScreen(size: CGSize(width: 1024, height: 1366), scale: 2).screen
        #expect(tablet.column.layoutFrame == rect(382, 548.5, 260, 269))
        #expect(tablet.forgotPassword.frame == rect(517, 787.5, 114, 30))
        let landscape = try StraitJacketLoginScreen(size: CGSize(width: 844, height: 390), scale: 3).screen
        #expect(landscape.column.layoutFrame == rect(292, 182 / 3, 260, 269))
        #expect(landscape.title.frame == rect(292, 182 / 3, 260, 35))
    }

    /// In right-to-left the button row mirrors (its chain is leading to
    /// trailing); the column does not move.
    @Test(arguments: sizes)
    func rightToLeftMirrorsTheButtonRow(size: CGSize, scale: CGFloat) throws {
        let anchors = try LoginScreen(size: size, scale: scale, direction: .rightToLeft)
        for (form, screen) in try Self.forms(size: size, scale: scale, direction: .rightToLeft) {
            for (mine, theirs) in zip(screen.frames, anchors.frames) {
                #expect(mine.frame == theirs.frame, "\(form): \(mine.name) at \(size)")
            }
        }
        let screen = try StraitJacketLoginScreen(size: size, scale: scale, direction: .rightToLeft).screen
        let ltr = try LoginScreen(size: size, scale: scale)
        #expect(screen.forgotPassword.frame.minX == ltr.createAccount.frame.minX)
        #expect(screen.createAccount.frame.maxX == ltr.forgotPassword.frame.maxX)
        #expect(screen.title.frame == ltr.title.frame)
    }

    /// The README's form makes 36 constraints (the anchors version's 37
    /// less the implied centerY of the button group).
    @Test func theFormMakesThirtySixConstraints() throws {
        let controller = try CondensedLoginScreen(
            size: CGSize(width: 390, height: 844), scale: 3, direction: .leftToRight)
        #expect(controller.defaultRestraint.constraints.count == 36)
        #expect(controller.defaultRestraint.constraints.allSatisfy { $0.isActive })
    }
}
