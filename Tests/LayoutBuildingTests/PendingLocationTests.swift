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

    /// An error at the pending location waits on an inactive constraint
    /// and is reported, located, once, by the call that places it.
    @Test func aKeptErrorIsReportedOnceWhereTheConstraintIsPlaced() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), box = LayoutView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        var messages: [String] = []
        root.layoutIssueHandler = { messages.append($0.message) }
        let constraint = ConstraintDescription(box, .width, .equal, nil, constant: 10, location: .pending).makeConstraint()
        constraint.report(.requiredOptionalSwitch(constraint: "first"), at: .pending)
        constraint.report(.requiredOptionalSwitch(constraint: "second"), at: .pending)
        #expect(messages == [])
        constraint.place(at: .pending)
        #expect(messages == [] && constraint.pendingErrors.count == 2)
        constraint.place(at: here)
        constraint.place(at: SourceLocation(file: "App/Other.swift", line: 3))
        constraint.isActive = true
        #expect(messages == ["[LayoutConstraints] App/Screen.swift:12: an active constraint cannot switch between required and optional: first",
                             "[LayoutConstraints] App/Screen.swift:12: an active constraint cannot switch between required and optional: second"])
    }

    /// The handler hearing a kept error may activate the constraint itself:
    /// it is activated once.
    @Test func aHandlerThatActivatesTheConstraintItHearsOfActivatesItOnce() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), box = LayoutView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let constraint = ConstraintDescription(box, .width, .equal, nil, constant: 10, location: .pending).makeConstraint()
        var messages: [String] = []
        root.layoutIssueHandler = { issue in
            messages.append(issue.message)
            constraint.isActive = true
        }
        constraint.report(.requiredOptionalSwitch(constraint: "kept"), at: .pending)
        constraint.isActive = true
        #expect(messages == ["[LayoutConstraints] an active constraint cannot switch between required and optional: kept"])
        root.layoutIfNeeded()
        #expect(constraint.isActive && box.frame.width == 10)
        constraint.isActive = false
        #expect(!constraint.isActive)
    }
}
