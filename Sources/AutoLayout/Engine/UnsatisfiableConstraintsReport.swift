/// What the engine says when required constraints cannot all hold: the
/// mutually exclusive set and the constraint it broke to recover. It refers
/// to the constraints of one view tree, so like them it stays on the tree's
/// thread or actor.
public final class UnsatisfiableConstraintsReport {
    /// A minimal set of constraints that cannot hold together, the broken one last.
    public let conflicting: [LayoutConstraint]
    /// The constraint the engine broke: it now holds as closely as it can,
    /// just below required.
    public let broken: LayoutConstraint

    init(conflicting: [LayoutConstraint], broken: LayoutConstraint) {
        self.conflicting = conflicting
        self.broken = broken
    }

    /// The message in the form layout developers know, listing each
    /// constraint with its identifier and the file and line that made it.
    public var message: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
            "(",
        ]
        for constraint in conflicting {
            lines.append("    \"\(constraint)\" at \(constraint.location)")
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(broken) at \(broken.location)")
        return lines.joined(separator: "\n")
    }
}

/// Something the layout engine tells a view tree's issue handler, on the
/// tree's thread or actor (a report names the tree's constraints).
public enum LayoutIssue {
    /// Required constraints conflicted and one was broken.
    case unsatisfiable(UnsatisfiableConstraintsReport)
    /// A call that cannot throw (a property setter) was given bad input;
    /// nothing changed.
    case error(LayoutError)

    /// The text the default handler prints.
    public var message: String {
        switch self {
        case .unsatisfiable(let report): report.message
        case .error(let error): "[LayoutConstraints] \(error)"
        }
    }
}
