/// A coefficient of the objective: one real number per strength level,
/// compared lexicographically from the highest level down (the paper's
/// symbolic weights). Stored sparsely, highest level first, so the common
/// single-level weight is one component.
struct SymbolicWeight: Sendable, Hashable {
    struct Component: Sendable, Hashable {
        var level: Int
        var value: Double
    }

    private(set) var components: [Component] = []

    init() {}

    init(level: Int, value: Double) {
        components = [Component(level: level, value: value)]
    }

    var isZero: Bool { components.isEmpty }

    /// The sign of the highest level that is not zero.
    var sign: Int {
        guard let first = components.first else { return 0 }
        return first.value < 0 ? -1 : 1
    }

    /// Adds `other * factor`, dropping components that cancel to (near) zero.
    mutating func add(_ other: SymbolicWeight, times factor: Double) {
        var merged: [Component] = []
        merged.reserveCapacity(components.count + other.components.count)
        var i = 0, j = 0
        while i < components.count || j < other.components.count {
            if j == other.components.count || (i < components.count && components[i].level > other.components[j].level) {
                merged.append(components[i])
                i += 1
            } else if i == components.count || other.components[j].level > components[i].level {
                merged.append(Component(level: other.components[j].level, value: other.components[j].value * factor))
                j += 1
            } else {
                let sum = components[i].value + other.components[j].value * factor
                if abs(sum) > Tolerance.weight {
                    merged.append(Component(level: components[i].level, value: sum))
                }
                i += 1
                j += 1
            }
        }
        components = merged
    }

    /// Compares `a / x` with `b / y` for positive `x` and `y`: -1, 0 or 1.
    static func compare(_ a: SymbolicWeight, _ x: Double, _ b: SymbolicWeight, _ y: Double) -> Int {
        var i = 0, j = 0
        while i < a.components.count || j < b.components.count {
            let levelA = i < a.components.count ? a.components[i].level : Int.min
            let levelB = j < b.components.count ? b.components[j].level : Int.min
            let level = max(levelA, levelB)
            let valueA = levelA == level ? a.components[i].value * y : 0
            let valueB = levelB == level ? b.components[j].value * x : 0
            if levelA == level { i += 1 }
            if levelB == level { j += 1 }
            let difference = valueA - valueB
            if abs(difference) > Tolerance.weight * max(1, abs(valueA), abs(valueB)) {
                return difference < 0 ? -1 : 1
            }
        }
        return 0
    }
}

extension SymbolicWeight: CustomStringConvertible {
    var description: String {
        if components.isEmpty { return "0" }
        return components.map { "\(formatNumber($0.value))@\($0.level)" }.joined(separator: " ")
    }
}
