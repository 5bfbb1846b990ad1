/// How a constraint's equation is laid out in the rows' buffer.
///
/// Either as given (`plain`), or `solved`: the row of the symbol the
/// constraint was added with (its subject), then the subject with the
/// coefficient -1, that is, the equation times `-1 / a` where `a` is the
/// subject's coefficient in it. The row is then the equation's first
/// terms, and the constraint's row costs no copy. Only where `a` is 1 or
/// -1, so that the equation as given is read back exactly, in its order,
/// from where the subject stood; nearly every layout constraint's is.
struct EquationLayout: Equatable {
    /// 0 for `plain`; else one more than the subject's place in the
    /// equation, plus 128 where its coefficient is 1.
    private let raw: UInt8

    private init(raw: UInt8) {
        self.raw = raw
    }

    static let plain = EquationLayout(raw: 0)

    /// The largest place of a subject a solved layout records.
    static let furthestSubject = 126

    /// The solved layout of an equation whose subject stands at `position`
    /// with `coefficient`, or `nil` where reading it back would not be exact
    /// (a coefficient other than 1 or -1) or the place does not fit.
    @inline(__always)
    static func solved(subjectAt position: Int, coefficient: Double) -> EquationLayout? {
        guard coefficient == 1 || coefficient == -1, position >= 0, position <= furthestSubject else { return nil }
        return EquationLayout(raw: UInt8(1 + position) | (coefficient == 1 ? 128 : 0))
    }

    var isSolved: Bool { raw != 0 }

    /// Where the subject stood in the equation as given.
    var subjectPosition: Int {
        assert(isSolved, "the subject of an equation kept as given")
        return Int(raw & 127) - 1
    }

    /// The subject's coefficient in the equation as given: 1 or -1.
    var subjectCoefficient: Double { raw & 128 != 0 ? 1 : -1 }
}
