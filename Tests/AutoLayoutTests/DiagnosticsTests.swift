import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@Suite struct DiagnosticsTests {
    @Test func unsatisfiableReportsExactlyTheConflictingSetAndBreaksTheNewConstraint() throws {
        let root = makeRoot()
        let log = IssueLog(root)
        let view = addView("view", to: root)
        let left = view.leftAnchor.constraint(equalTo: root.leftAnchor)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor)
        let height = view.heightAnchor.constraint(equalToConstant: 10)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let pinRight = view.rightAnchor.constraint(equalTo: root.rightAnchor)
        pinRight.identifier = "pin-right"
        LayoutConstraint.activate([left, top, height, narrow])
        #expect(log.issues.isEmpty)
        pinRight.isActive = true
        #expect(pinRight.isActive)
        let report = try #require(log.reports.first)
        #expect(log.reports.count == 1)
        #expect(report.broken === pinRight)
        let conflicting = Set(report.conflicting.map(ObjectIdentifier.init))
        let expected = Set([left, narrow, pinRight].map(ObjectIdentifier.init))
        let autoresizingOfRoot = report.conflicting.filter { $0.identifier?.hasPrefix("root-autoresizing") == true }
        #expect(conflicting.subtracting(autoresizingOfRoot.map(ObjectIdentifier.init)) == expected)
        #expect(autoresizingOfRoot.map(\.identifier) == ["root-autoresizing-width"])
        let message = report.message
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(
            message.contains(
                "\"<LayoutConstraint 'narrow' view.width == 100 (active)>\" at AutoLayoutTests/DiagnosticsTests.swift:14"
            ))
        #expect(
            message.contains(
                "Will attempt to recover by breaking constraint \n<LayoutConstraint 'pin-right' view.right == root.right (active)> at AutoLayoutTests/DiagnosticsTests.swift:16"
            ))
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 100, 10))
    }

    @Test func anUnderConstrainedViewIsAmbiguous() throws {
        let root = makeRoot()
        let view = addView("loose", to: root)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            view.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 100),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        #expect(
            root.layoutTrace().contains(
                "*loose (LayoutView) frame (0, \(Int(view.frame.minY)), 10, 10) - AMBIGUOUS LAYOUT for minY"))
        let before = view.frame.minY
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.minY != before)
        #expect(view.frame.minY >= 0 && view.frame.minY <= 100)
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 40).isActive = true
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame.minY == 40)
    }

    /// A width of 100 at 750 against a compression resistance of 750 for an
    /// intrinsic width of 1e9 is a tie: every width between them meets both
    /// equally. The probe sees a one-point move against rows whose constants
    /// are 1e9, on every probe, however the rows were rebuilt in between.
    @Test func aTieAcrossAHugeIntrinsicSizeIsAmbiguousOnEveryProbe() throws {
        let root = makeRoot()
        let view = addView("tied", to: root)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        width.priority = 750
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 50),
            width,
        ])
        view.fixedIntrinsicContentSize = CGSize(width: 1e9, height: 10)
        root.layoutIfNeeded()
        let probes = (0..<40).map { _ in view.hasAmbiguousLayout }
        #expect(probes == Array(repeating: true, count: 40))
    }

    @Test func traceShowsTheTree() throws {
        let root = makeRoot()
        let view = addView("box", to: root)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 1),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
            view.widthAnchor.constraint(equalToConstant: 3),
            view.heightAnchor.constraint(equalToConstant: 4),
        ])
        #expect(
            root.layoutTrace() == "•root (LayoutView) frame (0, 0, 400, 300)\n|   *box (LayoutView) frame (1, 2, 3, 4)")
    }

    @Test func constraintsAffectingLayoutAreTheOnesOnThatAxis() throws {
        let root = makeRoot()
        let view = addView("box", to: root, intrinsic: CGSize(width: 30, height: LayoutView.noIntrinsicMetric))
        let left = view.leftAnchor.constraint(equalTo: root.leftAnchor)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor)
        let height = view.heightAnchor.constraint(equalToConstant: 4)
        LayoutConstraint.activate([left, top, height])
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.last === left)
        #expect(horizontal.compactMap(\.identifier) == ["box-content-size-width"])
        #expect(horizontal.count == 2)
        #expect(
            horizontal.first?.description
                == "<LayoutConstraint 'box-content-size-width' box.width == 30 Hug:250 CompressionResistance:750 (active)>"
        )
        #expect(
            view.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init)
                == [top, height].map(ObjectIdentifier.init))
    }
}
