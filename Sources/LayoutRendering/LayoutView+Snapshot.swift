import AutoLayout
import Foundation

extension LayoutView {
    /// A text picture of the view's subtree, laid out first, for tests to
    /// compare with a recorded copy: one item a line, as an aligned table.
    ///
    /// Each view is followed by its layout guides and then its subviews,
    /// indented two spaces a level. The columns are the identifier (`-` for
    /// none), the type, and the frame in the superview's coordinates (a
    /// guide's `layoutFrame` in its view's), to a thousandth of a point.
    /// Notes end the line: a label's, button's or text field's text,
    /// `ambiguous` for a view whose layout is not fully determined, and the
    /// layout direction where it changes (at the top view when it is right
    /// to left). The text is the same on every machine, Linux included:
    /// no addresses, no locale, a line break after every line and no
    /// trailing spaces.
    ///
    /// ```text
    /// name                    kind         x    y  width  height
    /// root                    LayoutView   0    0    390     844  right to left
    ///   safeAreaLayoutGuide   LayoutGuide  0   47    390     763
    ///   title                 Label       24  100    342      21  "Welcome"
    /// ```
    ///
    /// With swift-snapshot-testing, the `.frames` strategy of the
    /// `StraitJacketSnapshotTesting` product (under the package's
    /// `SnapshotTesting` trait) records and compares it:
    ///
    /// ```swift
    /// assertSnapshot(of: root, as: .frames)
    /// ```
    public func layoutSnapshot() -> String {
        layoutIfNeeded()
        var table = SnapshotTable(
            header: ["name", "kind", "x", "y", "width", "height"],
            numeric: [false, false, true, true, true, true])
        var names = ItemNames()
        let ambiguous = ambiguousViewsInSubtree()
        func add(_ item: LayoutItem, depth: Int, frame: CGRect, notes: [String]) {
            let indent = String(repeating: "  ", count: depth)
            let name = names.identifier(of: item, qualified: false).map(\.snapshotEscaped) ?? "-"
            table.append(
                [
                    indent + name, names.kind(of: item).snapshotEscaped,
                    decimalText(frame.origin.x), decimalText(frame.origin.y),
                    decimalText(frame.size.width), decimalText(frame.size.height),
                ],
                notes: notes.joined(separator: "  "))
        }
        TreeWalk.walk(self) { step, depth in
            switch step {
            case let .enter(view, _):
                add(
                    view, depth: depth, frame: view.frame,
                    notes: snapshotNotes(of: view, ambiguous: ambiguous.contains(ObjectIdentifier(view))))
            case let .guide(guide, _):
                add(guide, depth: depth + 1, frame: guide.layoutFrame, notes: [])
            case .leave:
                break
            }
        }
        return table.text
    }

    /// The text shown, ambiguity, and a change of layout direction.
    private func snapshotNotes(of view: LayoutView, ambiguous: Bool) -> [String] {
        var notes: [String] = []
        let text: String? =
            switch view {
            case let label as Label: label.text ?? ""
            case let button as Button: button.currentTitle
            case let field as TextField:
                (field.text ?? "").isEmpty ? field.placeholder.map { "placeholder: " + $0 } : field.text
            default: nil
            }
        if let text { notes.append("\"" + text.snapshotEscaped + "\"") }
        if ambiguous { notes.append("ambiguous") }
        let direction = view.effectiveUserInterfaceLayoutDirection
        let inherited = view === self ? .leftToRight : view.superview?.effectiveUserInterfaceLayoutDirection
        if direction != inherited { notes.append(direction == .rightToLeft ? "right to left" : "left to right") }
        return notes
    }
}

extension String {
    /// The string on one line of a snapshot: backslashes, quotes and
    /// control characters written as Swift writes them in a literal.
    var snapshotEscaped: String {
        guard unicodeScalars.contains(where: { $0 == "\\" || $0 == "\"" || $0.value < 0x20 || $0.value == 0x7F })
        else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
