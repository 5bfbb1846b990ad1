import AutoLayout
import LayoutBuilding

/// Below the relations, so `a.top == b.top + 20 ~ .required` sets the
/// priority of the whole constraint.
precedencegroup ConstraintPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Sets a constraint's priority: `view1.bottom == view2.bottom + 20 ~ .priority(500)`.
infix operator ~ : ConstraintPriorityPrecedence

/// Sets the constraint's priority in place and returns it. A priority
/// outside (0, 1000], or an active constraint switched between required and
/// optional, is reported to the tree's `layoutIssueHandler` with the line
/// that placed the constraint, and the priority stays as it was. A
/// constraint the operators just made has no line yet: the error waits
/// for its builder statement or its `.activate()` call to name it; failing
/// both, activating it through the anchors API (`isActive = true`) reports
/// it unlocated, and so does its end if it is never activated.
///
/// ```swift
/// Constraints {
///     box.width == 100 ~ .priority(2000)   // reported at this line
/// }
/// ```
@discardableResult
public func ~ (constraint: LayoutConstraint, priority: LayoutPriority) -> LayoutConstraint {
    constraint.assign(priority, at: constraint.location)
}

/// Sets the priority of every constraint, in place, and returns them.
@discardableResult
public func ~ (constraints: [LayoutConstraint], priority: LayoutPriority) -> [LayoutConstraint] {
    for constraint in constraints { constraint.assign(priority, at: constraint.location) }
    return constraints
}

extension LayoutPriority {
    /// 999: as strong as an optional priority gets.
    public static let almostRequired = LayoutPriority(999)

    /// A priority from its number: `~ .priority(500)`.
    public static func priority(_ value: Float) -> LayoutPriority { LayoutPriority(value) }
}

extension LayoutConstraint {
    /// Sets the priority in place and returns the constraint:
    /// `view.width == 200 ~ .defaultHigh` or `(view.width == 200).priority(750)`.
    /// Errors are reported as for ``~(_:_:)-(LayoutConstraint,_)``, at this
    /// call's line, which a constraint no builder statement placed records.
    @discardableResult
    public func priority(_ priority: LayoutPriority, file: StaticString = #fileID, line: UInt = #line)
        -> LayoutConstraint
    {
        assign(priority, at: SourceLocation(file: file, line: line))
    }

    /// The older spelling of ``priority(_:file:line:)``, for use in a list:
    /// `[view2.centerXAnchor.constraint(equalTo: view.centerXAnchor).setPriority(999)]`.
    /// As a statement on its own, `setPriority(_:)` is the anchors API's throwing method.
    @discardableResult
    public func setPriority(_ priority: LayoutPriority, file: StaticString = #fileID, line: UInt = #line)
        -> LayoutConstraint
    {
        assign(priority, at: SourceLocation(file: file, line: line))
    }

    /// Sets the priority, first placing an unplaced constraint at `location`.
    @discardableResult
    func assign(_ priority: LayoutPriority, at location: SourceLocation) -> LayoutConstraint {
        place(at: location)
        do { try setPriority(priority) } catch { report(error, at: location) }
        return self
    }
}

extension Array where Element == LayoutConstraint {
    /// Sets the priority of every constraint, in place, and returns them:
    /// `Constraints { ... }.priority(.required)`.
    @discardableResult
    public func priority(_ priority: LayoutPriority, file: StaticString = #fileID, line: UInt = #line)
        -> [LayoutConstraint]
    {
        for constraint in self { constraint.assign(priority, at: SourceLocation(file: file, line: line)) }
        return self
    }
}
