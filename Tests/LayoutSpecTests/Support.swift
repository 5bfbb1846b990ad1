import Foundation
import LayoutSpec
import LayoutTestSupport

/// The tree a layout file's text builds, as `test.layout`.
func build(_ text: String) throws -> LayoutTree {
    try LayoutDocument(parsing: text, file: "test.layout").build()
}

/// The error parsing or building the text gives, as its one-line description.
func failure(_ text: String) -> String? {
    do {
        _ = try LayoutDocument(parsing: text, file: "test.layout").build()
        return nil
    } catch {
        return error.description
    }
}

extension LayoutTree {
    /// The frame of a view, or the layout frame of a guide, by name.
    func frame(_ name: String) -> CGRect? {
        guard let item = item(named: name) else { return nil }
        return (item as? LayoutView)?.frame ?? (item as? LayoutGuide)?.layoutFrame
    }

    /// The constraints as written: `b.leading == a.trailing + 8`, with `@750` when optional.
    var equations: [String] { constraints.map(\.equationText) }
}
