import AutoLayout
import LayoutBuilding

extension Array where Element == LayoutConstraint {
    /// Activates the constraints in one batch, after turning autoresizing
    /// off on the views they place (never a root or a container of the
    /// other item). An error (two items in different trees, a non-finite
    /// constant) activates none; it is reported to the tree's
    /// `layoutIssueHandler` with the line of the statement that made the
    /// constraint. ``activateOrThrow(file:line:)`` throws it instead.
    /// Returns the constraints, to keep them for deactivating.
    @discardableResult
    public func activate(file: StaticString = #fileID, line: UInt = #line) -> [LayoutConstraint] {
        do { try activateOrThrow(file: file, line: line) } catch {
            IssueReporting.report(error, about: first.map { [$0.firstItem, $0.secondItem] } ?? [])
        }
        return self
    }

    /// Activates as ``activate(file:line:)`` does, throwing the error; the
    /// engine and every view's autoresizing are then as they were.
    /// Constraints no builder statement placed record this call's line.
    public func activateOrThrow(file: StaticString = #fileID, line: UInt = #line) throws(LayoutError) {
        for constraint in self { constraint.place(at: SourceLocation(file: file, line: line)) }
        try ConstraintBatch.activate(self)
    }

    /// Deactivates the constraints.
    public func deactivate() {
        ConstraintBatch.deactivate(self)
    }
}

extension LayoutConstraint {
    /// Activates the constraint as `[constraint].activate()` does:
    /// `(button.height == 100).activate()`. Autoresizing goes off on the
    /// view it places; an error leaves it inactive and is reported to the
    /// tree's `layoutIssueHandler` with the line that made the constraint
    /// (this call's, for an operator outside a builder).
    /// ``activateOrThrow(file:line:)`` throws instead.
    @discardableResult
    public func activate(file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        [self].activate(file: file, line: line)
        return self
    }

    /// Activates as ``activate(file:line:)`` does, throwing the error; the
    /// engine and the view's autoresizing are then as they were.
    public func activateOrThrow(file: StaticString = #fileID, line: UInt = #line) throws(LayoutError) {
        try [self].activateOrThrow(file: file, line: line)
    }
}
