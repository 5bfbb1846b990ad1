import Foundation

@testable import VisualFormat

/// Named plain views added to `root`, their autoresizing still on.
func subviews(_ names: [String], of root: LayoutView) -> [String: LayoutView] {
    var views: [String: LayoutView] = [:]
    for name in names {
        let view = LayoutView()
        view.identifier = name
        root.addSubview(view)
        views[name] = view
    }
    return views
}

/// The parse of a format, or the problem's reason and column (from 1, in bytes).
func parse(_ format: String) -> Result<FormatSyntax, FormatProblem> {
    do { return .success(try FormatParser.parse(format)) } catch { return .failure(error) }
}

func value(_ number: Double, at position: Int) -> ValueSyntax { ValueSyntax(kind: .number(number), position: position) }
func name(_ text: String, at position: Int) -> ValueSyntax { ValueSyntax(kind: .name(text), position: position) }
