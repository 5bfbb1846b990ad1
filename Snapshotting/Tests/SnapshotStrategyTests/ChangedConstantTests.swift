import LayoutExamples
import SnapshotTesting
import StraitJacketSnapshotTesting
import Testing
import UIKitCompatibility

/// A layout change a reviewer should see: the login screen's recorded
/// frames against the same screen with one constant changed.
@Suite struct ChangedConstantTests {
    /// Widening the gap before the divider from 8 to 16 points moves the
    /// centred button group 4 points left and the three buttons with it;
    /// the message names the snapshot and shows the four rows that moved,
    /// each old row above its new one, among the rows that did not.
    @Test func aChangedConstantFailsWithTheRowsThatMoved() throws {
        let screen = try LoginScreen()
        #expect(verifySnapshot(of: screen.root, as: .frames, named: "login", file: #filePath) == nil)

        let gap = try #require(screen.root.constraints.first {
            $0.firstItem === screen.divider && $0.firstAttribute == .leading
        })
        gap.constant = 16
        let failure = try #require(verifySnapshot(of: screen.root, as: .frames, named: "login", record: .never,
                                                  file: #filePath))
        #expect(failure.hasPrefix("Snapshot \"login\" does not match reference."))
        // swift-snapshot-testing marks unchanged lines with a figure space.
        let rowsThatMoved = [
            "@@ −1,13 +1,13 @@",
            "\u{2007}name              kind           x        y  width  height",
            "\u{2007}root              LayoutView     0        0    390     844",
            "\u{2007}  column          LayoutGuide   65  287.667    260     269",
            "\u{2007}  buttonRow       LayoutGuide   65  526.667    260      30",
            "−  buttonGroup     LayoutGuide   76  526.667    238      30",
            "+  buttonGroup     LayoutGuide   72  526.667    246      30",
            "\u{2007}  title           Label         65  287.667    260      35  \"StraitJacket\"",
            "\u{2007}  username        TextField     65  382.667    260      33  \"placeholder: Username\"",
            "\u{2007}  password        TextField     65  423.667    260      33  \"placeholder: Password\"",
            "\u{2007}  confirm         Button        65  464.667    260      32  \"Sign In\"",
            "−  createAccount   Button        76  526.667    104      30  \"Create Account\"",
            "−  divider         Label        188  526.667      4      30  \"|\"",
            "−  forgotPassword  Button       200  526.667    114      30  \"Forgot Password\"",
            "+  createAccount   Button        72  526.667    104      30  \"Create Account\"",
            "+  divider         Label        192  526.667      4      30  \"|\"",
            "+  forgotPassword  Button       204  526.667    114      30  \"Forgot Password\"",
        ]
        #expect(failure.hasSuffix(rowsThatMoved.joined(separator: "\n")))
    }
}
