extension LayoutItem {
    /// The leading edge: left in left-to-right layout, right in right-to-left.
    public var leadingAnchor: LayoutXAxisAnchor<XAxis.Directional> { .init(item: self, attribute: .leading) }
    /// The trailing edge: right in left-to-right layout, left in right-to-left.
    public var trailingAnchor: LayoutXAxisAnchor<XAxis.Directional> { .init(item: self, attribute: .trailing) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: LayoutXAxisAnchor<XAxis.Absolute> { .init(item: self, attribute: .left) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: LayoutXAxisAnchor<XAxis.Absolute> { .init(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor<XAxis.Center> { .init(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { .init(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { .init(item: self, attribute: .height) }
}

extension LayoutView {
    /// The baseline of the first line of text; a view without text uses its bottom.
    public var firstBaselineAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text; a view without text uses its bottom.
    public var lastBaselineAnchor: LayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }
}
