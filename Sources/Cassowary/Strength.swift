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
    /// The weights per level, highest level first; empty for `required`.
    let weight: SymbolicWeight
    /// Whether the constraint must hold exactly.
    public let isRequired: Bool

    private init(weight: SymbolicWeight, isRequired: Bool) {
        self.weight = weight
        self.isRequired = isRequired
    }

    /// Must hold: the solver reports an error rather than violate it.
    public static let required = Strength(weight: SymbolicWeight(), isRequired: true)
    /// Level 3, weight 1.
    public static let strong = Strength(weight: SymbolicWeight(level: 3, value: 1), isRequired: false)
    /// Level 2, weight 1.
    public static let medium = Strength(weight: SymbolicWeight(level: 2, value: 1), isRequired: false)
    /// Level 1, weight 1.
    public static let weak = Strength(weight: SymbolicWeight(level: 1, value: 1), isRequired: false)

    /// An optional strength at one level; `nil` when the level is negative or
    /// the weight is not a finite positive number.
    public init?(level: Int, weight: Double = 1) {
        guard level >= 0, weight.isFinite, weight > 0 else { return nil }
        self.init(weight: SymbolicWeight(level: level, value: weight), isRequired: false)
    }

    /// An optional strength with a weight at each of the strong, medium and
    /// weak levels, all multiplied by `weight`; `nil` when any number is
    /// negative or not finite, or when all are zero.
    public static func create(strong: Double, medium: Double, weak: Double, weight: Double = 1) -> Strength? {
        let parts = [(3, strong), (2, medium), (1, weak)]
        guard weight.isFinite, weight > 0,
              parts.allSatisfy({ $0.1.isFinite && $0.1 >= 0 }),
              parts.contains(where: { $0.1 > 0 }) else { return nil }
        var total = SymbolicWeight()
        for (level, value) in parts where value > 0 {
            total.add(SymbolicWeight(level: level, value: value), times: weight)
        }
        return Strength(weight: total, isRequired: false)
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
