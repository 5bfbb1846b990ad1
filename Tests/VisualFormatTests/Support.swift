import Foundation
@testable import VisualFormat

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A root view of a size, named "root", collecting what its tree reports.
func makeRoot(width: CGFloat = 400, height: CGFloat = 300) -> LayoutView {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.identifier = "root"
    return root
}

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

/// A constraint as written: `b.leading == a.trailing + 8`, with `@750` when optional.
func equation(_ constraint: LayoutConstraint) -> String {
    var text = Substring(constraint.description)
    text = text.dropFirst("<LayoutConstraint ".count)
    for suffix in [" (active)>", " (inactive)>"] where text.hasSuffix(suffix) { text = text.dropLast(suffix.count) }
    return String(text)
}

/// The equations of constraints, in order.
func equations(_ constraints: [LayoutConstraint]) -> [String] { constraints.map(equation) }

/// The parse of a format, or the problem's reason and column (from 1, in bytes).
func parse(_ format: String) -> Result<FormatSyntax, FormatProblem> {
    do { return .success(try FormatParser.parse(format)) } catch { return .failure(error) }
}

func value(_ number: Double, at position: Int) -> ValueSyntax { ValueSyntax(kind: .number(number), position: position) }
func name(_ text: String, at position: Int) -> ValueSyntax { ValueSyntax(kind: .name(text), position: position) }
