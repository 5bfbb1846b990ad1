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
/// evaluation made at its place, which costs no hashing. From the first
/// that differs on, the rest are matched through a table of the last
/// evaluation's remaining constraints, and a set of those made so far
/// finds the ones made twice. The last evaluation's constraints are
/// distinct, so while the order holds nothing can be made twice.
struct ConstraintMatching {
    enum Match {
        /// The last evaluation made it too.
        case kept(LayoutConstraint)
        /// It is new.
        case new
        /// This evaluation has made it already.
        case duplicate
    }

    private let previous: [KeptConstraint]
    /// While the order holds, the place in `previous` of the next constraint.
    private var cursor = 0
    /// Once the order departs: the places in `previous` of those not matched yet.
    private var unmatched: [ConstraintIdentity: Int] = [:]
    /// Once the order departs: the identities in `matched`.
    private var made: Set<ConstraintIdentity> = []
    private var inOrder = true
    /// The constraints of this evaluation, in order.
    var matched: [KeptConstraint] = []

    init(previous: [KeptConstraint]) {
        self.previous = previous
        matched.reserveCapacity(previous.count)
    }

    /// Matches the next constraint of the evaluation; a kept or new one is
    /// appended to ``matched`` (a new one once the caller has made it).
    mutating func match(_ identity: ConstraintIdentity) -> Match {
        if inOrder {
            if cursor < previous.count, previous[cursor].identity == identity {
                matched.append(previous[cursor])
                cursor += 1
                return .kept(previous[cursor - 1].constraint)
            }
            departFromOrder()
        }
        guard made.insert(identity).inserted else { return .duplicate }
        guard let place = unmatched.removeValue(forKey: identity) else { return .new }
        matched.append(previous[place])
        return .kept(previous[place].constraint)
    }

    /// The last evaluation's constraints this one did not make, in their order.
    var unmatchedConstraints: [LayoutConstraint] {
        inOrder ? previous[cursor...].map(\.constraint) : unmatched.values.sorted().map { previous[$0].constraint }
    }

    private mutating func departFromOrder() {
        inOrder = false
        unmatched.reserveCapacity(previous.count - cursor)
        for place in cursor..<previous.count { unmatched[previous[place].identity] = place }
        made.reserveCapacity(previous.count)
        for kept in matched { made.insert(kept.identity) }
    }
}
