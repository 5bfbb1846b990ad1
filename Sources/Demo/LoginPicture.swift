import AutoLayout
import Foundation
import LayoutExamples
import LayoutRendering

/// Writes the anchors version of the login screen as SVG, with its
/// constraints drawn, to the temporary folder, and returns where: a
/// picture to open in a browser wherever the demo runs.
func writeLoginPicture() throws -> URL {
    let screen = try LoginScreen()
    let svg = SVGRenderer(options: SVGRenderer.Options(showsConstraints: true)).render(screen.root)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("straitjacket-login.svg")
    try svg.write(to: url, atomically: true, encoding: .utf8)
    return url
}
