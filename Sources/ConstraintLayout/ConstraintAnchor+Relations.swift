import AutoLayout

// Each relation records the file and line of the user's call, so the
// constraints it makes point conflict reports and errors there.
extension ConstraintAnchor {
    func relate(_ relation: LayoutRelation, _ target: Target, _ file: StaticString, _ line: UInt) -> ConstraintStatement {
        ConstraintStatement(view: view, attributes: attributes, relation: relation, target: target,
                            callSite: CallSite(file: file, line: line), location: SourceLocation(file: file, line: line))
    }

    /// Equal to another view's same attributes, or to a number (a size only).
    public func equalTo(_ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.equal, target._constraintTarget.target, file, line)
    }

    /// Equal to another anchor of the same kind: `top.equalTo(title.bottom)`.
    public func equalTo(_ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.equal, .item(anchor.view, anchor.attributes), file, line)
    }

    /// At most another view's same attributes, or a number (a size only).
    public func lessThanOrEqualTo(_ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.lessThanOrEqual, target._constraintTarget.target, file, line)
    }

    /// At most another anchor of the same kind.
    public func lessThanOrEqualTo(_ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.lessThanOrEqual, .item(anchor.view, anchor.attributes), file, line)
    }

    /// At least another view's same attributes, or a number (a size only).
    public func greaterThanOrEqualTo(_ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.greaterThanOrEqual, target._constraintTarget.target, file, line)
    }

    /// At least another anchor of the same kind.
    public func greaterThanOrEqualTo(_ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.greaterThanOrEqual, .item(anchor.view, anchor.attributes), file, line)
    }

    /// The original's spelling of `lessThanOrEqualTo`: `<=`, as its name says (the original built `>=`).
    public func lessThan(_ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.lessThanOrEqual, target._constraintTarget.target, file, line)
    }

    /// The original's spelling of `lessThanOrEqualTo` for an anchor: `<=`.
    public func lessThan(_ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.lessThanOrEqual, .item(anchor.view, anchor.attributes), file, line)
    }

    /// The original's spelling of `greaterThanOrEqualTo`: `>=`.
    public func greaterThan(_ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.greaterThanOrEqual, target._constraintTarget.target, file, line)
    }

    /// The original's spelling of `greaterThanOrEqualTo` for an anchor: `>=`.
    public func greaterThan(_ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintStatement {
        relate(.greaterThanOrEqual, .item(anchor.view, anchor.attributes), file, line)
    }

    /// Equal to the same attributes of the view the layout inserts this one into.
    public func equalToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintStatement {
        relate(.equal, .superview, file, line)
    }

    /// At most the same attributes of the superview.
    public func lessThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintStatement {
        relate(.lessThanOrEqual, .superview, file, line)
    }

    /// At least the same attributes of the superview.
    public func greaterThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintStatement {
        relate(.greaterThanOrEqual, .superview, file, line)
    }

    /// Equal to the same attributes of the superview's safe area.
    public func equalToSafeArea(file: StaticString = #fileID, line: UInt = #line) -> ConstraintStatement {
        relate(.equal, .safeArea, file, line)
    }

    /// Equal to the same attributes of the superview's layout margins.
    public func equalToSuperviewMargins(file: StaticString = #fileID, line: UInt = #line) -> ConstraintStatement {
        relate(.equal, .superviewMargins, file, line)
    }
}
