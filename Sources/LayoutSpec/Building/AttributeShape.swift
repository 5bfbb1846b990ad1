import AutoLayout

extension LayoutDocument.Attribute {
    /// The engine's attributes of this anchor, in the order ConstraintBuilder
    /// makes a composite's constraints: `size` is height then width,
    /// `centerXY` centerY then centerX, `horizontalEdges` trailing then
    /// leading, `edges` trailing, leading, top, bottom.
    var layoutAttributes: [LayoutAttribute] {
        switch self {
        case .top: [.top]
        case .bottom: [.bottom]
        case .leading: [.leading]
        case .trailing: [.trailing]
        case .left: [.left]
        case .right: [.right]
        case .centerX: [.centerX]
        case .centerY: [.centerY]
        case .width: [.width]
        case .height: [.height]
        case .firstBaseline: [.firstBaseline]
        case .lastBaseline: [.lastBaseline]
        case .size: [.height, .width]
        case .centerXY: [.centerY, .centerX]
        case .horizontalEdges: [.trailing, .leading]
        case .verticalEdges: [.top, .bottom]
        case .edges: [.trailing, .leading, .top, .bottom]
        }
    }

    var isComposite: Bool { layoutAttributes.count > 1 }

    /// Whether insets can grow it, and a number inset it from the superview.
    var isEdges: Bool { self == .edges || self == .horizontalEdges || self == .verticalEdges }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// What kind of anchor it is, for the rules of which anchors relate:
    /// sizes to sizes, vertical positions to vertical positions, and
    /// horizontal positions to each other except leading or trailing to
    /// left or right (a centre relates to both).
    var family: Family {
        switch self {
        case .width, .height, .size: .size
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .verticalEdges: .vertical
        case .leading, .trailing, .horizontalEdges: .directional
        case .left, .right: .absolute
        case .centerX: .center
        case .centerXY, .edges: .composite
        }
    }

    enum Family {
        case size, vertical, directional, absolute, center, composite
    }
}

extension LayoutDocument.AnchorReference {
    /// `title.top`, `root.safeArea.top`, as written in the file.
    var text: String {
        [item, guide?.rawValue, attribute.rawValue].compactMap { $0 }.joined(separator: ".")
    }
}

extension LayoutDocument.Expression {
    /// What this side adds to `attribute` of its composite: the constant,
    /// and for an edge the inset that grows it outward (top and leading
    /// move back, bottom and trailing on), as ConstraintBuilder's
    /// `+ EdgeInsets(...)` does.
    func offset(for attribute: LayoutAttribute) -> Double {
        guard let insets else { return constant }
        switch attribute {
        case .top: return constant - insets.top
        case .bottom: return constant + insets.bottom
        case .leading: return constant - insets.left
        case .trailing: return constant + insets.right
        default: return constant
        }
    }
}
