import AutoLayout
import Foundation
import LayoutBuilding

/// The constraints one building call describes, and the first thing
/// wrong with the call; a call with an error adds nothing.
struct ConstraintDraft {
    let location: SourceLocation
    var descriptions: [ConstraintDescription] = []
    var error: LayoutError?

    init(location: SourceLocation) {
        self.location = location
    }

    /// Makes room for `count` more descriptions, so a long chain grows its list once.
    mutating func reserve(_ count: Int) {
        descriptions.reserveCapacity(descriptions.count + count)
    }

    mutating func fail(_ reason: String) {
        if error == nil { error = .invalidLayout(reason: reason, location: location) }
    }

    /// The item a targetable stands for, or an error for a type this front end does not know.
    mutating func target(_ targetable: RestraintTargetable) -> Target? {
        guard let target = Target(targetable) else {
            fail("\(type(of: targetable)) is not a view, a layout guide or a proxy")
            return nil
        }
        return target
    }

    /// `first.firstAttribute relation multiplier * second.secondAttribute + constant`,
    /// each attribute through the item's proxy.
    mutating func add(
        _ first: Target, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: Target?, _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: LayoutPriority = .required, identifier: String? = nil
    ) {
        descriptions.append(
            ConstraintDescription(
                first.item, first.attribute(firstAttribute), relation, second?.item,
                second.map { $0.attribute(secondAttribute) } ?? .notAnAttribute,
                multiplier: multiplier, constant: constant, priority: priority, identifier: identifier,
                location: location))
    }

    /// `item` aligned to `target` by `alignment`.
    mutating func align(_ item: Target, _ alignment: Alignment, to target: Target) {
        let side = alignment.side
        add(
            item, side.attribute, side.relation, target, side.attribute, constant: alignment.constant ?? 0,
            priority: alignment.layoutPriority ?? .required, identifier: alignment.identifier)
    }
}

extension AnyRestraint {
    /// Runs a building call: describes its constraints, checks the call
    /// and its identifiers, then makes the constraints (inactive) and
    /// keeps them. A call with an error is reported and adds nothing.
    func build(_ file: StaticString, _ line: UInt, _ describe: (inout ConstraintDraft, LayoutView) -> Void) -> Self {
        var draft = ConstraintDraft(location: SourceLocation(file: file, line: line))
        guard let root = rootView else {
            report(rootGone(draft.location))
            return self
        }
        describe(&draft, root)
        var seen = Set<String>()
        for description in draft.descriptions {
            guard let identifier = description.identifier else { continue }
            if identified[identifier] != nil || !seen.insert(identifier).inserted {
                draft.fail("the identifier '\(identifier)' is already used in this Restraint")
            }
        }
        if let error = draft.error {
            report(error)
            return self
        }
        constraints.reserveCapacity(constraints.count + draft.descriptions.count)
        for description in draft.descriptions {
            let constraint = description.makeConstraint()
            constraints.append(constraint)
            if let identifier = description.identifier { identified[identifier] = constraint }
        }
        return self
    }
}
