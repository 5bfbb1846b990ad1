import AutoLayout
import LayoutExamples

// The StraitJacket README's login screen, laid out by the AutoLayout engine
// at 390 x 844 points, scale 3: first left-to-right, then right-to-left;
// then built by each front end and compared with the anchors version.
do {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let screen = try LoginScreen(direction: direction)
        print(direction == .leftToRight ? "Left to right:" : "\nRight to left:")
        print(screen.frameTable())
    }
    print("\n" + (try FrontEndComparison.report()))
} catch {
    print("error: \(error)")
}
