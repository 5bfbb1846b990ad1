import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// The stack's constraints as diagnostics show them: UIKit's identifiers,
/// the user's file and line, and conflict reports that read as UIKit's.
@Suite struct StackViewDiagnosticsTests {
    /// `constraintsAffectingLayout(for:)` shows which of UIKit's constraints hold a view.
    @Test func constraintsAffectingLayoutShowUIKitsIdentifiers() {
        let fixture = StackFixture(
            threeBoxes(), length: 400, spacing: 5, distribution: .equalSpacing, alignment: .center)
        let middle = fixture.stack.arrangedSubviews[1]
        #expect(
            fixture.identifiers(of: middle, along: .horizontal)
                == [
                    "UISV-ambiguity-suppression", "UISV-ambiguity-suppression", "UISV-distributing-edge",
                    "UISV-distributing-edge",
                    "UISV-spacing", "UISV-spacing",
                ])
        #expect(
            fixture.identifiers(of: middle, along: .vertical)
                == ["UISV-alignment", "UISV-ambiguity-suppression", "UISV-spanning-boundary", "UISV-spanning-boundary"])
        let first = fixture.stack.arrangedSubviews[0]
        #expect(
            fixture.identifiers(of: first, along: .vertical)
                == [
                    "UISV-alignment", "UISV-alignment", "UISV-ambiguity-suppression", "UISV-canvas-connection",
                    "UISV-spanning-boundary", "UISV-spanning-boundary",
                ])
    }

    /// The stack's constraints read as UIKit prints its own.
    @Test func descriptionsReadAsUIKits() {
        let fixture = StackFixture(threeBoxes(), spacing: 5, alignment: .top)
        fixture.root.layoutIfNeeded()
        let texts = fixture.root.activeConstraintsOfTree.filter { $0.identifier?.hasPrefix("UISV-") == true }
            .map(\.description)
        #expect(texts.contains("<LayoutConstraint 'UISV-canvas-connection' stack.leading == a.leading (active)>"))
        #expect(texts.contains("<LayoutConstraint 'UISV-canvas-connection' c.trailing == stack.trailing (active)>"))
        #expect(texts.contains("<LayoutConstraint 'UISV-spacing' b.leading == a.trailing + 5 (active)>"))
        #expect(texts.contains("<LayoutConstraint 'UISV-alignment' a.top == b.top (active)>"))
        #expect(
            texts.contains(
                "<LayoutConstraint 'UISV-spanning-boundary' UISV-alignment-spanner.top == a.top @999.5 (active)>"))
        #expect(
            texts.contains(
                "<LayoutConstraint 'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= a.bottom (active)>"))
        #expect(
            texts.contains("<LayoutConstraint 'UISV-spanning-fit' UISV-alignment-spanner.height == 0 @51 (active)>"))
        #expect(
            texts.contains(
                "<LayoutConstraint 'UISV-canvas-connection' UISV-alignment-spanner.bottom == stack.bottom (active)>"))
        #expect(texts.contains("<LayoutConstraint 'UISV-ambiguity-suppression' b.height == 0 @25 (active)>"))
    }

    /// Each constraint records the user's call: the initializer for the
    /// stack's own, and the call that arranged a view for those about it.
    @Test func constraintsRecordTheUsersCalls() throws {
        let root = makeRoot(width: 500, height: 500)
        let a = box("a", 10, 10), b = box("b", 10, 10)
        let stack = StackView(arrangedSubviews: [a]); let initLine = #line
        stack.addArrangedSubview(b); let addLine = #line
        stack.alignment = .center
        root.addSubview(stack)
        root.layoutIfNeeded()
        let constraints = root.activeConstraintsOfTree.filter { $0.identifier?.hasPrefix("UISV-") == true }
        let spacing = try #require(constraints.first { $0.identifier == "UISV-spacing" })
        #expect(spacing.location.file == #fileID)
        #expect(spacing.location.line == addLine)
        let fit = try #require(constraints.first { $0.identifier == "UISV-spanning-fit" })
        #expect(fit.location.line == initLine)
        let leading = try #require(
            constraints.first { $0.identifier == "UISV-canvas-connection" && $0.firstAttribute == .leading })
        #expect(leading.location.line == initLine)
        #expect(constraints.allSatisfy { $0.location.file == #fileID })
    }

    /// A conflict between the app's constraints and the stack's lists
    /// UIKit's identifiers, at the lines that made them.
    @Test func aConflictReportListsUIKitsIdentifiers() throws {
        let views = threeBoxes()
        let fixture = StackFixture(views, length: 400, spacing: 5, distribution: .fillEqually)
        views[0].widthAnchor.constraint(equalToConstant: 100).isActive = true; let widthLine = #line
        fixture.root.layoutIfNeeded()
        let report = try #require(fixture.log.reports.first)
        let identifiers = report.conflicting.map { $0.identifier ?? "app" }
        #expect(Set(identifiers) == ["app", "UISV-fill-equally", "UISV-spacing", "UISV-canvas-connection"])
        #expect(
            report.conflicting.first {
                $0.identifier == nil && $0.firstAttribute == .width && $0.firstItem === views[0]
            }?
            .location.line == widthLine)
        #expect(report.message.contains("'UISV-fill-equally' b.width == a.width"))
        #expect(report.message.contains("Will attempt to recover by breaking constraint"))
    }

    /// The layout trace shows the stack and its views, none ambiguous.
    @Test func theTraceShowsNoAmbiguity() {
        let fixture = StackFixture(threeBoxes(), spacing: 5, alignment: .center)
        let trace = fixture.root.layoutTrace()
        #expect(trace.contains("*stack (StackView) frame (10, 20, 200, 60)"))
        #expect(!trace.contains("AMBIGUOUS"))
    }
}
