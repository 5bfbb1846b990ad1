import AutoLayout

/// The layout constraints a host keeps, in the order its layout made
/// them, each with what matches it across evaluations. Two arrays rather
/// than one of pairs: comparing identities then copies no reference.
struct KeptConstraints {
    var identities: [ConstraintIdentity] = []
    var constraints: [LayoutConstraint] = []

    mutating func append(_ identity: ConstraintIdentity, _ constraint: LayoutConstraint) {
        identities.append(identity)
        constraints.append(constraint)
    }
}

/// Matches the constraints of a new evaluation of a layout to those of the
/// last one, in the order they are made.
///
/// A layout evaluated again almost always makes the same constraints in
/// the same order, so each is first compared with the one the last
/// evaluation made at its place, which costs no hashing and no copy. From
/// the first that differs on, the rest are matched through a table of the
/// last evaluation's remaining constraints, and a set of those made so far
/// finds the ones made twice. The last evaluation's constraints are
/// distinct, so while the order holds nothing can be made twice.
struct ConstraintMatching {
    enum Match {
        /// The last evaluation made it too, at this place of ``matched``.
        case kept(LayoutConstraint, place: Int)
        /// It is new: add it with ``append(_:_:)``.
        case new
        /// This evaluation has made it already.
        case duplicate
    }

    private let previous: KeptConstraints
    /// While the order holds, how many of `previous` were matched, in order.
    private var cursor = 0
    private var inOrder = true
    /// Once the order departs: the places in `previous` of those not matched yet.
    private var unmatched: [ConstraintIdentity: Int] = [:]
    /// Once the order departs: the identities in `departed`.
    private var made: Set<ConstraintIdentity> = []
    /// Once the order departs: the constraints of this evaluation so far.
    private var departed = KeptConstraints()

    init(previous: KeptConstraints) {
        self.previous = previous
    }

    /// Matches the next constraint of the evaluation.
    mutating func match(_ identity: ConstraintIdentity) -> Match {
        if inOrder {
            if cursor < previous.identities.count, previous.identities[cursor] == identity {
                cursor += 1
                return .kept(previous.constraints[cursor - 1], place: cursor - 1)
            }
            departFromOrder()
        }
        guard made.insert(identity).inserted else { return .duplicate }
        guard let place = unmatched.removeValue(forKey: identity) else { return .new }
        departed.append(identity, previous.constraints[place])
        return .kept(previous.constraints[place], place: departed.constraints.count - 1)
    }

    /// Adds the constraint made for a ``Match/new`` one.
    mutating func append(_ identity: ConstraintIdentity, _ constraint: LayoutConstraint) {
        assert(!inOrder, "a new constraint departs from the order")
        departed.append(identity, constraint)
    }

    /// The constraints of this evaluation, in order: the places of
    /// ``Match/kept`` are indices here.
    var matched: KeptConstraints {
        guard inOrder else { return departed }
        guard cursor < previous.identities.count else { return previous }
        return KeptConstraints(
            identities: Array(previous.identities[..<cursor]),
            constraints: Array(previous.constraints[..<cursor]))
    }

    /// The last evaluation's constraints this one did not make, in their order.
    var unmatchedConstraints: [LayoutConstraint] {
        inOrder ? Array(previous.constraints[cursor...]) : unmatched.values.sorted().map { previous.constraints[$0] }
    }

    private mutating func departFromOrder() {
        inOrder = false
        let count = previous.identities.count
        departed = KeptConstraints(
            identities: Array(previous.identities[..<cursor]),
            constraints: Array(previous.constraints[..<cursor]))
        departed.identities.reserveCapacity(count)
        departed.constraints.reserveCapacity(count)
        made.reserveCapacity(count)
        for identity in departed.identities { made.insert(identity) }
        unmatched.reserveCapacity(count - cursor)
        for place in cursor..<count { unmatched[previous.identities[place]] = place }
    }
}
