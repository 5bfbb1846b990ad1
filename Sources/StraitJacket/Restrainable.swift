import AutoLayout
import Foundation

/// Anything a chain can list: an item (a view, a layout guide, a proxy)
/// or the ``Space`` between two items.
public protocol Restrainable {}

/// Something a ``Restraint`` can add and constrain: every `LayoutView`
/// and `LayoutGuide`, and a ``RestraintProxy`` standing for a view.
public protocol RestraintTargetable: Restrainable, AnyObject {}

extension LayoutItem: RestraintTargetable {}

/// An item resolved for building: the layout item and the attribute each
/// side of it stands for (a proxy may put a view's centre in place of its top).
struct Target {
    let item: LayoutItem
    let proxy: RestraintProxy?

    init(item: LayoutItem) {
        self.item = item
        self.proxy = nil
    }

    init(proxy: RestraintProxy) {
        self.item = proxy.view
        self.proxy = proxy
    }

    /// The item a targetable is, or `nil` for a type this front end does not know.
    init?(_ targetable: RestraintTargetable) {
        self.init(element: targetable)
    }

    /// The item a chain element is, or `nil` for a space or an unknown
    /// type. Casts to the two classes first: a cast to a protocol looks
    /// the conformance up, which costs more than the rest of a chain link.
    init?(element: Restrainable) {
        if let item = element as? LayoutItem {
            self.init(item: item)
        } else if let proxy = element as? RestraintProxy {
            self.init(proxy: proxy)
        } else {
            return nil
        }
    }

    /// The attribute of the item that `attribute` stands for.
    func attribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        proxy?.attribute(for: attribute) ?? attribute
    }
}
