import AutoLayout
import Foundation
import LayoutExamples
import LayoutRendering
import Testing

/// The LayoutRendering catalog's example
/// (`Sources/LayoutRendering/LayoutRendering.docc/RenderingALayout.md`), as written there (the picture
/// goes to a temporary folder instead of the working directory).
@Suite struct ReadmeTests {
    @Test func theReadmeDrawsAndPrintsTheLoginScreen() throws {
        let screen = try LoginScreen()
        let options = SVGRenderer.Options(showsConstraints: true, showsSafeArea: true)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("login-\(UUID().uuidString).svg").path
        try SVGRenderer(options: options).render(screen.root)
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let svg = try #require(parseSVG(try String(contentsOfFile: path, encoding: .utf8)))
        #expect(svg.item("username")?.rect == CGRect(x: 65, y: 382.667, width: 260, height: 33))
        #expect(svg.all.contains { $0.classes == ["constraint"] && $0.child("text")?.text == "60" })
        #expect(
            screen.root.layoutSnapshot() == """
                name              kind           x        y  width  height
                root              LayoutView     0        0    390     844
                  column          LayoutGuide   65  287.667    260     269
                  buttonRow       LayoutGuide   65  526.667    260      30
                  buttonGroup     LayoutGuide   76  526.667    238      30
                  title           Label         65  287.667    260      35  "StraitJacket"
                  username        TextField     65  382.667    260      33  "placeholder: Username"
                  password        TextField     65  423.667    260      33  "placeholder: Password"
                  confirm         Button        65  464.667    260      32  "Sign In"
                  createAccount   Button        76  526.667    104      30  "Create Account"
                  divider         Label        188  526.667      4      30  "|"
                  forgotPassword  Button       200  526.667    114      30  "Forgot Password"

                """)
    }
}
