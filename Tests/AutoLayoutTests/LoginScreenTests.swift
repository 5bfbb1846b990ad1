import AutoLayout
import Foundation
import LayoutExamples
import LayoutTestSupport
import Testing

@Suite struct LoginScreenTests {
    /// The 260-point column is centred: x = (390 - 260) / 2 = 65. Its height
    /// is the sum of its parts (title 35, 60, field 33, 8, field 33, 8,
    /// button 32, 30, button row 30 = 269), centred vertically at
    /// (844 - 269) / 2 = 287.5, which rounds to the nearest third of a
    /// point, 287.667.
    @Test func leftToRightFrames() throws {
        let screen = try LoginScreen()
        #expect(screen.title.frame == rect(65, 863 / 3, 260, 35))
        #expect(screen.username.frame == rect(65, 1148 / 3, 260, 33))
        #expect(screen.password.frame == rect(65, 1271 / 3, 260, 33))
        #expect(screen.confirm.frame == rect(65, 1394 / 3, 260, 32))
        #expect(screen.createAccount.frame == rect(76, 1580 / 3, 104, 30))
        #expect(screen.divider.frame == rect(188, 1580 / 3, 4, 30))
        #expect(screen.forgotPassword.frame == rect(200, 1580 / 3, 114, 30))
        #expect(screen.column.layoutFrame == rect(65, 863 / 3, 260, 269))
        #expect(screen.buttonGroup.layoutFrame == rect(76, 1580 / 3, 238, 30))
    }

    @Test func rightToLeftMirrorsTheButtonRow() throws {
        let screen = try LoginScreen(direction: .rightToLeft)
        #expect(screen.title.frame == rect(65, 863 / 3, 260, 35))
        #expect(screen.createAccount.frame == rect(210, 1580 / 3, 104, 30))
        #expect(screen.divider.frame == rect(198, 1580 / 3, 4, 30))
        #expect(screen.forgotPassword.frame == rect(76, 1580 / 3, 114, 30))
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
