import Foundation
import LayoutTestSupport
import Strutter
import Testing

/// As Strutter's own tests have it: each expression equals the anchors API's constraint, is
/// active, and turns autoresizing off on its first item only.
@Suite struct StrutterTests {
    let superview = makeRoot(), v1 = view("v1"), v2 = view("v2")

    init() {
        // Every expression activates at once, so the cases conflict.
        superview.layoutIssueHandler = { _ in }
        superview.addSubview(v1)
        superview.addSubview(v2)
    }

    @Test func eachFormEqualsTheAnchorsConstraint() {
        let made = [
            v1.topAnchor |=| superview.topAnchor,
            v1.topAnchor |=| (superview.topAnchor, constant: -20),
            v1.topAnchor |<=| superview.topAnchor,
            v1.topAnchor |<=| (superview.topAnchor, -20),
            v1.topAnchor |>=| superview.topAnchor,
            v1.topAnchor |>=| (superview.topAnchor, 20),
            v1.heightAnchor |=| 200,
            v1.heightAnchor |=| (superview.heightAnchor, multiplier: 2, constant: -20),
            v1.heightAnchor |=| (superview.heightAnchor, 20),
        ]
        let anchors = [
            v1.topAnchor.constraint(equalTo: superview.topAnchor),
            v1.topAnchor.constraint(equalTo: superview.topAnchor, constant: -20),
            v1.topAnchor.constraint(lessThanOrEqualTo: superview.topAnchor),
            v1.topAnchor.constraint(lessThanOrEqualTo: superview.topAnchor, constant: -20),
            v1.topAnchor.constraint(greaterThanOrEqualTo: superview.topAnchor),
            v1.topAnchor.constraint(greaterThanOrEqualTo: superview.topAnchor, constant: 20),
            v1.heightAnchor.constraint(equalToConstant: 200),
            v1.heightAnchor.constraint(equalTo: superview.heightAnchor, multiplier: 2, constant: -20),
            v1.heightAnchor.constraint(equalTo: superview.heightAnchor, constant: 20),
        ]
        #expect(made.map(\.equationText) == anchors.map(\.equationText))
        #expect(made.allSatisfy { $0.isActive })
        #expect(!v1.translatesAutoresizingMaskIntoConstraints)
        #expect(superview.translatesAutoresizingMaskIntoConstraints)
    }

    /// What the anchors API offers, Strutter offers for all three relations.
    @Test func inequalitiesTakeConstantsAndMultipliersToo() {
        let made = [
            v1.widthAnchor |>=| 10, v1.widthAnchor |<=| 300,
            v1.widthAnchor |<=| (v2.widthAnchor, multiplier: 0.5),
            v1.widthAnchor |>=| (v2.widthAnchor, multiplier: 0.25, constant: 4),
            v1.leadingAnchor |>=| (superview.leadingAnchor, 8),
            v1.centerXAnchor |=| superview.centerXAnchor,
            v1.leftAnchor |<=| (superview.centerXAnchor, -4),
            v1.centerXAnchor |>=| superview.trailingAnchor,
            v1.lastBaselineAnchor |=| v2.firstBaselineAnchor,
        ]
        #expect(
            made.map(\.equationText) == [
                "v1.width >= 10", "v1.width <= 300", "v1.width <= 0.5 * v2.width", "v1.width >= 0.25 * v2.width + 4",
                "v1.leading >= root.leading + 8", "v1.centerX == root.centerX", "v1.left <= root.centerX - 4",
                "v1.centerX >= root.trailing", "v1.lastBaseline == v2.firstBaseline",
            ])
    }

    @Test func autoresizingStaysOnForTheSecondItemAViewWithoutSuperviewAndAGuide() throws {
        let loose = view("loose"), guide = LayoutGuide(identifier: "guide")
        superview.addLayoutGuide(guide)
        loose.layoutIssueHandler = { _ in }  // its autoresizing width of 0 conflicts
        loose.widthAnchor |=| 20
        guide.topAnchor |=| v2.topAnchor
        #expect(loose.translatesAutoresizingMaskIntoConstraints)
        #expect(v2.translatesAutoresizingMaskIntoConstraints)
        let constraint = v1.trailingAnchor |=| v2.leadingAnchor
        constraint.isActive = false
        #expect(!constraint.isActive)
        #expect(v2.translatesAutoresizingMaskIntoConstraints)
    }

    /// Strutter's playground: three 20 x 30 boxes in a column.
    @Test func thePlaygroundFrames() {
        let v = makeRoot(width: 100, height: 140)
        let s1 = view("s1"), s2 = view("s2"), s3 = view("s3")
        for subview in [s1, s2, s3] { v.addSubview(subview) }
        s1.widthAnchor |=| 20
        s1.heightAnchor |=| 30
        s1.centerXAnchor |=| v.centerXAnchor
        s1.topAnchor |=| (v.topAnchor, 10)
        for box in [s2, s3] {
            box.widthAnchor |=| s1.widthAnchor
            box.heightAnchor |=| s1.heightAnchor
            box.leftAnchor |=| s1.leftAnchor
        }
        s2.topAnchor |=| (s1.bottomAnchor, constant: 10)
        s3.topAnchor |=| (s2.bottomAnchor, constant: 10)
        v.layoutIfNeeded()
        #expect([s1.frame, s2.frame, s3.frame] == [rect(40, 10, 20, 30), rect(40, 50, 20, 30), rect(40, 90, 20, 30)])
    }

    /// Bad input is reported to the tree, the constraint left inactive and
    /// autoresizing as it was; operators cannot name the caller's line.
    @Test func errorsAreReportedAndNothingIsLeftActive() {
        let stranger = view("stranger")
        let log = IssueLog(superview)
        let apart = v1.topAnchor |=| stranger.topAnchor
        let infinite = v1.widthAnchor |=| (v2.widthAnchor, multiplier: .infinity, constant: 0)
        let notANumber = v1.heightAnchor |<=| .nan
        #expect(![apart, infinite, notANumber].contains { $0.isActive })
        #expect(v1.translatesAutoresizingMaskIntoConstraints)
        #expect(
            log.messages == [
                "[LayoutConstraints] v1 and stranger have no common ancestor: cannot activate <LayoutConstraint v1.top == stranger.top (inactive)>",
                "[LayoutConstraints] the multiplier inf of <LayoutConstraint v1.width == inf * v2.width (inactive)> is not finite",
                "[LayoutConstraints] the constant nan of <LayoutConstraint v1.height <= nan (inactive)> is not finite",
            ])
    }
}
