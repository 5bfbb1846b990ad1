/// A constraint a ``Solver`` holds for an owner that keeps no ``Constraint``
/// object: what a layout engine keeps for each of its constraints.
///
/// A layout engine makes and drops constraints by the thousand, each already
/// held by an object of its own. A `Constraint` for each, with the array of
/// its expression and the solver's record of it, was two more allocations
/// and a sixth of a laid-out screen's memory. Added through
/// `Solver.addConstraint(terms:constant:relation:strength:shortfallStrength:owner:)`,
/// the constraint is only its rows in the tableau and this value, which the
/// owner keeps and hands back to change or remove it.
///
/// A handle belongs to the solver that made it, and names its constraint
/// until the constraint is removed or changes strength: `setStrength(_:of:)`
/// renews the handle it is given, and a copy made before no longer names
/// the constraint, as its weights are no longer the constraint's. The
/// solver checks each handle it is given against its marker's entry: one
/// that no longer names a constraint the solver holds is a mistake of its
/// owner's, which stops a debug build and is ignored by a release build.
package struct ConstraintHandle: Sendable {
    /// A strength of one level, or `required`, in plain numbers: a handle
    /// is copied wherever its owner's record is, and a ``Strength`` (which
    /// may hold a mixture of levels) would make each copy retain.
    struct Level: Equatable {
        /// The level, or -1 for `required`.
        var level: Int32
        var weight: Double

        static let required = Level(level: -1, weight: 0)

        init(level: Int32, weight: Double) {
            self.level = level
            self.weight = weight
        }

        /// The strength's one level; `nil` for a mixture of levels, or a
        /// level beyond what a handle keeps (2^31 - 1, where a layout
        /// engine's priorities go to a million).
        init?(_ strength: Strength) {
            if strength.isRequired {
                self = .required
            } else if let (level, weight) = strength.singleLevel, let stored = Int32(exactly: level) {
                self.init(level: stored, weight: weight)
            } else {
                return nil
            }
        }

        var strength: Strength {
            level < 0 ? .required : Strength(level: Int(level), weight: weight) ?? .required
        }

        var weights: SymbolicWeight {
            level < 0 ? SymbolicWeight() : SymbolicWeight(level: Int(level), value: weight)
        }
    }

    // The weights are not kept: the tableau's cost of each error is its
    // constraint's weight (see `Solver.State.errorWeights(of:)`). The
    // handle lives in every active layout constraint, and this way it
    // takes 24 bytes where the weights and their levels made it 48.
    /// When the constraint was added or last changed strength, counted as
    /// the solver counts additions: with the marker, what tells the
    /// constraint as it is from a later one given the same marker, or from
    /// itself before a change of strength.
    private(set) var serial: Int
    private let marker: Int32
    /// The tag's `other`, or -1: -1 exactly when the constraint is required.
    private let other: Int32
    /// How the constraint's expression compares with zero, as given.
    package let relation: Relation
    /// Whether the constraint's shortfall is weighed apart from its excess,
    /// and so keeps its weight through a change of strength.
    let isWeighedApart: Bool

    init(tag: ConstraintTag, relation: Relation, isWeighedApart: Bool, serial: Int) {
        assert(tag.marker <= Int(Int32.max) && (tag.other ?? 0) <= Int(Int32.max), "a symbol beyond 2^31")
        assert(tag.isEquality == (relation == .equal) && tag.isRequired == (tag.other == nil))
        marker = Int32(truncatingIfNeeded: tag.marker)
        other = tag.other.map { Int32(truncatingIfNeeded: $0) } ?? -1
        self.relation = relation
        self.isWeighedApart = isWeighedApart
        self.serial = serial
    }

    /// The symbols the constraint owns in the tableau.
    var tag: ConstraintTag {
        ConstraintTag(
            marker: Int(marker), other: other < 0 ? nil : Int(other), isEquality: relation == .equal,
            isRequired: other < 0)
    }

    /// Takes the serial a change of strength gave the constraint.
    mutating func renew(serial: Int) {
        self.serial = serial
    }

    /// The weights of the errors of a constraint weighed at `excess`, and
    /// apart below at `shortfall`.
    static func errorWeights(_ excess: Level, shortfall: Level?) -> ErrorWeights {
        ErrorWeights(excess.weights, shortfall: shortfall?.weights)
    }
}
