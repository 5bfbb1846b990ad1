import AutoLayout

/// A view whose top, bottom, leading or trailing stands for another
/// anchor of the same view, so any ``Restraint`` call can use it:
///
/// ```swift
/// // icon's centre sits on the guide's top
/// restraint.alignItems([icon.proxy.top(is: .centerY)], to: [.top], of: guide)
/// ```
///
/// Adding a proxy as an item adds its view.
public final class RestraintProxy: RestraintTargetable {
    /// A vertical anchor a proxy's top or bottom can stand for.
    public enum YAnchor: Sendable, Hashable {
        /// The view's top.
        case top
        /// The view's vertical centre.
        case centerY
        /// The view's bottom.
        case bottom
        /// The baseline of the view's first line of text.
        case firstBaseline
        /// The baseline of the view's last line of text.
        case lastBaseline
    }

    /// A horizontal anchor a proxy's leading or trailing edge can stand for.
    public enum XAnchor: Sendable, Hashable {
        /// The view's leading edge.
        case leading
        /// The view's horizontal centre.
        case centerX
        /// The view's trailing edge.
        case trailing
    }

    /// The view the proxy stands for.
    public let view: LayoutView
    private var replacements: [LayoutAttribute: LayoutAttribute] = [:]

    /// A proxy whose anchors are the view's own.
    public init(view: LayoutView) {
        self.view = view
    }

    /// The view's attribute that `attribute` stands for: `.centerY` for
    /// `.top` after `top(is: .centerY)`, otherwise `attribute` itself.
    public func attribute(for attribute: LayoutAttribute) -> LayoutAttribute {
        replacements[attribute] ?? attribute
    }

    /// Lets the proxy's top stand for another vertical anchor of the view.
    @discardableResult
    public func top(is anchor: YAnchor) -> RestraintProxy { replace(.top, with: anchor.attribute) }

    /// Lets the proxy's bottom stand for another vertical anchor of the view.
    @discardableResult
    public func bottom(is anchor: YAnchor) -> RestraintProxy { replace(.bottom, with: anchor.attribute) }

    /// Lets the proxy's leading edge stand for another horizontal anchor of the view.
    @discardableResult
    public func leading(is anchor: XAnchor) -> RestraintProxy { replace(.leading, with: anchor.attribute) }

    /// Lets the proxy's trailing edge stand for another horizontal anchor of the view.
    @discardableResult
    public func trailing(is anchor: XAnchor) -> RestraintProxy { replace(.trailing, with: anchor.attribute) }

    private func replace(_ attribute: LayoutAttribute, with replacement: LayoutAttribute) -> RestraintProxy {
        replacements[attribute] = replacement
        return self
    }
}

extension RestraintProxy.YAnchor {
    var attribute: LayoutAttribute {
        switch self {
        case .top: .top
        case .centerY: .centerY
        case .bottom: .bottom
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }
}

extension RestraintProxy.XAnchor {
    var attribute: LayoutAttribute {
        switch self {
        case .leading: .leading
        case .centerX: .centerX
        case .trailing: .trailing
        }
    }
}

extension LayoutView {
    /// A new proxy for this view (see ``RestraintProxy``).
    public var proxy: RestraintProxy { RestraintProxy(view: self) }
}
