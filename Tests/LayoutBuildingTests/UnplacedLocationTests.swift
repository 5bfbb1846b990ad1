import AutoLayout
import Foundation
import LayoutBuilding
import Testing

/// Operators leave an unplaced location that the call around them fills in.
@Suite struct UnplacedLocationTests {
    private let here = SourceLocation(file: "App/Screen.swift", line: 12)

    @Test func anUnplacedConstraintIsPlacedOnceAndAPlacedOneKeepsItsLine() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), box = LayoutView()
        root.addSubview(box)
        let constraint = ConstraintDescription(box, .width, .equal, nil, constant: 10, location: .unplaced)
            .makeConstraint()
        #expect(constraint.location.isUnplaced && constraint.location.description == "<operator>:0")
        constraint.place(at: here)
        constraint.place(at: SourceLocation(file: "App/Other.swift", line: 3))
        #expect(constraint.location == here && !constraint.location.isUnplaced)
    }

    /// An error of a constraint no call has placed is not dressed with a
    /// location that names no code.
    @Test func anUnplacedConstraintsErrorIsNotLocated() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), box = LayoutView()
        root.identifier = "root"
        box.identifier = "box"
        root.addSubview(box)
        let stranger = LayoutView()
        stranger.identifier = "stranger"
        let constraint = ConstraintDescription(box, .top, .equal, stranger, .top, location: .unplaced).makeConstraint()
        #expect(
            throws: LayoutError.noCommonAncestor(first: "box", second: "stranger", constraint: constraint.description)
        ) {
            try ConstraintBatch.activate([constraint])
        }
    }

    /// An error at the unplaced location waits on an inactive constraint
    /// and is reported, located, once, by the call that places it.
    @Test func aKeptErrorIsReportedOnceWhereTheConstraintIsPlaced() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), box = LayoutView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        var messages: [String] = []
        root.layoutIssueHandler = { messages.append($0.message) }
        let constraint = ConstraintDescription(box, .width, .equal, nil, constant: 10, location: .unplaced)
            .makeConstraint()
        constraint.report(.requiredOptionalSwitch(constraint: "first"), at: .unplaced)
        constraint.report(.requiredOptionalSwitch(constraint: "second"), at: .unplaced)
        #expect(messages == [])
        constraint.place(at: .unplaced)
        #expect(messages == [] && constraint.deferredErrors.count == 2)
        constraint.place(at: here)
        constraint.place(at: SourceLocation(file: "App/Other.swift", line: 3))
        constraint.isActive = true
        #expect(
            messages == [
                "[LayoutConstraints] App/Screen.swift:12: an active constraint cannot switch between required and optional: first",
                "[LayoutConstraints] App/Screen.swift:12: an active constraint cannot switch between required and optional: second",
            ])
    }

    /// The handler hearing a kept error may activate the constraint itself:
    /// it is activated once.
    @Test func aHandlerThatActivatesTheConstraintItHearsOfActivatesItOnce() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), box = LayoutView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let constraint = ConstraintDescription(box, .width, .equal, nil, constant: 10, location: .unplaced)
            .makeConstraint()
        var messages: [String] = []
        root.layoutIssueHandler = { issue in
            messages.append(issue.message)
            constraint.isActive = true
        }
        constraint.report(.requiredOptionalSwitch(constraint: "kept"), at: .unplaced)
        constraint.isActive = true
        #expect(
            messages == ["[LayoutConstraints] an active constraint cannot switch between required and optional: kept"])
        root.layoutIfNeeded()
        #expect(constraint.isActive && box.frame.width == 10)
        constraint.isActive = false
        #expect(!constraint.isActive)
    }
}
