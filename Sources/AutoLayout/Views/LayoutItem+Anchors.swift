// Anchors are made on first use and kept by their item, as UIKit does:
// asking twice gives the same anchor, and the constraints of an item
// share its anchors instead of each holding copies.
extension LayoutItem {
    /// The leading edge: left in left-to-right layout, right in right-to-left.
    public var leadingAnchor: TypedXAxisAnchor<XAxis.Directional> { anchors.anchor(.leading, of: self) }
    /// The trailing edge: right in left-to-right layout, left in right-to-left.
    public var trailingAnchor: TypedXAxisAnchor<XAxis.Directional> { anchors.anchor(.trailing, of: self) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: TypedXAxisAnchor<XAxis.Absolute> { anchors.anchor(.left, of: self) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: TypedXAxisAnchor<XAxis.Absolute> { anchors.anchor(.right, of: self) }
    /// The horizontal centre.
    public var centerXAnchor: TypedXAxisAnchor<XAxis.Center> { anchors.anchor(.centerX, of: self) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { anchors.anchor(.top, of: self) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { anchors.anchor(.bottom, of: self) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { anchors.anchor(.centerY, of: self) }
    /// The width.
    public var widthAnchor: LayoutDimension { anchors.anchor(.width, of: self) }
    /// The height.
    public var heightAnchor: LayoutDimension { anchors.anchor(.height, of: self) }
}

extension LayoutView {
    /// The baseline of the first line of text; a view without text uses its bottom.
    public var firstBaselineAnchor: LayoutYAxisAnchor { anchors.anchor(.firstBaseline, of: self) }
    /// The baseline of the last line of text; a view without text uses its bottom.
    public var lastBaselineAnchor: LayoutYAxisAnchor { anchors.anchor(.lastBaseline, of: self) }
}

extension LayoutItem {
    /// The item's anchor for an attribute: the one its anchor property
    /// gives, or for an attribute without one (a margin) a new anchor.
    func anchor(for attribute: LayoutAttribute) -> LayoutAnchor {
        switch attribute {
        case .leading: leadingAnchor
        case .trailing: trailingAnchor
        case .left: leftAnchor
        case .right: rightAnchor
        case .centerX: centerXAnchor
        case .top: topAnchor
        case .bottom: bottomAnchor
        case .centerY: centerYAnchor
        case .width: widthAnchor
        case .height: heightAnchor
        case .firstBaseline:
            (self as? LayoutView)?.firstBaselineAnchor ?? LayoutAnchor(item: self, attribute: attribute)
        case .lastBaseline: (self as? LayoutView)?.lastBaselineAnchor ?? LayoutAnchor(item: self, attribute: attribute)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            LayoutAnchor(item: self, attribute: attribute)
        }
    }

    /// Whether the item keeps its anchor for `attribute`, so that
    /// `anchor(for:)` gives the same one each time.
    func keepsAnchor(for attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .leading, .trailing, .left, .right, .centerX, .top, .bottom, .centerY, .width, .height: true
        case .firstBaseline, .lastBaseline: self is LayoutView
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            false
        }
    }
}
