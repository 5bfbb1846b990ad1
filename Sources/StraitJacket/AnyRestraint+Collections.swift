import AutoLayout
import Foundation
import LayoutBuilding

extension AnyRestraint {
    /// Adds constraints made elsewhere to this restraint, inactive until
    /// it is activated. Their identifiers are not registered for
    /// ``constraintWithId(_:)``.
    @discardableResult
    public func addConstraints(_ constraints: [LayoutConstraint]) -> Self {
        self.constraints += constraints
        return self
    }

    /// Removes constraints from this restraint and deactivates every one given.
    @discardableResult
    public func removeConstraints(_ constraints: [LayoutConstraint]) -> Self {
        let removed = Set(constraints.map(ObjectIdentifier.init))
        self.constraints.removeAll { removed.contains(ObjectIdentifier($0)) }
        identified = identified.filter { !removed.contains(ObjectIdentifier($0.value)) }
        ConstraintBatch.deactivate(constraints)
        return self
    }

    /// Adds sub-restraints, activated and deactivated with this one.
    @discardableResult
    public func addRestraints(_ restraints: [AnyRestraint]) -> Self {
        subRestraints += restraints
        return self
    }

    /// Adds items to the root view: views as subviews with autoresizing
    /// turned off, layout guides as guides, proxies as their views.
    @discardableResult
    public func addItems(_ items: [RestraintTargetable], file: StaticString = #fileID, line: UInt = #line) -> Self {
        let location = SourceLocation(file: file, line: line)
        guard let root = rootView else {
            report(rootGone(location))
            return self
        }
        var resolved: [LayoutItem] = []
        resolved.reserveCapacity(items.count)
        for item in items {
            guard let target = Target(item) else {
                report(
                    .invalidLayout(
                        reason: "\(type(of: item)) is not a view, a layout guide or a proxy",
                        location: location))
                return self
            }
            resolved.append(target.item)
        }
        IssueReporting.reporting(about: [root]) { () throws(LayoutError) in
            try ItemAdding.add(resolved, to: root, location: location)
        }
        return self
    }
}
