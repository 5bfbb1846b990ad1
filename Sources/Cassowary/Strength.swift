/// How much a constraint matters: `required`, or an optional strength made of
/// weights at priority levels.
///
/// Levels form a strict hierarchy, as the symbolic weights of the Cassowary
/// paper: no number of violations at a lower level is ever traded for a
/// violation at a higher level. Within a level, violations are weighed by a
/// positive weight. ``strong``, ``medium`` and ``weak`` are levels 3, 2 and 1;
/// any other non-negative level may be used, so a layout engine can give each
/// of its priorities a level of its own.
///
/// ```swift
/// let preferred = Strength(level: 2, weight: 1.25)!   // medium, weighed 1.25
/// let mixed = Strength.create(strong: 0, medium: 100, weak: 0)!
/// ```
public struct Strength: Sendable, Hashable {
    // Every strength but a mixture from `create` has one level, and every
    // constraint holds a strength: keeping that case to a level and a weight
    // makes a constraint a third smaller than holding a symbolic weight would.
    private enum Levels: Sendable, Hashable {
        case required
        case one(level: Int, weight: Double)
        indirect case several(SymbolicWeight)
    }

    private let levelStorage: Levels

    private init(_ levels: Levels) {
        levelStorage = levels
    }

    /// Must hold: the solver reports an error rather than violate it.
    public static let required = Strength(.required)
    /// Level 3, weight 1.
    public static let strong = Strength(.one(level: 3, weight: 1))
    /// Level 2, weight 1.
    public static let medium = Strength(.one(level: 2, weight: 1))
    /// Level 1, weight 1.
    public static let weak = Strength(.one(level: 1, weight: 1))

    /// Whether the constraint must hold exactly.
    public var isRequired: Bool {
        if case .required = levelStorage { return true }
        return false
    }

    /// The weights per level, highest level first; empty for `required`.
    var weight: SymbolicWeight {
        switch levelStorage {
        case .required: SymbolicWeight()
        case let .one(level, weight): SymbolicWeight(level: level, value: weight)
        case .several(let weight): weight
        }
    }

    /// The level and weight of a strength of one level; `nil` for `required`
    /// and for a mixture of levels.
    var singleLevel: (level: Int, weight: Double)? {
        if case let .one(level, weight) = levelStorage { (level, weight) } else { nil }
    }

    /// An optional strength at one level; `nil` when the level is negative or
    /// the weight is not a finite positive number.
    public init?(level: Int, weight: Double = 1) {
        guard level >= 0, weight.isFinite, weight > 0 else { return nil }
        self.init(.one(level: level, weight: weight))
    }

    /// An optional strength with a weight at each of the strong, medium and
    /// weak levels, all multiplied by `weight`; `nil` when any number is
    /// negative or not finite, when a product with `weight` leaves
    /// `Double`'s range, or when all are zero.
    public static func create(strong: Double, medium: Double, weak: Double, weight: Double = 1) -> Strength? {
        let parts = [(3, strong), (2, medium), (1, weak)]
        guard weight.isFinite, weight > 0,
            parts.allSatisfy({ $0.1.isFinite && $0.1 >= 0 }),
            parts.contains(where: { $0.1 > 0 })
        else { return nil }
        let present = parts.filter { $0.1 > 0 }
        // A product beyond Double's range, or below it, is no weight.
        guard present.allSatisfy({ ($0.1 * weight).isFinite && $0.1 * weight > 0 }) else { return nil }
        if present.count == 1 { return Strength(level: present[0].0, weight: present[0].1 * weight) }
        var total = SymbolicWeight()
        for (level, value) in present {
            total.add(SymbolicWeight(level: level, value: value), times: weight)
        }
        return Strength(.several(total))
    }

    /// The weights of this strength, highest level first; empty for `required`.
    public var levels: [(level: Int, weight: Double)] {
        weight.components.map { ($0.level, $0.value) }
    }
}

extension Strength: Comparable {
    /// Orders strengths as the solver does: `required` above all, then by the
    /// highest level, then by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired { return false }
        if rhs.isRequired { return true }
        return SymbolicWeight.compare(lhs.weight, 1, rhs.weight, 1) < 0
    }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, or the levels and weights.
    public var description: String {
        if isRequired { return "required" }
        switch self {
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default:
            return weight.components.map { "\(formatNumber($0.value))@\($0.level)" }.joined(separator: "+")
        }
    }
}
