/// A coefficient of the objective: one real number per strength level,
/// compared lexicographically from the highest level down (the paper's
/// symbolic weights). Components are kept highest level first; up to three
/// (strong, medium, weak, say) live inline, so updating the objective does
/// not allocate. More levels, or a level beyond `Int32`, spill into an array.
struct SymbolicWeight: Sendable, Hashable {
    struct Component: Sendable, Hashable {
        var level: Int
        var value: Double
    }

    // Inline, the values and the levels apart and the levels in four bytes:
    // 48 bytes where three whole components took 64. The objective and the
    // costs keep one for every error symbol and the symbols their rows
    // name, a tenth of a feed cell's memory. Unused inline slots stay zero,
    // so equal weights compare equal.
    private var value0 = 0.0, value1 = 0.0, value2 = 0.0
    private var level0: Int32 = 0, level1: Int32 = 0, level2: Int32 = 0
    /// How many components there are, inline or spilled: four bytes beside
    /// the levels. Four billion components would take 64 GB.
    private var storedCount: UInt32 = 0
    /// Every component, while there are more than three or a level does
    /// not fit in `Int32`; `nil` otherwise.
    private var spill: [Component]?

    init() {}

    /// Each branch hands over to an initializer of its own: setting the
    /// fields here, after their defaults, built the weight in a temporary
    /// and copied it out through the copy function for `spill`, a hundred
    /// instructions for three stores, and every optional constraint added
    /// makes three of these.
    init(level: Int, value: Double) {
        if let stored = Int32(exactly: level) {
            self.init(inlineLevel: stored, value: value)
        } else {
            self.init(spilledLevel: level, value: value)
        }
    }

    private init(inlineLevel level: Int32, value: Double) {
        storedCount = 1
        level0 = level
        value0 = value
    }

    @inline(never)
    private init(spilledLevel level: Int, value: Double) {
        storedCount = 1
        spill = [Component(level: level, value: value)]
    }

    private var count: Int { Int(storedCount) }

    /// Whether the components live in `spill`. A test of the reference
    /// itself: the hot path does not touch the array.
    private var isSpilled: Bool { spill != nil }

    var isZero: Bool { storedCount == 0 }

    /// The sign of the highest level that is not zero.
    var sign: Int {
        guard count > 0 else { return 0 }
        return self[0].value < 0 ? -1 : 1
    }

    var components: [Component] { (0..<count).map { self[$0] } }

    /// The one component, when there is exactly one and its level fits in
    /// `Int32`, as nearly every error's cost has (see `CostTable`).
    var singleInlineComponent: (level: Int32, value: Double)? {
        storedCount == 1 && !isSpilled ? (level0, value0) : nil
    }

    /// Whether every component is finite.
    var isFinite: Bool {
        // Unused inline slots are zero, so all three can be tested.
        guard isSpilled else { return value0.isFinite && value1.isFinite && value2.isFinite }
        for index in 0..<count where !self[index].value.isFinite { return false }
        return true
    }

    /// A component; setting one inline writes its level too, which must
    /// fit in `Int32` (`insert` spills the weight first when it does not).
    private subscript(index: Int) -> Component {
        get {
            if let spill { return spill[index] }
            switch index {
            case 0: return Component(level: Int(level0), value: value0)
            case 1: return Component(level: Int(level1), value: value1)
            default: return Component(level: Int(level2), value: value2)
            }
        }
        set {
            if isSpilled {
                spill?[index] = newValue
                return
            }
            assert(Int32(exactly: newValue.level) != nil, "an inline level beyond Int32")
            let level = Int32(truncatingIfNeeded: newValue.level)
            switch index {
            case 0: (level0, value0) = (level, newValue.value)
            case 1: (level1, value1) = (level, newValue.value)
            default: (level2, value2) = (level, newValue.value)
            }
        }
    }

    /// Adds `other * factor`, dropping components that cancel to round-off.
    mutating func add(_ other: SymbolicWeight, times factor: Double) {
        // Component by component, highest level first. While both weights
        // are inline (nearly every sum the objective makes) each goes into
        // the fields directly, where finding its place through the
        // subscript cost more than the arithmetic; from a component that
        // needs a fourth level on, the general path takes the rest.
        var next = 0
        if !other.isSpilled {
            let count = other.count
            while next < count, !isSpilled {
                let value: Double, level: Int32
                switch next {
                case 0: (value, level) = (other.value0, other.level0)
                case 1: (value, level) = (other.value1, other.level1)
                default: (value, level) = (other.value2, other.level2)
                }
                guard addInline(value * factor, atLevel: level) else { break }
                next += 1
            }
        }
        for index in next..<other.count {
            let component = other[index]
            add(component.value * factor, atLevel: component.level)
        }
    }

    /// `self * factor`: what `add(_:times:)` makes of a zero weight, without
    /// finding each level its place. A new error symbol's cost and
    /// coefficient are made this way, once for every optional constraint.
    /// One level, as nearly every error's weight has, is made in place;
    /// the rest out of line.
    @inline(__always)
    func scaled(by factor: Double) -> SymbolicWeight {
        if let (level, value) = singleInlineComponent, value * factor != 0 {
            return SymbolicWeight(level: Int(level), value: value * factor)
        }
        return scaledInGeneral(by: factor)
    }

    @inline(never)
    private func scaledInGeneral(by factor: Double) -> SymbolicWeight {
        if !isSpilled {
            // Field by field rather than a copy of `self`, which would go
            // through the weight's copy function for the array reference.
            // Only the used slots: the others stay zero, whatever the factor.
            var scaled = SymbolicWeight()
            (scaled.level0, scaled.level1, scaled.level2) = (level0, level1, level2)
            scaled.storedCount = storedCount
            if count > 0 { scaled.value0 = value0 * factor }
            if count > 1 { scaled.value1 = value1 * factor }
            if count > 2 { scaled.value2 = value2 * factor }
            let keepsEveryLevel =
                (count < 1 || scaled.value0 != 0) && (count < 2 || scaled.value1 != 0)
                && (count < 3 || scaled.value2 != 0)
            if keepsEveryLevel { return scaled }
        }
        // Spilled, or a product of zero, which drops its level.
        var scaled = SymbolicWeight()
        scaled.add(self, times: factor)
        return scaled
    }

    /// Adds one component to an inline weight, in the fields; returns
    /// false, unchanged, when that needs a fourth level.
    private mutating func addInline(_ value: Double, atLevel level: Int32) -> Bool {
        let count = storedCount
        if count > 0, level0 == level {
            if !Self.accumulate(value, into: &value0) { removeInline(at: 0) }
            return true
        }
        if count > 1, level1 == level {
            if !Self.accumulate(value, into: &value1) { removeInline(at: 1) }
            return true
        }
        if count > 2, level2 == level {
            if !Self.accumulate(value, into: &value2) { removeInline(at: 2) }
            return true
        }
        guard value != 0 else { return true }
        guard count < 3 else { return false }
        // The levels are in descending order: those above come first.
        let position = (count > 0 && level0 > level ? 1 : 0) + (count > 1 && level1 > level ? 1 : 0)
        // Each slot from the position on moves up one; an unused slot
        // holds zeros, so moving it up moves zeros.
        if position <= 1 { (level2, value2) = (level1, value1) }
        if position == 0 { (level1, value1) = (level0, value0) }
        switch position {
        case 0: (level0, value0) = (level, value)
        case 1: (level1, value1) = (level, value)
        default: (level2, value2) = (level, value)
        }
        storedCount += 1
        return true
    }

    /// Drops an inline component, moving those after it down and leaving
    /// the freed slot zero, as unused slots are.
    private mutating func removeInline(at position: Int) {
        if position == 0 { (level0, value0) = (level1, value1) }
        if position <= 1 { (level1, value1) = (level2, value2) }
        (level2, value2) = (0, 0)
        storedCount -= 1
    }

    /// Adds `value` to a component's value unless the sum cancels to
    /// round-off, which `add(_:atLevel:)` drops; returns whether it added.
    private static func accumulate(_ value: Double, into component: inout Double) -> Bool {
        let sum = component + value
        guard sum.isSignificant(against: abs(component) + abs(value)) else { return false }
        component = sum
        return true
    }

    private mutating func add(_ value: Double, atLevel level: Int) {
        let count = self.count
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
        if !isSpilled, count == 3 || Int32(exactly: component.level) == nil {
            spill = components
            clearInline()
        }
        if isSpilled {
            spill?.insert(component, at: position)
        } else {
            var index = count
            while index > position {
                self[index] = self[index - 1]
                index -= 1
            }
            self[position] = component
        }
        storedCount += 1
    }

    private mutating func remove(at position: Int) {
        storedCount -= 1
        guard var components = spill else {
            for index in position..<count { self[index] = self[index + 1] }
            self[count] = Component(level: 0, value: 0)
            return
        }
        components.remove(at: position)
        // Back inline once they fit, so equal weights keep one form.
        if components.count <= 3, components.allSatisfy({ Int32(exactly: $0.level) != nil }) {
            spill = nil
            for (index, component) in components.enumerated() { self[index] = component }
        } else {
            spill = components
        }
    }

    private mutating func clearInline() {
        (value0, value1, value2) = (0, 0, 0)
        (level0, level1, level2) = (0, 0, 0)
    }

    /// Compares `a / x` with `b / y` for positive `x` and `y`: -1, 0 or 1.
    static func compare(_ a: SymbolicWeight, _ x: Double, _ b: SymbolicWeight, _ y: Double) -> Int {
        let countA = a.count, countB = b.count
        var i = 0, j = 0
        while i < countA || j < countB {
            let levelA = i < countA ? a[i].level : Int.min
            let levelB = j < countB ? b[j].level : Int.min
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
