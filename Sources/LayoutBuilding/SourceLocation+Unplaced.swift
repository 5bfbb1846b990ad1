import AutoLayout

extension SourceLocation {
    /// The location of a constraint made by an operator, until a call
    /// around it names the user's line: Swift operators take exactly their
    /// operands, so they cannot default `#fileID` and `#line` as calls do.
    package static let unplaced = SourceLocation(file: unplacedFile, line: 0)

    /// The file of ``unplaced``, for APIs that take a file and a line.
    package static let unplacedFile: StaticString = "<operator>"

    /// Whether this is ``unplaced``: no user code is on line 0.
    package var isUnplaced: Bool { line == 0 }
}

extension LayoutConstraint {
    /// Gives the constraint `location` if it has none yet (see ``SourceLocation/unplaced``),
    /// and reports there the errors kept until then (see ``report(_:at:)``).
    package func place(at location: @autoclosure () -> SourceLocation) {
        guard self.location.isUnplaced else { return }
        self.location = location()
        guard hasDeferredErrors, !self.location.isUnplaced else { return }
        for error in takeDeferredErrors() {
            IssueReporting.report(.located(error, location: self.location), about: [firstItem, secondItem])
        }
    }

    /// Reports an error of a call on the constraint to its tree, at
    /// `location`. An inactive constraint keeps an error at
    /// ``SourceLocation/unplaced`` for the call that places it (or its
    /// activation, see `LayoutConstraint.deferredErrors`); an active one
    /// reports it at once, unlocated, as no activation will come to report it.
    package func report(_ error: LayoutError, at location: SourceLocation) {
        if !location.isUnplaced {
            IssueReporting.report(.located(error, location: location), about: [firstItem, secondItem])
        } else if isActive {
            IssueReporting.report(error, about: [firstItem, secondItem])
        } else {
            deferredErrors.append(error)
        }
    }
}
