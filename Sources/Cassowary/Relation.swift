/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, Hashable, CaseIterable {
    /// Left side equals right side.
    case equal
    /// Left side is at most the right side.
    case lessThanOrEqual
    /// Left side is at least the right side.
    case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
    /// The operator as written: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
