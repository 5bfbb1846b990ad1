import ArgumentParser
import Foundation
import LayoutRendering
import LayoutSpec

/// `jacket render FILE [-o OUT.svg] [--width W --height H --scale S --rtl] [--constraints]`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout file and draw it as an SVG picture.",
        discussion: """
            Writes the picture next to the file with the extension .svg (login.layout gives \
            login.svg) unless -o names another path; -o - writes it to standard output. \
            Each view is a rectangle at its frame with its text, guides are dashed, and \
            ambiguous views and the constraints of a conflict are red. Conflicts are also \
            printed to standard error and do not stop it.

            Examples:
              jacket render Examples/login.layout
              jacket render Examples/login.layout -o login.svg --constraints
              jacket render Examples/login.layout --width 320 --height 568 --rtl -o - > small.svg
            """
    )

    @Argument(help: "The layout file.")
    var file: String

    @Option(name: .shortAndLong, help: "Where to write the SVG; - for standard output. (default: FILE with .svg)")
    var output: String?

    @OptionGroup var root: RootOptions

    @Flag(help: "Draw the constraints as Interface Builder does.")
    var constraints = false

    @Flag(help: "Shade each view's layout margins.")
    var margins = false

    @Flag(help: "Shade the area outside the root's safe area.")
    var safeArea = false

    func run() throws {
        let tree = try LayoutFile.tree(at: file, options: root)
        let options = SVGRenderer.Options(
            showsConstraints: constraints, showsLayoutMargins: margins, showsSafeArea: safeArea)
        let svg = SVGRenderer(options: options).render(tree.root)
        let path = output ?? Self.defaultOutput(for: file)
        guard path != "-" else { return Output.write(svg) }
        do {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw JacketError(description: "cannot write \(path)")
        }
        Output.write("wrote \(path)")
    }

    /// `login.layout` → `login.svg`; a file with no extension gets `.svg` added.
    static func defaultOutput(for file: String) -> String {
        let url = URL(fileURLWithPath: file)
        guard !url.pathExtension.isEmpty else { return file + ".svg" }
        let name = url.deletingPathExtension().lastPathComponent + ".svg"
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? name : folder + "/" + name
    }
}
