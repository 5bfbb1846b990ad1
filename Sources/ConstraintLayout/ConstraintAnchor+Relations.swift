import AutoLayout

// Each relation records the user's call: its file and line point
// conflict reports and errors there, and with its column they tell the
// statement apart from the others of the layout.
extension ConstraintAnchor {
    func relate(_ relation: LayoutRelation, _ target: Target, _ file: StaticString, _ line: UInt, _ column: UInt)
        -> ConstraintStatement
    {
        ConstraintStatement(
            view: view, attributes: attributes, relation: relation, target: target,
            callSite: CallSite(file: file, line: line, column: column))
    }

    /// Equal to another view's same attributes, or to a number (a size only).
    public func equalTo(
        _ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.equal, target._constraintTarget.target, file, line, column)
    }

    /// Equal to another anchor of the same kind: `top.equalTo(title.bottom)`.
    public func equalTo(
        _ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.equal, .item(anchor.view, anchor.attributes), file, line, column)
    }

    /// At most another view's same attributes, or a number (a size only).
    public func lessThanOrEqualTo(
        _ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.lessThanOrEqual, target._constraintTarget.target, file, line, column)
    }

    /// At most another anchor of the same kind.
    public func lessThanOrEqualTo(
        _ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.lessThanOrEqual, .item(anchor.view, anchor.attributes), file, line, column)
    }

    /// At least another view's same attributes, or a number (a size only).
    public func greaterThanOrEqualTo(
        _ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.greaterThanOrEqual, target._constraintTarget.target, file, line, column)
    }

    /// At least another anchor of the same kind.
    public func greaterThanOrEqualTo(
        _ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.greaterThanOrEqual, .item(anchor.view, anchor.attributes), file, line, column)
    }

    /// The upstream ConstraintLayout library's spelling of `lessThanOrEqualTo`:
    /// `<=`, as its name says (that library built `>=`).
    public func lessThan(
        _ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.lessThanOrEqual, target._constraintTarget.target, file, line, column)
    }

    /// The upstream ConstraintLayout library's spelling of `lessThanOrEqualTo` for an anchor: `<=`.
    public func lessThan(
        _ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.lessThanOrEqual, .item(anchor.view, anchor.attributes), file, line, column)
    }

    /// The upstream ConstraintLayout library's spelling of `greaterThanOrEqualTo`: `>=`.
    public func greaterThan(
        _ target: some ConstraintTarget, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.greaterThanOrEqual, target._constraintTarget.target, file, line, column)
    }

    /// The upstream ConstraintLayout library's spelling of `greaterThanOrEqualTo` for an anchor: `>=`.
    public func greaterThan(
        _ anchor: ConstraintAnchor<Kind>, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.greaterThanOrEqual, .item(anchor.view, anchor.attributes), file, line, column)
    }

    /// Equal to the same attributes of the view the layout inserts this one into.
    public func equalToSuperview(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.equal, .superview, file, line, column)
    }

    /// At most the same attributes of the superview.
    public func lessThanOrEqualToSuperview(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.lessThanOrEqual, .superview, file, line, column)
    }

    /// At least the same attributes of the superview.
    public func greaterThanOrEqualToSuperview(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.greaterThanOrEqual, .superview, file, line, column)
    }

    /// Equal to the same attributes of the superview's safe area.
    public func equalToSafeArea(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.equal, .safeArea, file, line, column)
    }

    /// Equal to the same attributes of the superview's layout margins.
    public func equalToSuperviewMargins(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ConstraintStatement {
        relate(.equal, .superviewMargins, file, line, column)
    }
}
