import ArgumentParser
import LayoutSpec

/// The root settings a command line may override: `--width 320 --rtl`.
struct RootOptions: ParsableArguments {
    // Unconditional parsing takes `--width -5` as a value, so validation
    // can say what is wrong with it.
    @Option(parsing: .unconditional, help: "The root's width in points (overrides the file's).")
    var width: Double?

    @Option(parsing: .unconditional, help: "The root's height in points (overrides the file's).")
    var height: Double?

    @Option(parsing: .unconditional, help: "Pixels per point that frames round to (overrides the file's).")
    var scale: Double?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    func validate() throws {
        for (name, value) in [("width", width), ("height", height), ("scale", scale)] {
            guard let value else { continue }
            guard value.isFinite, value > 0, value <= 1e6 else {
                throw ValidationError(
                    "--\(name) must be a number above 0 and at most 1000000, not \(value.isFinite ? FrameTable.number(value) : "\(value)")"
                )
            }
        }
    }

    /// `root` with these overrides applied.
    func applied(to root: LayoutDocument.Root) -> LayoutDocument.Root {
        var root = root
        if let width { root.width = width }
        if let height { root.height = height }
        if let scale { root.scale = scale }
        if rtl { root.direction = .rightToLeft }
        return root
    }
}
