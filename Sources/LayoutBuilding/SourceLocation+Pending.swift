import AutoLayout

extension SourceLocation {
    /// The location of a constraint made by an operator, until a call
    /// around it names the user's line: Swift operators take exactly their
    /// operands, so they cannot default `#fileID` and `#line` as calls do.
    package static let pending = SourceLocation(file: pendingFile, line: 0)

    /// The file of ``pending``, for APIs that take a file and a line.
    package static let pendingFile: StaticString = "<operator>"

    /// Whether this is ``pending``: no user code is on line 0.
    package var isPending: Bool { line == 0 }
}

extension LayoutConstraint {
    /// Gives the constraint `location` if it has none yet (see ``SourceLocation/pending``),
    /// and reports there the errors kept until then (see ``report(_:at:)``).
    package func place(at location: @autoclosure () -> SourceLocation) {
        guard self.location.isPending else { return }
        self.location = location()
        guard hasPendingErrors, !self.location.isPending else { return }
        for error in takePendingErrors() {
            IssueReporting.report(.located(error, location: self.location), about: [firstItem, secondItem])
        }
    }

    /// Reports an error of a call on the constraint to its tree, at
    /// `location`. An inactive constraint keeps an error at
    /// ``SourceLocation/pending`` for the call that places it (or its
    /// activation, see `LayoutConstraint.pendingErrors`); an active one
    /// reports it at once, unlocated, as no activation will come to report it.
    package func report(_ error: LayoutError, at location: SourceLocation) {
        if !location.isPending {
            IssueReporting.report(.located(error, location: location), about: [firstItem, secondItem])
        } else if isActive {
            IssueReporting.report(error, about: [firstItem, secondItem])
        } else {
            pendingErrors.append(error)
        }
    }
}
