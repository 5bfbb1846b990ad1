extension LayoutDocument {
    /// One constraint line: an ``Equation`` or a visual format (exactly one
    /// of the two), with an optional priority and identifier:
    /// `title.top == safe.top + 20 ~ 750 id "titleTop"`, `H:|-[a]-[b(==a)]-| ~ 500`.
    public struct Constraint: Codable, Sendable, Equatable {
        /// The equation, for an operator line.
        public var equation: Equation?
        /// The format, for a visual format line.
        public var visualFormat: String?
        /// The priority of every constraint the line makes (`~ 750`); for a
        /// visual format it replaces the format's own `@` priorities.
        public var priority: Double?
        /// The identifier of every constraint the line makes (`id "titleTop"`).
        public var identifier: String?
        /// Where the line's constraint starts.
        public var position: Position?

        /// An equation line.
        public init(equation: Equation, priority: Double? = nil, identifier: String? = nil, position: Position? = nil) {
            self.equation = equation
            self.priority = priority
            self.identifier = identifier
            self.position = position
        }

        /// A visual format line.
        public init(
            visualFormat: String, priority: Double? = nil, identifier: String? = nil,
            position: Position? = nil
        ) {
            self.visualFormat = visualFormat
            self.priority = priority
            self.identifier = identifier
            self.position = position
        }
    }

    /// `first relation second`, each side reduced to
    /// `multiplier * item.anchor + constant` as ConstraintBuilder reads it:
    /// `2 * a.width - 10 == b.width` is kept as written and solved for
    /// `a.width` when built.
    public struct Equation: Codable, Sendable, Equatable {
        /// The left side; it has an anchor.
        public var first: Expression
        /// `==`, `>=` or `<=`.
        public var relation: Relation
        /// The right side: an anchor, a number, or for `size` a size.
        public var second: Expression

        /// An equation.
        public init(first: Expression, relation: Relation, second: Expression) {
            self.first = first
            self.relation = relation
            self.second = second
        }
    }

    /// How the sides of an equation compare.
    public enum Relation: String, Codable, Sendable {
        /// `==`.
        case equal = "=="
        /// `>=` (also written `=>`).
        case greaterThanOrEqual = ">="
        /// `<=`.
        case lessThanOrEqual = "<="
    }

    /// One side: `multiplier * anchor + constant`, an edges composite grown
    /// by ``insets``, a number (no anchor), or a ``size`` for `size == 200 x 100`.
    public struct Expression: Codable, Sendable, Equatable {
        /// The anchor, or `nil` for a number or a size.
        public var anchor: AnchorReference?
        /// What the anchor is multiplied by.
        public var multiplier: Double
        /// What is added; a composite adds it to each of its attributes.
        public var constant: Double
        /// How far an edges composite grows outward at each edge
        /// (`+ insets(...)`; negative insets shrink it).
        public var insets: Insets?
        /// A width and height for the `size` composite.
        public var size: Size?

        /// A side.
        public init(
            anchor: AnchorReference? = nil, multiplier: Double = 1, constant: Double = 0,
            insets: Insets? = nil, size: Size? = nil
        ) {
            self.anchor = anchor
            self.multiplier = multiplier
            self.constant = constant
            self.insets = insets
            self.size = size
        }
    }

    /// `item.attribute`, or `item.guide.attribute` for a view's own guide:
    /// `title.top`, `root.safeArea.bottom` (`safe.bottom` for short),
    /// `card.margins.leading`.
    public struct AnchorReference: Codable, Sendable, Equatable {
        /// The view or guide's name (`root` for the root).
        public var item: String
        /// The item's own guide, if the anchor is on it.
        public var guide: OwnGuide?
        /// The anchor.
        public var attribute: Attribute
        /// Where the reference starts.
        public var position: Position?

        /// A reference.
        public init(item: String, guide: OwnGuide? = nil, attribute: Attribute, position: Position? = nil) {
            self.item = item
            self.guide = guide
            self.attribute = attribute
            self.position = position
        }
    }

    /// The guides a view has of its own.
    public enum OwnGuide: String, Codable, Sendable {
        /// The safe-area layout guide (`safeArea` or `safeAreaLayoutGuide`).
        case safeArea
        /// The layout-margins guide (`margins` or `layoutMarginsGuide`).
        case margins
        /// The readable content guide (`readable` or `readableContentGuide`).
        case readable
        /// A scroll view's content layout guide (`content` or `contentLayoutGuide`).
        case content
        /// A scroll view's frame layout guide (`frame` or `frameLayoutGuide`).
        case frame
    }

    /// The anchors of ConstraintBuilder, single and composite.
    public enum Attribute: String, Codable, Sendable, CaseIterable {
        /// Single anchors.
        case top, bottom, leading, trailing, left, right, centerX, centerY, width, height, firstBaseline, lastBaseline
        /// Composites: width and height; both centres; leading and trailing;
        /// top and bottom; all four edges.
        case size, centerXY, horizontalEdges, verticalEdges, edges
    }
}
