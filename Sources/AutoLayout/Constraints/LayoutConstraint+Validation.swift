import Foundation

extension LayoutConstraint {
    /// Creates `item.attribute relation multiplier * toItem.attribute + constant`,
    /// as UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
    /// checked by the rules Apple documents: the attributes must be on one
    /// axis, a position cannot relate to a size or equal a constant, leading
    /// and trailing cannot relate to left and right, and a position's
    /// multiplier cannot be zero.
    ///
    /// It does not throw. Where UIKit raises, the breach is reported at the
    /// caller's file and line through the ``LayoutView/layoutIssueHandler``
    /// of the item's tree, and the constraint is made anyway, inactive; activating
    /// it reports the breach again and leaves it inactive.
    /// ``constraintOrThrow(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``
    /// throws instead.
    ///
    /// ```swift
    /// let half = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal,
    ///                             toItem: b, attribute: .width, multiplier: 0.5, constant: 0)
    /// ```
    public convenience init(
        item: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(
            first: item.anchor(for: firstAttribute), relation: relation,
            second: toItem.map { $0.anchor(for: secondAttribute) }, multiplier: multiplier, constant: constant,
            location: SourceLocation(file: file, line: line))
        if let error = breach(secondAttribute: secondAttribute) { report(.located(error, location: location)) }
    }

    /// Creates a constraint as
    /// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``
    /// does, throwing the breach of a rule instead of reporting it.
    ///
    /// ```swift
    /// let half = try LayoutConstraint.constraintOrThrow(item: a, attribute: .width, relatedBy: .equal,
    ///                                                   toItem: b, attribute: .width, multiplier: 0.5)
    /// ```
    public static func constraintOrThrow(
        item: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: item.anchor(for: firstAttribute), relation: relation,
            second: toItem.map { $0.anchor(for: secondAttribute) }, multiplier: multiplier, constant: constant,
            location: SourceLocation(file: file, line: line))
        if let error = constraint.breach(secondAttribute: secondAttribute) { throw error }
        return constraint
    }

    /// The rule a constraint made from items and attributes breaks, if any;
    /// `secondAttribute` is the one asked for, lost when there is no second item.
    private func breach(secondAttribute: LayoutAttribute) -> LayoutError? {
        if secondSide == nil, secondAttribute != .notAnAttribute {
            return .invalidConstraint(reason: "a second attribute needs a second item", constraint: description)
        }
        do { try validate() } catch { return error }
        return nil
    }

    /// Checks the rules every constraint obeys; anchors make most breaches
    /// impossible to write, the item-and-attribute initializer cannot.
    func validate() throws(LayoutError) {
        try check(multiplier, "multiplier", in: LayoutLimits.multipliers)
        try checkConstant(storedConstant)
        guard storedPriority.isValid else {
            throw .priorityOutOfRange(storedPriority.rawValue, constraint: description)
        }
        let first = firstSide.attribute
        if let (from, to) = firstSide.distance {
            try checkOffset(from, to)
            return try validateSecond(forDimension: true)
        }
        guard first != .notAnAttribute else {
            throw .invalidConstraint(reason: "the first attribute cannot be notAnAttribute", constraint: description)
        }
        try validateSecond(forDimension: first.isDimension)
    }

    /// Checks a constant; the engine's own constraints (frames, insets
    /// derived from other frames) need only be finite.
    func checkConstant(_ value: CGFloat) throws(LayoutError) {
        try check(value, "constant", in: origin == .user ? LayoutLimits.coordinates : -.infinity...CGFloat.infinity)
    }

    private func check(_ value: CGFloat, _ name: String, in range: ClosedRange<CGFloat>) throws(LayoutError) {
        guard value.isFinite else { throw .nonFiniteValue(name: name, value: Double(value), constraint: description) }
        if let error = LayoutError.check(value, name, in: range, of: description) { throw error }
    }

    private func validateSecond(forDimension isDimension: Bool) throws(LayoutError) {
        guard let secondSide else {
            if !isDimension {
                throw .invalidConstraint(
                    reason: "a position cannot equal a constant; relate it to another anchor",
                    constraint: description)
            }
            return
        }
        let first = firstSide.attribute, second = secondSide.attribute
        let secondIsDimension: Bool
        if let (from, to) = secondSide.distance {
            try checkOffset(from, to)
            secondIsDimension = true
        } else {
            guard second != .notAnAttribute else {
                throw .invalidConstraint(reason: "a second item needs a second attribute", constraint: description)
            }
            secondIsDimension = second.isDimension
        }
        guard isDimension == secondIsDimension else {
            throw .invalidConstraint(reason: "a position cannot be related to a size", constraint: description)
        }
        if !isDimension {
            guard first.axis == second.axis else {
                throw .invalidConstraint(reason: "the attributes are on different axes", constraint: description)
            }
            if Self.mixesDirections(first, second) {
                throw .invalidConstraint(
                    reason: "leading and trailing cannot be related to left and right",
                    constraint: description)
            }
            guard multiplier != 0 else {
                throw .invalidConstraint(reason: "a position's multiplier cannot be zero", constraint: description)
            }
        }
    }

    /// Checks the ends of a distance between anchors: two plain x-axis
    /// anchors can measure from leading to left, which Apple's rule forbids
    /// as it forbids relating them.
    private func checkOffset(_ from: LayoutAnchor, _ to: LayoutAnchor) throws(LayoutError) {
        guard Self.mixesDirections(from.attribute, to.attribute) else { return }
        throw .invalidConstraint(
            reason: "a distance from leading or trailing to left or right cannot be measured",
            constraint: description)
    }

    /// Whether one attribute is leading or trailing and the other left or right.
    private static func mixesDirections(_ first: LayoutAttribute, _ second: LayoutAttribute) -> Bool {
        (first.isDirectional && second.isAbsoluteHorizontalEdge)
            || (first.isAbsoluteHorizontalEdge && second.isDirectional)
    }
}
