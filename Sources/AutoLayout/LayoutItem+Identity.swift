extension LayoutItem: Hashable {
    /// Whether two items are the same object: views and guides compare by
    /// identity, as UIKit's `NSObject`s do, so `contains`, `firstIndex(of:)`
    /// and `Set<LayoutView>` work as UIKit code expects.
    public static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
