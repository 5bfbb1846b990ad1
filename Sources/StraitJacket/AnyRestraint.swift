import AutoLayout
import Foundation
import LayoutBuilding

/// What every ``Restraint`` is, whatever its root view's type: the
/// constraints it built, in the order it built them, its sub-restraints
/// and its named constraints. Its building methods are described on
/// ``Restraint``; sub-restraints and swaps take any restraint.
///
/// Nothing is active until ``activate(file:line:)``. A restraint holds its
/// root weakly: once the root is gone, building, adding and activating do
/// nothing and report that they did nothing (deactivating still
/// deactivates, and reports the root gone).
public class AnyRestraint {
    // The lists a building call appends to skip the runtime's exclusivity
    // checks, as the engine's own state does: a restraint belongs to the
    // thread of its view tree.
    /// The constraints this restraint built or was given, in order.
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []
    /// The restraints activated and deactivated with this one.
    public internal(set) var subRestraints: [AnyRestraint] = []
    /// The root, held through its item reference rather than `weak`: a
    /// weak reference would slow every retain and release of the root.
    private let rootReference: ItemReference
    var rootView: LayoutView? { rootReference.item.map { unsafeDowncast($0, to: LayoutView.self) } }
    @exclusivity(unchecked) var identified: [String: LayoutConstraint] = [:]
    var activeFlag = false

    init(root: LayoutView, subRestraints: [AnyRestraint]) {
        self.rootReference = root.reference
        self.subRestraints = subRestraints
    }

    /// The constraint built with `identifier` by this restraint (not its sub-restraints).
    public func constraintWithId(_ identifier: String) -> LayoutConstraint? {
        identified[identifier]
    }

    /// Every constraint of this restraint and of its sub-restraints, at any depth.
    public func totalConstraints() -> [LayoutConstraint] {
        var all: [LayoutConstraint] = []
        collect(into: &all)
        return all
    }

    private func collect(into all: inout [LayoutConstraint]) {
        all += constraints
        for restraint in subRestraints { restraint.collect(into: &all) }
    }

    /// Activates this restraint's constraints and its sub-restraints' in
    /// one batch, then lays the root out again. An error (two items in
    /// different trees, say) is reported through the root's
    /// `layoutIssueHandler` with the line that built the constraint, and
    /// nothing is activated; ``activateOrThrow(file:line:)`` throws it instead.
    public func activate(file: StaticString = #fileID, line: UInt = #line) {
        do { try activateOrThrow(file: file, line: line) } catch { report(error) }
    }

    /// Activates as ``activate(file:line:)`` does, throwing the error
    /// instead of reporting it; the engine is then as it was.
    public func activateOrThrow(file: StaticString = #fileID, line: UInt = #line) throws(LayoutError) {
        guard let root = rootView else { throw rootGone(SourceLocation(file: file, line: line)) }
        try ConstraintBatch.activate(totalConstraints())
        setActiveFlag(true)
        root.setNeedsLayout()
    }

    /// Deactivates this restraint's constraints and its sub-restraints'.
    public func deactivate(file: StaticString = #fileID, line: UInt = #line) {
        ConstraintBatch.deactivate(totalConstraints())
        setActiveFlag(false)
        guard let root = rootView else { return report(rootGone(SourceLocation(file: file, line: line))) }
        root.setNeedsLayout()
    }

    /// Whether the restraint was last activated (true) or deactivated;
    /// setting it does either (the older spelling of ``activate(file:line:)``).
    /// A setter cannot learn its caller's line, so a root that is gone is
    /// reported at this library's line; constraint errors still name their
    /// building calls.
    public var isActive: Bool {
        get { activeFlag }
        set { if newValue { activate() } else { deactivate() } }
    }

    private func setActiveFlag(_ value: Bool) {
        activeFlag = value
        for restraint in subRestraints { restraint.setActiveFlag(value) }
    }

    func rootGone(_ location: SourceLocation) -> LayoutError {
        .invalidLayout(reason: "the root view of this Restraint is gone; nothing was done", location: location)
    }

    func report(_ error: LayoutError) {
        IssueReporting.report(error, about: [rootView, constraints.first?.firstItem])
    }
}
