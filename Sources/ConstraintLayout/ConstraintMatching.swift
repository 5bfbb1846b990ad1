import AutoLayout

/// A layout constraint a host keeps, with what matches it across evaluations.
struct KeptConstraint {
    let identity: ConstraintIdentity
    var constraint: LayoutConstraint
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
        /// It is new: add it with ``append(_:)``.
        case new
        /// This evaluation has made it already.
        case duplicate
    }

    private let previous: [KeptConstraint]
    /// While the order holds, how many of `previous` were matched, in order.
    private var cursor = 0
    private var inOrder = true
    /// Once the order departs: the places in `previous` of those not matched yet.
    private var unmatched: [ConstraintIdentity: Int] = [:]
    /// Once the order departs: the identities in `departed`.
    private var made: Set<ConstraintIdentity> = []
    /// Once the order departs: the constraints of this evaluation so far.
    private var departed: [KeptConstraint] = []

    init(previous: [KeptConstraint]) {
        self.previous = previous
    }

    /// Matches the next constraint of the evaluation.
    mutating func match(_ identity: ConstraintIdentity) -> Match {
        if inOrder {
            if cursor < previous.count, previous[cursor].identity == identity {
                cursor += 1
                return .kept(previous[cursor - 1].constraint, place: cursor - 1)
            }
            departFromOrder()
        }
        guard made.insert(identity).inserted else { return .duplicate }
        guard let place = unmatched.removeValue(forKey: identity) else { return .new }
        departed.append(previous[place])
        return .kept(previous[place].constraint, place: departed.count - 1)
    }

    /// Adds the constraint made for a ``Match/new`` one.
    mutating func append(_ constraint: KeptConstraint) {
        assert(!inOrder, "a new constraint departs from the order")
        departed.append(constraint)
    }

    /// The constraints of this evaluation, in order: the places of
    /// ``Match/kept`` are indices here.
    var matched: [KeptConstraint] {
        guard inOrder else { return departed }
        return cursor == previous.count ? previous : Array(previous[..<cursor])
    }

    /// The last evaluation's constraints this one did not make, in their order.
    var unmatchedConstraints: [LayoutConstraint] {
        inOrder ? previous[cursor...].map(\.constraint) : unmatched.values.sorted().map { previous[$0].constraint }
    }

    private mutating func departFromOrder() {
        inOrder = false
        departed = Array(previous[..<cursor])
        departed.reserveCapacity(previous.count)
        made.reserveCapacity(previous.count)
        for kept in departed { made.insert(kept.identity) }
        unmatched.reserveCapacity(previous.count - cursor)
        for place in cursor..<previous.count { unmatched[previous[place].identity] = place }
    }
}
