/// A coefficient of the objective: one real number per strength level,
/// compared lexicographically from the highest level down (the paper's
/// symbolic weights). Most coefficients live at a single level, so that
/// case is stored inline; more levels spill into an array, highest first.
struct SymbolicWeight: Sendable, Hashable {
    struct Component: Sendable, Hashable {
        var level: Int
        var value: Double
    }

    private enum Storage: Sendable, Hashable {
        case zero
        case single(Component)
        case several([Component])
    }

    private var storage: Storage = .zero

    init() {}

    init(level: Int, value: Double) {
        storage = .single(Component(level: level, value: value))
    }

    private init(_ components: [Component]) {
        switch components.count {
        case 0: storage = .zero
        case 1: storage = .single(components[0])
        default: storage = .several(components)
        }
    }

    var components: [Component] {
        switch storage {
        case .zero: []
        case .single(let component): [component]
        case .several(let components): components
        }
    }

    var isZero: Bool {
        if case .zero = storage { return true }
        return false
    }

    /// The sign of the highest level that is not zero.
    var sign: Int {
        switch storage {
        case .zero: 0
        case .single(let component): component.value < 0 ? -1 : 1
        case .several(let components): components[0].value < 0 ? -1 : 1
        }
    }

    /// Adds `other * factor`, dropping components that cancel to (near) zero.
    mutating func add(_ other: SymbolicWeight, times factor: Double) {
        switch (storage, other.storage) {
        case (_, .zero):
            return
        case (.zero, .single(let theirs)):
            storage = .single(Component(level: theirs.level, value: theirs.value * factor))
        case (.single(let mine), .single(let theirs)) where mine.level == theirs.level:
            let sum = mine.value + theirs.value * factor
            storage = abs(sum) > Tolerance.weight ? .single(Component(level: mine.level, value: sum)) : .zero
        default:
            self = SymbolicWeight(Self.merge(components, other.components, factor))
        }
    }

    private static func merge(_ mine: [Component], _ theirs: [Component], _ factor: Double) -> [Component] {
        var merged: [Component] = []
        merged.reserveCapacity(mine.count + theirs.count)
        var i = 0, j = 0
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].level > theirs[j].level) {
                merged.append(mine[i])
                i += 1
            } else if i == mine.count || theirs[j].level > mine[i].level {
                merged.append(Component(level: theirs[j].level, value: theirs[j].value * factor))
                j += 1
            } else {
                let sum = mine[i].value + theirs[j].value * factor
                if abs(sum) > Tolerance.weight {
                    merged.append(Component(level: mine[i].level, value: sum))
                }
                i += 1
                j += 1
            }
        }
        return merged
    }

    /// Compares `a / x` with `b / y` for positive `x` and `y`: -1, 0 or 1.
    static func compare(_ a: SymbolicWeight, _ x: Double, _ b: SymbolicWeight, _ y: Double) -> Int {
        if case .single(let first) = a.storage, case .single(let second) = b.storage, first.level == second.level {
            return compareValues(first.value * y, second.value * x)
        }
        let left = a.components, right = b.components
        var i = 0, j = 0
        while i < left.count || j < right.count {
            let levelA = i < left.count ? left[i].level : Int.min
            let levelB = j < right.count ? right[j].level : Int.min
            let level = max(levelA, levelB)
            let valueA = levelA == level ? left[i].value * y : 0
            let valueB = levelB == level ? right[j].value * x : 0
            if levelA == level { i += 1 }
            if levelB == level { j += 1 }
            let order = compareValues(valueA, valueB)
            if order != 0 { return order }
        }
        return 0
    }

    private static func compareValues(_ a: Double, _ b: Double) -> Int {
        let difference = a - b
        guard abs(difference) > Tolerance.weight * max(1, abs(a), abs(b)) else { return 0 }
        return difference < 0 ? -1 : 1
    }
}

extension SymbolicWeight: CustomStringConvertible {
    var description: String {
        if isZero { return "0" }
        return components.map { "\(formatNumber($0.value))@\($0.level)" }.joined(separator: " ")
    }
}
