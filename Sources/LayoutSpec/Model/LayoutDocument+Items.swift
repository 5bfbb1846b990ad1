extension LayoutDocument {
    /// The root view's settings: `root size: 390 x 844, scale: 3, direction: rightToLeft,
    /// safeArea: insets(top: 47, bottom: 34)`.
    public struct Root: Codable, Sendable, Equatable {
        /// The root's width in points (390 unless the file says).
        public var width: Double
        /// The root's height in points (844 unless the file says).
        public var height: Double
        /// Pixels per point, which frames round to (1 unless the file says).
        public var scale: Double
        /// Which way leading and trailing run.
        public var direction: Direction
        /// The root's safe-area insets (none unless the file says).
        public var safeArea: Insets
        /// The root's layout margins, or UIKit's 8 on each side when `nil`.
        public var margins: Insets?
        /// Where the `root` line is, if the file has one.
        public var position: Position?

        /// Root settings; the defaults are a 390 x 844 screen at scale 1.
        public init(
            width: Double = 390, height: Double = 844, scale: Double = 1, direction: Direction = .leftToRight,
            safeArea: Insets = Insets(), margins: Insets? = nil, position: Position? = nil
        ) {
            self.width = width
            self.height = height
            self.scale = scale
            self.direction = direction
            self.safeArea = safeArea
            self.margins = margins
            self.position = position
        }
    }

    /// The layout direction of the root.
    public enum Direction: String, Codable, Sendable {
        /// Leading is left.
        case leftToRight
        /// Leading is right.
        case rightToLeft
    }

    /// A view or layout guide: `label title "Welcome" font: bold 30, lines: 2`,
    /// `view card intrinsic: 100 x none {`, `guide column`.
    public struct Item: Codable, Sendable, Equatable {
        /// What the item is.
        public var kind: Kind
        /// Its name, unique in the file: constraints use it, and it becomes
        /// the view's or guide's identifier.
        public var name: String
        /// A label's text, a button's title or a text field's placeholder.
        public var text: String?
        /// The font of a label, button or text field.
        public var font: Font?
        /// The most lines of a label (0: as many as the text needs).
        public var lines: Int?
        /// A plain view's intrinsic content size.
        public var intrinsicSize: Size?
        /// An image view's image size, in points.
        public var imageSize: Size?
        /// A stack view's arrangement (its subviews are its arranged views).
        public var stack: Stack?
        /// The view's layout margins (UIKit's 8 on each side when `nil`).
        public var margins: Insets?
        /// The subviews and guides, in order.
        public var children: [Item]
        /// Where the item's line starts.
        public var position: Position?

        /// An item.
        public init(
            kind: Kind, name: String, text: String? = nil, font: Font? = nil, lines: Int? = nil,
            intrinsicSize: Size? = nil, imageSize: Size? = nil, margins: Insets? = nil, children: [Item] = [],
            position: Position? = nil
        ) {
            self.kind = kind
            self.name = name
            self.text = text
            self.font = font
            self.lines = lines
            self.intrinsicSize = intrinsicSize
            self.imageSize = imageSize
            self.stack = nil
            self.margins = margins
            self.children = children
            self.position = position
        }

        /// The kinds of item, by the keyword that starts their line.
        public enum Kind: String, Codable, Sendable, CaseIterable {
            /// A plain `LayoutView`, optionally with an intrinsic size.
            case view
            /// A `Label`: text, font, lines.
            case label
            /// A `Button`: title and font.
            case button
            /// A `TextField`: placeholder and font.
            case field
            /// A `LayoutGuide` owned by the enclosing view.
            case guide
            /// A `ScrollView`: its subviews are its content, placed by
            /// constraints to `name.content` and `name.frame`.
            case scroll
            /// An `ImageView` showing an image of a size: `image avatar size: 60 x 60`.
            case image
            /// A `StackView` whose subviews are its arranged views, in order:
            /// `stack form axis: vertical, spacing: 8, alignment: fill {`.
            case stack
        }
    }

    /// A font: `font: 17` or `font: bold 17`.
    public struct Font: Codable, Sendable, Equatable {
        /// The point size.
        public var size: Double
        /// Whether it is the bold system font.
        public var bold: Bool

        /// A font.
        public init(size: Double, bold: Bool = false) {
            self.size = size
            self.bold = bold
        }
    }

    /// A size, `200 x 100`; as an intrinsic size either side may be `none`
    /// (`nil`: no intrinsic size on that axis).
    public struct Size: Codable, Sendable, Equatable {
        /// The width, or `nil` for none.
        public var width: Double?
        /// The height, or `nil` for none.
        public var height: Double?

        /// A size.
        public init(width: Double?, height: Double?) {
            self.width = width
            self.height = height
        }
    }

    /// Insets from the four edges: `insets(top: 47, bottom: 34)` or `insets(10)`.
    public struct Insets: Codable, Sendable, Equatable {
        /// From the top edge.
        public var top: Double
        /// From the left edge.
        public var left: Double
        /// From the bottom edge.
        public var bottom: Double
        /// From the right edge.
        public var right: Double

        /// Insets; each edge 0 unless given.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }
}

extension LayoutDocument {
    /// How a stack view arranges its views, by UIKit's names for the
    /// `UIStackView` properties: `axis`, `distribution`, `alignment`, `spacing`.
    public struct Stack: Codable, Sendable, Equatable {
        /// `horizontal` (the default) or `vertical`.
        public var axis: String
        /// `fill` (the default), `fillEqually`, `fillProportionally`, `equalSpacing` or `equalCentering`.
        public var distribution: String
        /// `fill` (the default), `leading`, `top`, `firstBaseline`, `center`, `trailing`, `bottom` or `lastBaseline`.
        public var alignment: String
        /// The space between arranged views (0 unless the file says).
        public var spacing: Double

        /// A stack's settings; the defaults are UIKit's.
        public init(
            axis: String = "horizontal", distribution: String = "fill", alignment: String = "fill",
            spacing: Double = 0
        ) {
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
        }

        /// The words each setting takes, in the order messages list them.
        static let axes = ["horizontal", "vertical"]
        static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        static let alignments = [
            "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline",
        ]
    }
}
