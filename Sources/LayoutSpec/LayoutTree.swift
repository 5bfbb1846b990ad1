import AutoLayout

/// A built layout file: the root view, laid out, its views and guides by
/// name, the constraints each line made, and what the engine reported
/// while building it. Like the views, it stays on one thread or actor.
///
/// ```swift
/// let tree = try LayoutDocument(parsing: text, file: "login.layout").build()
/// tree.view(named: "title")?.frame        // (65, 287.667, 260, 35)
/// tree.guide(named: "column")?.layoutFrame
/// ```
public final class LayoutTree {
    /// The file's name.
    public let file: String
    /// The root view, laid out.
    public let root: LayoutView
    /// Every view and guide with its name, the root (`root`) first, then in file order.
    public let items: [(name: String, item: LayoutItem)]
    /// The constraints the file's lines made, active, in file order.
    public let constraints: [LayoutConstraint]
    /// The conflicts the engine reported while building, each an error at
    /// the line of the constraint it broke, followed by a note at the line
    /// of each other constraint of the conflicting set. Empty when every
    /// required constraint holds.
    public let diagnostics: [LayoutSpecDiagnostic]
    /// The engine's reports of those conflicts, for tools that mark the
    /// constraints (each report's `conflicting` and `broken`).
    public let unsatisfiable: [UnsatisfiableConstraintsReport]

    private let table: ItemTable
    private let positions: [ObjectIdentifier: LayoutDocument.Position]

    init(
        file: String, root: LayoutView, items: ItemTable, constraints: [LayoutConstraint],
        positions: [ObjectIdentifier: LayoutDocument.Position], issues: [LayoutIssue]
    ) {
        self.file = file
        self.root = root
        self.items = items.entries
        self.constraints = constraints
        self.table = items
        self.positions = positions
        var reports: [UnsatisfiableConstraintsReport] = []
        var diagnostics: [LayoutSpecDiagnostic] = []
        for issue in issues {
            switch issue {
            case .unsatisfiable(let report):
                reports.append(report)
                diagnostics.append(
                    Self.diagnostic(
                        .error,
                        "unable to simultaneously satisfy constraints; broke "
                            + Self.text(of: report.broken), file, positions, items, report.broken))
                for constraint in report.conflicting where constraint !== report.broken {
                    diagnostics.append(
                        Self.diagnostic(
                            .note, "conflicting constraint " + Self.text(of: constraint),
                            file, positions, items, constraint))
                }
            case .error(let error):
                diagnostics.append(
                    LayoutSpecDiagnostic(severity: .error, file: file, line: 1, column: 1, message: "\(error)"))
            }
        }
        self.diagnostics = diagnostics
        self.unsatisfiable = reports
    }

    /// The view or guide of a name (`root` for the root).
    public func item(named name: String) -> LayoutItem? { table.byName[name]?.item }

    /// The view of a name (`root` for the root), or `nil` when none or a guide has it.
    public func view(named name: String) -> LayoutView? { item(named: name) as? LayoutView }

    /// The layout guide of a name, or `nil` when none or a view has it.
    public func guide(named name: String) -> LayoutGuide? { item(named: name) as? LayoutGuide }

    /// Where the line that made a constraint starts, for the file's constraints.
    public func position(of constraint: LayoutConstraint) -> LayoutDocument.Position? {
        positions[ObjectIdentifier(constraint)]
    }

    /// Where a view or guide is declared (the root: its `root` line, if any).
    public func position(of item: LayoutItem) -> LayoutDocument.Position? { table.position(of: item) }

    /// A diagnostic at the line of a file's constraint, or for one the
    /// engine made (an intrinsic size, a safe area) at the declaration of
    /// the view it sizes.
    private static func diagnostic(
        _ severity: LayoutSpecDiagnostic.Severity, _ message: String, _ file: String,
        _ positions: [ObjectIdentifier: LayoutDocument.Position], _ items: ItemTable,
        _ constraint: LayoutConstraint
    ) -> LayoutSpecDiagnostic {
        let position = positions[ObjectIdentifier(constraint)] ?? constraint.firstItem.flatMap(items.position(of:))
        return LayoutSpecDiagnostic(
            severity: severity, file: file, line: position?.line ?? 1,
            column: position?.column ?? 1, message: message)
    }

    /// `title.top == column.top`, with its identifier and priority: the
    /// constraint's description without the wrapper.
    static func text(of constraint: LayoutConstraint) -> String {
        var text = Substring(constraint.description)
        if text.hasPrefix("<LayoutConstraint ") { text = text.dropFirst("<LayoutConstraint ".count) }
        for suffix in [" (active)>", " (inactive)>"] where text.hasSuffix(suffix) { text = text.dropLast(suffix.count) }
        return String(text)
    }
}
