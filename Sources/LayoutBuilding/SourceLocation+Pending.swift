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
    /// Gives the constraint `location` if it has none yet (see ``SourceLocation/pending``).
    package func place(at location: @autoclosure () -> SourceLocation) {
        if self.location.isPending { self.location = location() }
    }
}
