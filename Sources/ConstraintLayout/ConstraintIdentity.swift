import AutoLayout
import Foundation
import LayoutBuilding

/// The user's call that made a statement, compared by the address of its
/// file's string and its line: one call site always gives the same
/// literal, and comparing addresses costs nothing where comparing file
/// names would make a string for every constraint of every re-evaluation.
struct CallSite: Hashable {
    let file: UInt
    let line: UInt

    init(file: StaticString, line: UInt) {
        self.file = file.hasPointerRepresentation ? UInt(bitPattern: file.utf8Start) : UInt(file.unicodeScalar.value)
        self.line = line
    }
}

/// What makes a constraint of one application the same as one of the
/// next, so it is kept and changed in place: the user's call, the items,
/// the attributes, the relation and the multiplier. Never the constant,
/// the priority or a description.
struct ConstraintIdentity: Hashable {
    let callSite: CallSite
    let firstItem: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let secondItem: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: CGFloat

    init(_ description: ConstraintDescription, madeAt callSite: CallSite) {
        self.callSite = callSite
        firstItem = ObjectIdentifier(description.firstItem)
        firstAttribute = description.firstAttribute
        relation = description.relation
        secondItem = description.secondItem.map(ObjectIdentifier.init)
        secondAttribute = description.secondAttribute
        multiplier = description.multiplier
    }
}
