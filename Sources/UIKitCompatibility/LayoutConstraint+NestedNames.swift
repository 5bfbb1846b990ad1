#if !canImport(UIKit)
extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`, as the item-and-attribute
    /// initializer and `firstAttribute` spell it.
    public typealias Attribute = LayoutAttribute

    /// UIKit's `NSLayoutConstraint.Relation`: `equal`, `lessThanOrEqual`,
    /// `greaterThanOrEqual`.
    public typealias Relation = LayoutRelation

    /// UIKit's `NSLayoutConstraint.Axis`, as content hugging and
    /// compression resistance take it.
    public typealias Axis = LayoutAxis
}
#endif
