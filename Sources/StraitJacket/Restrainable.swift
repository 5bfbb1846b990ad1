import AutoLayout
import Foundation

/// Anything a chain can list: an item (a view, a layout guide, a proxy)
/// or the ``Space`` between two items.
public protocol Restrainable {}

/// Something a ``Restraint`` can add and constrain: every ``LayoutView``
/// and ``LayoutGuide``, and a ``RestraintProxy`` standing for a view.
public protocol RestraintTargetable: Restrainable, AnyObject {}

extension LayoutItem: RestraintTargetable {}

/// An item resolved for building: the layout item and the attribute each
/// side of it stands for (a proxy may put a view's centre in place of its top).
struct Target {
    let item: LayoutItem
    let proxy: RestraintProxy?

    init?(_ targetable: RestraintTargetable) {
        if let item = targetable as? LayoutItem {
            self.item = item
            self.proxy = nil
        } else if let proxy = targetable as? RestraintProxy {
            self.item = proxy.view
            self.proxy = proxy
        } else {
            return nil
        }
    }

    /// The attribute of the item that `attribute` stands for.
    func attribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        proxy?.attribute(for: attribute) ?? attribute
    }
}
