import AutoLayout
import Foundation
import LayoutBuilding

/// Many constraints in a few chainable calls, kept together and activated
/// together: StraitJacket's front end.
///
/// ```swift
/// let restraint = Restraint(view)
///     .addItems([column, title, username, password, signIn])
///     .setWidths([column.width(260)])
///     .alignItems([column], to: [.centerX, .centerY, .softLeft, .softRight, .softTop, .softBottom])
///     .chainVertically([title, Space(60), username, password, signIn], in: column)
/// restraint.activate()
/// ```
///
/// Building calls make inactive constraints (calling one twice makes its
/// constraints twice); each records the file and line of the call, so
/// conflict reports point at it. A call that cannot be built (a
/// ``Space`` before a chain's first item, an identifier used twice, a
/// root view that is gone) is reported through the root's
/// `layoutIssueHandler` with that file and line and adds nothing.
public final class Restraint<View: LayoutView>: AnyRestraint {
    /// The root view: items are added to it, and alignments without a
    /// target align to it. Held weakly.
    public var view: View? { rootView as? View }

    /// A restraint on `view` with sub-restraints, adding `items` to it
    /// (views as subviews with autoresizing off, guides as layout guides).
    public init(
        _ view: View, subRestraints: [AnyRestraint] = [], items: [RestraintTargetable] = [],
        file: StaticString = #fileID, line: UInt = #line
    ) {
        super.init(root: view, subRestraints: subRestraints)
        if !items.isEmpty { addItems(items, file: file, line: line) }
    }

    /// Deactivates the constraints of `old` that `new` does not have, then
    /// activates those of `new` that `old` does not have, in one batch;
    /// constraints both have are left as they are. An activation error is
    /// reported and both restraints' constraints are left as they were.
    public static func activate(
        _ new: Restraint<View>, andDeactivate old: AnyRestraint,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        let incoming = new.totalConstraints(), outgoing = old.totalConstraints()
        let inNew = Set(incoming.map(ObjectIdentifier.init)), inOld = Set(outgoing.map(ObjectIdentifier.init))
        let leaving = outgoing.filter { !inNew.contains(ObjectIdentifier($0)) && $0.isActive }
        ConstraintBatch.deactivate(leaving)
        do {
            try ConstraintBatch.activate(incoming.filter { !inOld.contains(ObjectIdentifier($0)) })
        } catch {
            try? ConstraintBatch.activate(leaving)
            new.report(error)
            return
        }
        new.activeFlag = true
        old.activeFlag = false
        new.rootView?.setNeedsLayout()
        old.rootView?.setNeedsLayout()
    }
}
