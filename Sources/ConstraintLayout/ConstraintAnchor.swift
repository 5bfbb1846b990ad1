import AutoLayout

/// The kinds of ``ConstraintAnchor`` besides the horizontal ones of
/// `XAxis`: anchors relate only to anchors of their own kind, so a
/// constraint across axes, or from a position to a size, does not compile.
public enum AnchorKind {
    /// Top, bottom, vertical centre and baselines.
    public enum Vertical {}
    /// Width and height.
    public enum Dimension {}
    /// Several attributes at once: `edges`, `size`, `top.leading`, ...
    public enum Composite {}
}

/// One or more attributes of an inserted view, to relate with
/// `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`,
/// `equalToSuperview()` and the rest, as in SnapKit.
///
/// ```swift
/// badge.top.leading.equalToSuperview().inset(8)
/// badge.width.equalTo(icon).multipliedBy(0.5)
/// ```
public struct ConstraintAnchor<Kind> {
    let view: LayoutItem
    let attributes: AttributeList

    init(_ view: LayoutItem, _ attributes: AttributeList) {
        self.view = view
        self.attributes = attributes
    }

    /// Up to four attributes, the most an inserted view's anchor starts with.
    init(
        _ view: LayoutItem, _ first: LayoutAttribute, _ second: LayoutAttribute? = nil,
        _ third: LayoutAttribute? = nil, _ fourth: LayoutAttribute? = nil
    ) {
        var attributes = AttributeList(first)
        if let second { attributes = attributes.adding(second) }
        if let third { attributes = attributes.adding(third) }
        if let fourth { attributes = attributes.adding(fourth) }
        self.init(view, attributes)
    }

    func adding(_ attribute: LayoutAttribute) -> ConstraintAnchor<AnchorKind.Composite> {
        ConstraintAnchor<AnchorKind.Composite>(view, attributes.adding(attribute))
    }
}

extension InsertedView {
    /// The leading edge.
    public var leading: ConstraintAnchor<XAxis.Directional> { ConstraintAnchor(view, .leading) }
    /// The trailing edge.
    public var trailing: ConstraintAnchor<XAxis.Directional> { ConstraintAnchor(view, .trailing) }
    /// The left edge.
    public var left: ConstraintAnchor<XAxis.Absolute> { ConstraintAnchor(view, .left) }
    /// The right edge.
    public var right: ConstraintAnchor<XAxis.Absolute> { ConstraintAnchor(view, .right) }
    /// The horizontal centre.
    public var centerX: ConstraintAnchor<XAxis.Center> { ConstraintAnchor(view, .centerX) }
    /// The top edge.
    public var top: ConstraintAnchor<AnchorKind.Vertical> { ConstraintAnchor(view, .top) }
    /// The bottom edge.
    public var bottom: ConstraintAnchor<AnchorKind.Vertical> { ConstraintAnchor(view, .bottom) }
    /// The vertical centre.
    public var centerY: ConstraintAnchor<AnchorKind.Vertical> { ConstraintAnchor(view, .centerY) }
    /// The baseline of the first line of text (the top for views without text).
    public var firstBaseline: ConstraintAnchor<AnchorKind.Vertical> { ConstraintAnchor(view, .firstBaseline) }
    /// The baseline of the last line of text (the bottom for views without text).
    public var lastBaseline: ConstraintAnchor<AnchorKind.Vertical> { ConstraintAnchor(view, .lastBaseline) }
    /// The width.
    public var width: ConstraintAnchor<AnchorKind.Dimension> { ConstraintAnchor(view, .width) }
    /// The height.
    public var height: ConstraintAnchor<AnchorKind.Dimension> { ConstraintAnchor(view, .height) }

    /// Top, left, bottom and right, as SnapKit's `edges` (`directionalEdges` follows the layout direction).
    public var edges: ConstraintAnchor<AnchorKind.Composite> { ConstraintAnchor(view, .top, .left, .bottom, .right) }
    /// Left and right.
    public var horizontalEdges: ConstraintAnchor<AnchorKind.Composite> { ConstraintAnchor(view, .left, .right) }
    /// Top and bottom.
    public var verticalEdges: ConstraintAnchor<AnchorKind.Composite> { ConstraintAnchor(view, .top, .bottom) }
    /// Top, leading, bottom and trailing.
    public var directionalEdges: ConstraintAnchor<AnchorKind.Composite> {
        ConstraintAnchor(view, .top, .leading, .bottom, .trailing)
    }
    /// Leading and trailing.
    public var directionalHorizontalEdges: ConstraintAnchor<AnchorKind.Composite> {
        ConstraintAnchor(view, .leading, .trailing)
    }
    /// Width and height.
    public var size: ConstraintAnchor<AnchorKind.Composite> { ConstraintAnchor(view, .width, .height) }
    /// Both centres.
    public var center: ConstraintAnchor<AnchorKind.Composite> { ConstraintAnchor(view, .centerX, .centerY) }
    /// The view's own margins: left, top, right and bottom inside its layout margins.
    public var margins: ConstraintAnchor<AnchorKind.Composite> {
        ConstraintAnchor(view, .leftMargin, .topMargin, .rightMargin, .bottomMargin)
    }
}

extension ConstraintAnchor {
    /// These attributes and the leading edge.
    public var leading: ConstraintAnchor<AnchorKind.Composite> { adding(.leading) }
    /// These attributes and the trailing edge.
    public var trailing: ConstraintAnchor<AnchorKind.Composite> { adding(.trailing) }
    /// These attributes and the left edge.
    public var left: ConstraintAnchor<AnchorKind.Composite> { adding(.left) }
    /// These attributes and the right edge.
    public var right: ConstraintAnchor<AnchorKind.Composite> { adding(.right) }
    /// These attributes and the top edge.
    public var top: ConstraintAnchor<AnchorKind.Composite> { adding(.top) }
    /// These attributes and the bottom edge.
    public var bottom: ConstraintAnchor<AnchorKind.Composite> { adding(.bottom) }
    /// These attributes and the horizontal centre.
    public var centerX: ConstraintAnchor<AnchorKind.Composite> { adding(.centerX) }
    /// These attributes and the vertical centre.
    public var centerY: ConstraintAnchor<AnchorKind.Composite> { adding(.centerY) }
    /// These attributes and the width.
    public var width: ConstraintAnchor<AnchorKind.Composite> { adding(.width) }
    /// These attributes and the height.
    public var height: ConstraintAnchor<AnchorKind.Composite> { adding(.height) }
}
