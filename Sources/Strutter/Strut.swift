import AutoLayout
import LayoutBuilding

/// Activates a constraint Strutter made: autoresizing goes off on its
/// first item when that is a view in a hierarchy (not a container of the
/// second item), the other item is left alone, and an error is reported to
/// the tree's `layoutIssueHandler` with the constraint left inactive.
func strut(_ make: (_ file: StaticString, _ line: UInt) -> LayoutConstraint) -> LayoutConstraint {
    // An operator cannot take its caller's `#fileID` and `#line`.
    let constraint = make(SourceLocation.unplacedFile, 0)
    do { try ConstraintBatch.activate([constraint]) } catch {
        IssueReporting.report(error, about: [constraint.firstItem, constraint.secondItem])
    }
    return constraint
}
