import AutoLayout
import Foundation

/// `multiplier * item.composite + offsets`: what a composite anchor property
/// such as `view.edges` gives, and what arithmetic on it gives. Relating
/// two of the same shape makes one constraint per attribute of the shape.
///
/// Each attribute has its own constant: `+ EdgeInsets(...)` moves each
/// edge outward by its inset, `- EdgeInsets(...)` inward, and a number
/// moves every attribute the same way.
public struct CompositeExpression<Shape: CompositeShape> {
    let item: LayoutItem
    var multiplier: CGFloat = 1
    var offsets = Offsets()

    init(_ item: LayoutItem) {
        self.item = item
    }

    /// A constant per attribute; a centre or size shares its axis's edge slot.
    struct Offsets {
        var top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0

        subscript(attribute: LayoutAttribute) -> CGFloat {
            switch attribute {
            case .bottom: bottom
            case .trailing: trailing
            case .leading, .centerX, .width: leading
            default: top
            }
        }

        mutating func apply(_ body: (inout CGFloat) -> Void) {
            body(&top)
            body(&leading)
            body(&bottom)
            body(&trailing)
        }
    }
}

/// The shape of a composite anchor: the attributes it stands for, in the
/// order its relations make their constraints.
public protocol CompositeShape {
    /// The attributes, in the order of the constraints.
    static var attributes: [LayoutAttribute] { get }
}

/// A composite of edges, which `EdgeInsets` can grow or shrink, and which
/// can be inset from the superview by a number: `view.horizontalEdges == 10`.
public protocol EdgesShape: CompositeShape {}

/// The shapes of composite anchors.
public enum CompositeAnchor {
    /// `size`: height and width.
    public enum Size: CompositeShape {
        /// Height, then width.
        public static let attributes: [LayoutAttribute] = [.height, .width]
    }
    /// `centerXY`: both centres.
    public enum Center: CompositeShape {
        /// centerY, then centerX.
        public static let attributes: [LayoutAttribute] = [.centerY, .centerX]
    }
    /// `horizontalEdges`: leading and trailing.
    public enum HorizontalEdges: EdgesShape {
        /// Trailing, then leading.
        public static let attributes: [LayoutAttribute] = [.trailing, .leading]
    }
    /// `verticalEdges`: top and bottom.
    public enum VerticalEdges: EdgesShape {
        /// Top, then bottom.
        public static let attributes: [LayoutAttribute] = [.top, .bottom]
    }
    /// `edges`: leading, trailing, top and bottom.
    public enum Edges: EdgesShape {
        /// Trailing, leading, top, then bottom.
        public static let attributes: [LayoutAttribute] = [.trailing, .leading, .top, .bottom]
    }
}

extension CompositeExpression {
    /// Every attribute moved by `constant`.
    public static func + (lhs: Self, rhs: CGFloat) -> Self { lhs.adding(rhs) }
    /// Every attribute moved by `constant`.
    public static func + (lhs: CGFloat, rhs: Self) -> Self { rhs.adding(lhs) }
    /// Every attribute moved back by `constant`.
    public static func - (lhs: Self, rhs: CGFloat) -> Self { lhs.adding(-rhs) }
    /// The multiplier and the constants scaled: `button.size == button2.size * 2`.
    public static func * (lhs: Self, rhs: CGFloat) -> Self { lhs.scaled(by: rhs) }
    /// The multiplier and the constants scaled.
    public static func * (lhs: CGFloat, rhs: Self) -> Self { rhs.scaled(by: lhs) }
    /// The multiplier and the constants divided: `view3.size == view1.size / 2`.
    public static func / (lhs: Self, rhs: CGFloat) -> Self { lhs.scaled(by: 1 / rhs) }

    func adding(_ value: CGFloat) -> Self {
        var copy = self
        copy.offsets.apply { $0 += value }
        return copy
    }

    func scaled(by factor: CGFloat) -> Self {
        var copy = self
        copy.multiplier *= factor
        copy.offsets.apply { $0 *= factor }
        return copy
    }
}

extension CompositeExpression where Shape: EdgesShape {
    /// The edges moved outward by the insets (top and leading up and back,
    /// bottom and trailing down and on); an edge the shape lacks is ignored.
    public static func + (lhs: Self, rhs: EdgeInsets) -> Self { lhs.growing(by: rhs, sign: 1) }
    /// The edges moved inward by the insets.
    public static func - (lhs: Self, rhs: EdgeInsets) -> Self { lhs.growing(by: rhs, sign: -1) }

    func growing(by insets: EdgeInsets, sign: CGFloat) -> Self {
        var copy = self
        copy.offsets.top -= sign * insets.top
        copy.offsets.leading -= sign * insets.left
        copy.offsets.bottom += sign * insets.bottom
        copy.offsets.trailing += sign * insets.right
        return copy
    }
}
