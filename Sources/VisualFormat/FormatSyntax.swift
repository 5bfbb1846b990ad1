import AutoLayout

/// A parsed visual format string, before any name is looked up:
/// `H:|-[a(>=50)]-(8@750)-[b]-|`. Positions are byte offsets into the
/// format's UTF-8, so errors found later can still point at the text.
struct FormatSyntax: Equatable {
    /// `H:` (or none) is horizontal, `V:` vertical.
    var axis: LayoutAxis = .horizontal
    /// The views in order, at least one.
    var views: [ViewSyntax] = []
    /// The connection before each view but the first: `connections[i]` joins views `i` and `i + 1`.
    var connections: [ConnectionSyntax] = []
    /// The connection from a leading `|` to the first view, if the format starts with one.
    var leadingEdge: EdgeSyntax?
    /// The connection from the last view to a trailing `|`, if the format ends with one.
    var trailingEdge: EdgeSyntax?
}

/// `[name(predicates)]`.
struct ViewSyntax: Equatable {
    var name: String
    /// Where the name starts.
    var position: Int
    /// The size predicates, empty when the view has none.
    var predicates: [PredicateSyntax] = []
}

/// A `|` and its connection to the neighbouring view.
struct EdgeSyntax: Equatable {
    /// Where the `|` is.
    var position: Int
    var connection: ConnectionSyntax
}

/// What joins two neighbours.
enum ConnectionSyntax: Equatable {
    /// Nothing: `[a][b]`.
    case flush
    /// A lone dash: `[a]-[b]`, the standard spacing.
    case standard
    /// `-20-`, `-pad-` or `-(>=8,<=20@750)-`.
    case predicates([PredicateSyntax])
}

/// `(relation)? object (@priority)?`.
struct PredicateSyntax: Equatable {
    var relation: LayoutRelation = .equal
    var object: ValueSyntax
    var priority: ValueSyntax?
}

/// A number or a name, with where it starts.
struct ValueSyntax: Equatable {
    enum Kind: Equatable {
        case number(Double)
        /// A metric, or in a view's predicate possibly another view.
        case name(String)
    }

    var kind: Kind
    var position: Int
}
