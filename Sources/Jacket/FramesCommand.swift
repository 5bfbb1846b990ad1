import ArgumentParser
import LayoutSpec

/// `jacket frames FILE [--format table|json]`.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the frame of every view and guide of a layout file, with its name.",
        discussion: """
            One row per view or guide in file order, the root first: a view's frame in its \
            superview, a guide's layout frame in its owning view, in points (to a thousandth \
            in the table, exact in JSON). Conflicts go to standard error and do not stop it.

            Examples:
              jacket frames Examples/login.layout
              jacket frames Examples/login.layout --format json
              jacket frames Examples/login.layout --width 320 --rtl
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: "The layout file.")
    var file: String

    @Option(help: "table (aligned columns) or json (an array of objects).")
    var format: Format = .table

    @OptionGroup var root: RootOptions

    func run() throws {
        let table = FrameTable(try LayoutFile.tree(at: file, options: root))
        Output.write(format == .table ? table.text : table.json)
    }
}
