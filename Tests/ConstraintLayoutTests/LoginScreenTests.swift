import ConstraintLayout
import Foundation
import LayoutExamples
import Testing

/// The StraitJacket README's login screen written declaratively gives
/// the anchors version's frames exactly.
@Suite struct LoginScreenTests {
    @Test(arguments: [
        CGSize(width: 390, height: 844), CGSize(width: 320, height: 480),
        CGSize(width: 1024, height: 768), CGSize(width: 250, height: 300),
    ])
    func theDeclarativeScreenHasTheAnchorsFrames(size: CGSize) throws {
        let anchors = try LoginScreen(size: size)
        let declarative = try DeclarativeLoginScreen(size: size)
        #expect(declarative.frames.map(\.name) == anchors.frames.map(\.name))
        #expect(declarative.frames.map(\.frame) == anchors.frames.map(\.frame))
    }

    @Test func theDeclarativeScreenMirrorsInRightToLeft() throws {
        let anchors = try LoginScreen(direction: .rightToLeft)
        let declarative = try DeclarativeLoginScreen(direction: .rightToLeft)
        #expect(declarative.frames.map(\.frame) == anchors.frames.map(\.frame))
        #expect(declarative.screen.createAccount.frame.minX > declarative.screen.forgotPassword.frame.minX)
    }

    @Test func theDeclarativeScreenInsertsItsViewsInOrder() throws {
        let declarative = try DeclarativeLoginScreen()
        #expect(
            declarative.subviews.map(\.debugName) == [
                "title", "username", "password", "confirm", "createAccount", "divider", "forgotPassword",
            ])
        #expect(declarative.layoutGuides.map(\.debugName).suffix(3) == ["column", "buttonRow", "buttonGroup"])
    }
}
