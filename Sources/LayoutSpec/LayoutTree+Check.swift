import AutoLayout

extension LayoutTree {
    /// Everything wrong with the built file, as an editor or CI shows it:
    /// the conflicts (``diagnostics``: an error at each broken constraint's
    /// line and a note at each other member of its set), then, at the line
    /// declaring it, a warning for each view or guide whose layout is
    /// ambiguous and for each view laid out with no width or no height
    /// (a size its constraints leave free is reported as ambiguous, not
    /// as missing). Empty when the file is clean.
    ///
    /// ```text
    /// box.layout:2:1: warning: 'box' has an ambiguous layout: its constraints leave its y and height free
    /// box.layout:3:1: warning: 'line' has no height: it is laid out 0 high
    /// ```
    ///
    /// Each ambiguity probe costs in proportion to the constraints it
    /// reaches: milliseconds for a screen.
    public func check() -> [LayoutSpecDiagnostic] {
        var found = diagnostics
        for (name, item) in items {
            let free = item.ambiguousFrameParts
            if !free.isEmpty {
                found.append(
                    warning(
                        at: item,
                        "'\(name)' has an ambiguous layout: its constraints leave its "
                            + Self.list(free) + " free"))
            }
            guard let view = item as? LayoutView else { continue }
            let noWidth = view.frame.width == 0 && !free.contains("width")
            let noHeight = view.frame.height == 0 && !free.contains("height")
            switch (noWidth, noHeight) {
            case (true, true): found.append(warning(at: item, "'\(name)' has no size: it is laid out 0 x 0"))
            case (true, false): found.append(warning(at: item, "'\(name)' has no width: it is laid out 0 wide"))
            case (false, true): found.append(warning(at: item, "'\(name)' has no height: it is laid out 0 high"))
            case (false, false): break
            }
        }
        return found
    }

    private func warning(at item: LayoutItem, _ message: String) -> LayoutSpecDiagnostic {
        let position = position(of: item)
        return LayoutSpecDiagnostic(
            severity: .warning, file: file, line: position?.line ?? 1,
            column: position?.column ?? 1, message: message)
    }

    /// `x`, `x and width`, `x, y and width`.
    private static func list(_ parts: [String]) -> String {
        guard let last = parts.last, parts.count > 1 else { return parts.joined() }
        return parts.dropLast().joined(separator: ", ") + " and " + last
    }
}
