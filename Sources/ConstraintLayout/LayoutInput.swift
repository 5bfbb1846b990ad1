import AutoLayout

/// A value a ``DeclarativeLayout``'s `layout` reads: assigning it
/// re-evaluates the layout at the next `layoutIfNeeded()` (or
/// ``DeclarativeLayout/applyLayout()``), once however many inputs changed,
/// and applies only the difference. Inputs declared in a superclass count too.
///
/// ```swift
/// @LayoutInput var showsBadge = false
/// ```
@propertyWrapper
public struct LayoutInput<Value> {
    var value: Value

    /// An input with its first value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The value, for an input outside a view (nothing to re-evaluate).
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The value of an input of a view; assigning marks the view's layout
    /// for re-evaluation once it is prepared.
    public static subscript<Host: LayoutView>(
        _enclosingInstance host: Host,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Host, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Host, LayoutInput<Value>>
    ) -> Value {
        get { host[keyPath: storageKeyPath].value }
        set {
            host[keyPath: storageKeyPath].value = newValue
            (host.attachment as? LayoutState)?.inputDidChange()
        }
    }
}

extension LayoutInput: Sendable where Value: Sendable {}
