import ArgumentParser
import LayoutSpec

/// `jacket vfl FORMAT... [--width W --height H]`.
struct VFLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl",
        abstract: "Lay out the views some visual formats name and print their frames.",
        discussion: """
            Makes a plain view for each name the formats use and lays them out in a root of \
            the given size (390 x 844 unless given). A view that no format places along an \
            axis gets a default there: 20 points from the root's edge and 44 long, so a \
            horizontal format alone gives a row at y 20, 44 high. Conflicts and ambiguous \
            layouts are reported on standard error after the frames.

            Examples:
              jacket vfl 'H:|-[a]-[b(==a)]-|'
              jacket vfl 'H:|-[a]-[b(==a)]-|' --width 320
              jacket vfl 'H:|-[a(100)]' 'V:|-40-[a(>=50)]-(>=8)-|' --height 200
              jacket vfl 'H:|[a][b(==a)]|' --rtl
            """
    )

    @Argument(help: "Visual formats, each a constraint line: 'H:|-[a]-[b]-|'.")
    var formats: [String]

    @OptionGroup var root: RootOptions

    func validate() throws {
        guard !formats.isEmpty else { throw ValidationError("give at least one visual format, e.g. 'H:|-[a]-[b]-|'") }
    }

    func run() throws {
        let tree: LayoutTree
        do {
            tree = try LayoutDocument(visualFormats: formats, root: root.applied(to: LayoutDocument.Root())).build()
        } catch {
            Output.write(error.description, toStandardError: true)
            throw ExitCode(1)
        }
        Output.write(FrameTable(tree).text)
        for diagnostic in tree.check() { Output.write(diagnostic.description, toStandardError: true) }
    }
}
