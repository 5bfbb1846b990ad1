import AutoLayout

// The anchors of the Constraint Builder README, as operands of `==`, `>=`,
// `<=` and arithmetic. Named without `Anchor`, so the anchors API's
// `topAnchor` and this `top` live side by side.
extension LayoutItem {
    /// The top edge.
    public var top: AnchorExpression<LayoutYAxisAnchor> { AnchorExpression(self, .top) }
    /// The bottom edge.
    public var bottom: AnchorExpression<LayoutYAxisAnchor> { AnchorExpression(self, .bottom) }
    /// The leading edge.
    public var leading: AnchorExpression<TypedXAxisAnchor<XAxis.Directional>> { AnchorExpression(self, .leading) }
    /// The trailing edge.
    public var trailing: AnchorExpression<TypedXAxisAnchor<XAxis.Directional>> { AnchorExpression(self, .trailing) }
    /// The left edge.
    public var left: AnchorExpression<TypedXAxisAnchor<XAxis.Absolute>> { AnchorExpression(self, .left) }
    /// The right edge.
    public var right: AnchorExpression<TypedXAxisAnchor<XAxis.Absolute>> { AnchorExpression(self, .right) }
    /// The horizontal centre; it relates to edges of either kind.
    public var centerX: AnchorExpression<TypedXAxisAnchor<XAxis.Center>> { AnchorExpression(self, .centerX) }
    /// The vertical centre.
    public var centerY: AnchorExpression<LayoutYAxisAnchor> { AnchorExpression(self, .centerY) }
    /// The width.
    public var width: AnchorExpression<LayoutDimension> { AnchorExpression(self, .width) }
    /// The height.
    public var height: AnchorExpression<LayoutDimension> { AnchorExpression(self, .height) }

    /// Width and height together: `button.size == 100`.
    public var size: CompositeExpression<CompositeAnchor.Size> { CompositeExpression(self) }
    /// Both centres together: `view.centerXY == superview.centerXY`.
    public var centerXY: CompositeExpression<CompositeAnchor.Center> { CompositeExpression(self) }
    /// Leading and trailing together.
    public var horizontalEdges: CompositeExpression<CompositeAnchor.HorizontalEdges> { CompositeExpression(self) }
    /// Top and bottom together.
    public var verticalEdges: CompositeExpression<CompositeAnchor.VerticalEdges> { CompositeExpression(self) }
    /// Leading, trailing, top and bottom together: `view.edges == superview.edges`.
    public var edges: CompositeExpression<CompositeAnchor.Edges> { CompositeExpression(self) }
}

extension LayoutView {
    /// The baseline of the first line of text.
    public var firstBaseline: AnchorExpression<LayoutYAxisAnchor> { AnchorExpression(self, .firstBaseline) }
    /// The baseline of the last line of text.
    public var lastBaseline: AnchorExpression<LayoutYAxisAnchor> { AnchorExpression(self, .lastBaseline) }
}
