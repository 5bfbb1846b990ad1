extension LayoutConstraint: Hashable {
    /// Whether two constraints are the same object, as UIKit's
    /// `NSLayoutConstraint`s compare: two constraints alike in every term are
    /// still two constraints.
    public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
