import AutoLayout
import Foundation
import LayoutExamples
import Testing

@Suite struct LoginScreenTests {
    /// The 260-point column is centred: x = (390 - 260) / 2 = 65. Its height
    /// is the sum of its parts (title 35, 60, 34, 8, 34, 8, 20, 30, 18 =
    /// 247), centred vertically at (844 - 247) / 2 = 298.5, which rounds to
    /// the nearest third of a point, 298.667.
    @Test func leftToRightFrames() throws {
        let screen = try LoginScreen()
        #expect(screen.title.frame == rect(65, 896 / 3, 260, 35))
        #expect(screen.username.frame == rect(65, 1181 / 3, 260, 34))
        #expect(screen.password.frame == rect(65, 1307 / 3, 260, 34))
        #expect(screen.confirm.frame == rect(65, 1433 / 3, 260, 20))
        #expect(screen.createAccount.frame == rect(76, 1583 / 3, 104, 18))
        #expect(screen.divider.frame == rect(188, 1583 / 3, 4, 18))
        #expect(screen.forgotPassword.frame == rect(200, 1583 / 3, 114, 18))
        #expect(screen.column.layoutFrame == rect(65, 896 / 3, 260, 247))
        #expect(screen.buttonGroup.layoutFrame == rect(76, 1583 / 3, 238, 18))
    }

    @Test func rightToLeftMirrorsTheButtonRow() throws {
        let screen = try LoginScreen(direction: .rightToLeft)
        #expect(screen.title.frame == rect(65, 896 / 3, 260, 35))
        #expect(screen.createAccount.frame == rect(210, 1583 / 3, 104, 18))
        #expect(screen.divider.frame == rect(198, 1583 / 3, 4, 18))
        #expect(screen.forgotPassword.frame == rect(76, 1583 / 3, 114, 18))
        #expect(screen.root.frame == rect(0, 0, 390, 844))
    }

    @Test func switchingDirectionRelaysOutInPlace() throws {
        let screen = try LoginScreen()
        screen.root.userInterfaceLayoutDirection = .rightToLeft
        screen.root.layoutIfNeeded()
        #expect(screen.createAccount.frame.minX == 210)
        screen.root.userInterfaceLayoutDirection = .leftToRight
        screen.root.layoutIfNeeded()
        #expect(screen.createAccount.frame.minX == 76)
    }

    @Test func theScreenIsFullySpecified() throws {
        let screen = try LoginScreen()
        for (name, view) in screen.views {
            #expect(!view.hasAmbiguousLayout, "\(name) is ambiguous")
        }
        #expect(!screen.root.layoutTrace().contains("AMBIGUOUS"))
    }
}
