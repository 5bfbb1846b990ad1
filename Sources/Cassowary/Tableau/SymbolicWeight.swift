/// A coefficient of the objective: one real number per strength level,
/// compared lexicographically from the highest level down (the paper's
/// symbolic weights). Components are kept highest level first; up to three
/// (strong, medium, weak, say) live inline, so updating the objective does
/// not allocate. More levels spill into an array.
struct SymbolicWeight: Sendable, Hashable {
    struct Component: Sendable, Hashable {
        var level: Int
        var value: Double
    }

    private static let empty = Component(level: 0, value: 0)
    private var count = 0
    // Unused inline slots stay `empty`, so equal weights compare equal.
    private var first = empty, second = empty, third = empty
    /// Every component, once there are more than three; `nil` until then.
    private var spill: [Component]?

    init() {}

    init(level: Int, value: Double) {
        count = 1
        first = Component(level: level, value: value)
    }

    var isZero: Bool { count == 0 }

    /// The sign of the highest level that is not zero.
    var sign: Int {
        guard count > 0 else { return 0 }
        return self[0].value < 0 ? -1 : 1
    }

    var components: [Component] { (0..<count).map { self[$0] } }

    /// Whether every component is finite.
    var isFinite: Bool {
        for index in 0..<count where !self[index].value.isFinite { return false }
        return true
    }

    /// Whether the components live in `spill`; they do exactly when there
    /// are more than three, and testing the count spares the hot path
    /// from touching the array's reference.
    private var isSpilled: Bool { count > 3 }

    private subscript(index: Int) -> Component {
        get {
            if isSpilled, let spill { return spill[index] }
            switch index {
            case 0: return first
            case 1: return second
            default: return third
            }
        }
        set {
            if isSpilled {
                spill?[index] = newValue
                return
            }
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            default: third = newValue
            }
        }
    }

    /// Adds `other * factor`, dropping components that cancel to round-off.
    mutating func add(_ other: SymbolicWeight, times factor: Double) {
        for index in 0..<other.count {
            let component = other[index]
            add(component.value * factor, atLevel: component.level)
        }
    }

    private mutating func add(_ value: Double, atLevel level: Int) {
        var position = 0
        while position < count, self[position].level > level { position += 1 }
        if position < count, self[position].level == level {
            let sum = self[position].value + value
            if sum.isSignificant(against: abs(self[position].value) + abs(value)) {
                self[position].value = sum
            } else {
                remove(at: position)
            }
        } else if value != 0 {
            insert(Component(level: level, value: value), at: position)
        }
    }

    private mutating func insert(_ component: Component, at position: Int) {
        if count == 3 {
            spill = [first, second, third]
            (first, second, third) = (Self.empty, Self.empty, Self.empty)
        }
        if count >= 3 {
            spill?.insert(component, at: position)
        } else {
            var index = count
            while index > position {
                self[index] = self[index - 1]
                index -= 1
            }
            self[position] = component
        }
        count += 1
    }

    private mutating func remove(at position: Int) {
        if isSpilled {
            spill?.remove(at: position)
            count -= 1
            if count == 3, let components = spill {
                spill = nil
                (first, second, third) = (components[0], components[1], components[2])
            }
            return
        }
        for index in position..<(count - 1) { self[index] = self[index + 1] }
        count -= 1
        self[count] = Self.empty
    }

    /// Compares `a / x` with `b / y` for positive `x` and `y`: -1, 0 or 1.
    static func compare(_ a: SymbolicWeight, _ x: Double, _ b: SymbolicWeight, _ y: Double) -> Int {
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let levelA = i < a.count ? a[i].level : Int.min
            let levelB = j < b.count ? b[j].level : Int.min
            let level = max(levelA, levelB)
            let valueA = levelA == level ? a[i].value * y : 0
            let valueB = levelB == level ? b[j].value * x : 0
            if levelA == level { i += 1 }
            if levelB == level { j += 1 }
            let difference = valueA - valueB
            if abs(difference) > Tolerance.ratioTie * max(abs(valueA), abs(valueB)) {
                return difference < 0 ? -1 : 1
            }
        }
        return 0
    }
}

extension SymbolicWeight: CustomStringConvertible {
    var description: String {
        if isZero { return "0" }
        return components.map { "\(formatNumber($0.value))@\($0.level)" }.joined(separator: " ")
    }
}
