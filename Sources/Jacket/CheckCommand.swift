import ArgumentParser
import LayoutSpec

/// `jacket check FILE`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report a layout file's errors, conflicts, ambiguous layouts and views with no size.",
        discussion: """
            Prints compiler-style diagnostics, `file:line:column: error|warning|note: message`, \
            that editors and CI annotate: an error at the first line that does not parse or \
            build; or an error at each constraint the engine broke to resolve a conflict, with \
            a note at each other constraint of the conflicting set; a warning at each view or \
            guide whose layout is ambiguous, and at each view laid out with no width or height. \
            Exit status 1 when there is any, 0 (printing `FILE: no problems`) when there is none.

            Examples:
              jacket check Examples/login.layout
              jacket check screen.layout --width 320     # does it still fit?
            """
    )

    @Argument(help: "The layout file.")
    var file: String

    @OptionGroup var root: RootOptions

    func run() throws {
        let diagnostics: [String]
        do {
            diagnostics = try LayoutFile.document(at: file, options: root).build().check().map(\.description)
        } catch let error as LayoutSpecError {
            diagnostics = [error.description]
        }
        guard diagnostics.isEmpty else {
            Output.write(diagnostics.joined(separator: "\n"))
            throw ExitCode(1)
        }
        Output.write("\(file): no problems")
    }
}
