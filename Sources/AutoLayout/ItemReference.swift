/// A reference to a view or guide that neither keeps it alive nor dangles:
/// the item points its reference at itself while it lives and clears it as
/// it goes away.
///
/// Anchors, the engine's tables of moved items and front ends hold their item through
/// the item's one reference instead of a `weak` reference. A weak reference
/// gives its object a side table, and from then on every retain and release
/// of the object takes a slow path; views are retained and released all
/// through a layout pass, so that would cost more than anything else in it.
package final class ItemReference {
    /// Set by the item when it is made and cleared when its `deinit` begins,
    /// so it is never read once the item is gone.
    @exclusivity(unchecked) package internal(set) unowned(unsafe) var item: LayoutItem?
}
