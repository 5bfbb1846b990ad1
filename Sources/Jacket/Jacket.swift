import ArgumentParser
import Foundation

/// `jacket`: lays out layout files and visual formats from the command line.
///
/// Exit status: 0 when the command did what it was asked, 1 when the
/// layout has errors (for `check`, any diagnostic), 2 when it could not
/// run as asked (a missing file, a bad flag or size).
@main
struct Jacket: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jacket",
        abstract: "Lay out StraitJacket layout files and visual formats: pictures, frames and problems.",
        discussion: """
            Exit status: 0 on success, 1 when the layout has errors (for `check`: any \
            diagnostic), 2 for a usage error (a missing file, a bad flag, a bad size).

            Examples:
              jacket render Examples/login.layout --constraints
              jacket frames Examples/login.layout --format json
              jacket check Examples/login.layout
              jacket vfl 'H:|-[a]-[b(==a)]-|' --width 320
            """,
        subcommands: [RenderCommand.self, FramesCommand.self, CheckCommand.self, VFLCommand.self]
    )

    /// Runs the command; every error but a request for help or an
    /// `ExitCode` a command chose is a usage error, status 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let status as ExitCode {
            exit(withError: status)
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            exit(withError: ExitCode(2))
        }
    }
}
