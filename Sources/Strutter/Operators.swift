import AutoLayout
import Foundation

/// Below arithmetic and comparison, so tuples and sums are built first.
precedencegroup StrutterPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// `a |=| b`: makes and activates `a == b`, returning the constraint.
infix operator |=| : StrutterPrecedence
/// `a |>=| b`: makes and activates `a >= b`, returning the constraint.
infix operator |>=| : StrutterPrecedence
/// `a |<=| b`: makes and activates `a <= b`, returning the constraint.
infix operator |<=| : StrutterPrecedence
