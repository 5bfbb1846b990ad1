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
/// A handle names its constraint until the constraint is removed. The
/// solver checks each handle it is given against its marker's entry: one
/// that no longer names a constraint the solver holds is a mistake of its
/// owner's, which stops a debug build and is ignored by a release build.
package struct ConstraintHandle: Sendable {
    /// A strength of one level, or `required`, in plain numbers: a handle
    /// is copied wherever its owner's record is, and a ``Strength`` (which
    /// may hold a mixture of levels) would make each copy retain.
    struct Level: Equatable {
        /// The level, or -1 for `required`.
        var level: Int
        var weight: Double

        static let required = Level(level: -1, weight: 0)

        init(level: Int, weight: Double) {
            self.level = level
            self.weight = weight
        }

        /// The strength's one level; `nil` for a mixture of levels.
        init?(_ strength: Strength) {
            if strength.isRequired {
                self = .required
            } else if let (level, weight) = strength.singleLevel {
                self.init(level: level, weight: weight)
            } else {
                return nil
            }
        }

        var strength: Strength { level < 0 ? .required : Strength(level: level, weight: weight) ?? .required }

        var weights: SymbolicWeight { level < 0 ? SymbolicWeight() : SymbolicWeight(level: level, value: weight) }
    }

    let tag: ConstraintTag
    /// How the constraint's expression compares with zero, as given.
    package let relation: Relation
    private var excess: Level
    private let shortfall: Level?
    /// When the constraint was added, counted in additions: with the marker,
    /// what tells this constraint from a later one given the same marker.
    let serial: Int

    init(tag: ConstraintTag, relation: Relation, excess: Level, shortfall: Level?, serial: Int) {
        self.tag = tag
        self.relation = relation
        self.excess = excess
        self.shortfall = shortfall
        self.serial = serial
    }

    /// The strength the constraint has now.
    package internal(set) var strength: Strength {
        get { excess.strength }
        set { excess = Level(newValue) ?? excess }
    }

    /// For a soft equality weighed apart on each side, the strength of its
    /// shortfall (see `Constraint.init(_:weighingExcessAt:shortfallAt:owner:)`).
    package var shortfallStrength: Strength? { shortfall?.strength }

    /// The weights of the errors of a constraint weighed at `excess`, and
    /// apart below at `shortfall`.
    static func errorWeights(_ excess: Level, shortfall: Level?) -> ErrorWeights {
        ErrorWeights(excess.weights, shortfall: shortfall?.weights)
    }

    /// The weights of the constraint's errors at a strength of one level in
    /// place of its own.
    func errorWeights(at strength: Level) -> ErrorWeights {
        Self.errorWeights(strength, shortfall: shortfall)
    }

    /// The weights of the constraint's errors at its own strength.
    var errorWeights: ErrorWeights { errorWeights(at: excess) }
}
