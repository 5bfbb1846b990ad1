import AutoLayout
import LayoutExamples

// The StraitJacket README's login screen, laid out by the AutoLayout engine
// at 390 x 844 points, scale 3: with anchors (37 constraints by hand) beside
// StraitJacket's `Restraint` (the README's 13 lines), left-to-right, then
// right-to-left; then built by each front end and compared with the anchors version;
// then drawn as SVG to a file it names.
do {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let anchors = try LoginScreen(direction: direction)
        let restraint = try StraitJacketLoginScreen(direction: direction).screen
        print(direction == .leftToRight ? "Left to right:" : "\nRight to left:")
        let left = anchors.frameTable().split(separator: "\n"), right = restraint.frameTable().split(separator: "\n")
        let width = left.map(\.count).max() ?? 0
        print("anchors".padding(toLength: width, withPad: " ", startingAt: 0) + "   | StraitJacket Restraint")
        for (anchorsLine, restraintLine) in zip(left, right) {
            print(anchorsLine.padding(toLength: width, withPad: " ", startingAt: 0) + "   | " + restraintLine)
        }
        print(anchors.frames.map(\.frame) == restraint.frames.map(\.frame) ? "same frames" : "FRAMES DIFFER")
        let declarative = try DeclarativeLoginScreen(direction: direction)
        let same = anchors.frames.map(\.frame) == declarative.frames.map(\.frame)
        print("ConstraintLayout's declarative Layout: " + (same ? "same frames" : "FRAMES DIFFER"))
    }
    print("\n" + (try FrontEndComparison.report()))
    print("\nThe login screen as SVG, constraints drawn: \(try writeLoginPicture().path)")
} catch {
    print("error: \(error)")
}
