import Cassowary
import Foundation

extension LayoutView {
    /// Where the engine of this tree reports conflicts and bad input given to
    /// calls that cannot throw. Set it on any view; it belongs to the root
    /// (a view that leaves the tree has its own, or the default). The
    /// default prints the message to standard error.
    ///
    /// UIKit's spellings report here where UIKit raises or logs, with the
    /// file and line of the call, and change nothing. A view in no tree is
    /// the root of a tree of its own, so a call about it (a constraint to a
    /// view never added) reaches this handler of the first item's tree; only
    /// what concerns no view at all goes to standard error.
    ///
    /// As UIKit calls its hook, the engine calls the handler once the change
    /// that raised the issue is complete and the engine is consistent: a
    /// constraint it broke is already active, just below required. The
    /// handler may change anything (deactivate the broken constraint,
    /// activate others, change constants, move, remove or release views):
    /// its changes apply at once, as they would anywhere else, and frames
    /// follow at the next layout pass. The issues of one change (an
    /// activation, a layout pass, a view joining a tree) arrive together
    /// when it returns; those of the handler's own changes, when each returns.
    ///
    /// ```swift
    /// root.layoutIssueHandler = { issue in
    ///     log.append(issue.message)
    ///     if case .unsatisfiable(let report) = issue { report.broken.isActive = false }
    /// }
    /// ```
    public var layoutIssueHandler: (LayoutIssue) -> Void {
        get { rootView.issueHandler ?? Self.printIssue }
        set { rootView.issueHandler = newValue }
    }

    /// What the default handler does: prints the issue's message to
    /// standard error. Front ends use it for issues no tree can take.
    package static func printIssue(_ issue: LayoutIssue) {
        FileHandle.standardError.write(Data((issue.message + "\n").utf8))
    }

    /// Whether the view's frame is not fully determined: some part of it
    /// could move without breaking or weakening any constraint.
    public var hasAmbiguousLayout: Bool {
        !engine.ambiguousParts(of: [self]).isEmpty
    }

    /// The views of this subtree whose layout is ambiguous, found in one
    /// pass over the solver: what a picture or a trace of a whole tree asks
    /// instead of ``hasAmbiguousLayout`` per view.
    package func ambiguousViewsInSubtree() -> Set<ObjectIdentifier> {
        Set(ambiguousPartsInSubtree().keys)
    }

    /// The ambiguous parts of each view of this subtree that has some, by
    /// the view's identity, in one pass over the solver.
    private func ambiguousPartsInSubtree() -> [ObjectIdentifier: [ItemPart]] {
        let engine = rootView.engine
        var views: [LayoutItem] = []
        engine.forEachView(in: self) { views.append($0) }
        var byView: [ObjectIdentifier: [ItemPart]] = [:]
        for (view, part, _) in engine.ambiguousParts(of: views) {
            byView[ObjectIdentifier(view), default: []].append(part)
        }
        return byView
    }

    /// Moves each ambiguous view of this subtree to another layout that meets
    /// the constraints as well, and lays out, to show where ambiguity lies.
    public func exerciseAmbiguityInLayout() {
        let engine = self.engine
        engine.forEachView(in: self) { engine.exerciseAmbiguity(of: $0) }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The active constraints that position or size this view along an
    /// axis, the engine's own (frame, intrinsic size) included.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        let engine = self.engine
        return engine.perform {
            engine.sync()
            return engine.activeConstraints.filter { constraint in
                constraint.firstSide.touches(self, on: axis) || constraint.secondSide?.touches(self, on: axis) == true
            }
        }
    }

    /// A text picture of the tree, like UIKit's `_autolayoutTrace`: one line
    /// per view with its frame; `*` marks views positioned by constraints
    /// (not by their autoresizing mask), and ambiguous views say so.
    public func layoutTrace() -> String {
        layoutIfNeeded()
        let ambiguity = ambiguousPartsInSubtree()
        var lines: [String] = []
        func visit(_ view: LayoutView, depth: Int) {
            let indent = String(repeating: "|   ", count: depth)
            let mark = view.superview == nil ? "•" : (view.storedTranslates ? "" : "*")
            let frame = view.frame
            var line =
                "\(indent)\(mark)\(view.debugName) (\(type(of: view))) "
                + "frame (\([frame.minX, frame.minY, frame.width, frame.height].map { numberText(Double($0)) }.joined(separator: ", ")))"
            if let ambiguous = ambiguity[ObjectIdentifier(view)] {
                line += " - AMBIGUOUS LAYOUT for \(ambiguous.map(\.traceName).joined(separator: ", "))"
            }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

extension ConstraintSide {
    /// Whether the side reads the view's rectangle along the axis.
    func touches(_ view: LayoutView, on axis: LayoutAxis) -> Bool {
        if let (from, to) = distance { return from.side.touches(view, on: axis) || to.side.touches(view, on: axis) }
        return item === view && attribute.axis == axis
    }
}
