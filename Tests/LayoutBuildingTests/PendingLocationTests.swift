import AutoLayout
import Foundation
import LayoutBuilding
import Testing

/// Operators leave a pending location that the call around them fills in.
@Suite struct PendingLocationTests {
    private let here = SourceLocation(file: "App/Screen.swift", line: 12)

    @Test func aPendingConstraintIsPlacedOnceAndAPlacedOneKeepsItsLine() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), box = LayoutView()
        root.addSubview(box)
        let constraint = ConstraintDescription(box, .width, .equal, nil, constant: 10, location: .pending).makeConstraint()
        #expect(constraint.location.isPending && constraint.location.description == "<operator>:0")
        constraint.place(at: here)
        constraint.place(at: SourceLocation(file: "App/Other.swift", line: 3))
        #expect(constraint.location == here && !constraint.location.isPending)
    }

    /// An error of a constraint no call has placed is not dressed with a
    /// location that names no code.
    @Test func aPendingConstraintsErrorIsNotLocated() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), box = LayoutView()
        root.identifier = "root"
        box.identifier = "box"
        root.addSubview(box)
        let stranger = LayoutView()
        stranger.identifier = "stranger"
        let constraint = ConstraintDescription(box, .top, .equal, stranger, .top, location: .pending).makeConstraint()
        #expect(throws: LayoutError.noCommonAncestor(first: "box", second: "stranger", constraint: constraint.description)) {
            try ConstraintBatch.activate([constraint])
        }
    }
}
