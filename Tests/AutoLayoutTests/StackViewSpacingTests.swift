import AutoLayout
import Foundation
import Testing

/// Spacing, custom spacing, UIKit's spacing sentinels and bad values, in a
/// free horizontal stack of the views 100, 50 and 40 wide (`threeBoxes()`).
@Suite struct StackViewSpacingTests {
    @Test func customSpacingReplacesTheSpacingAfterAView() {
        let views = threeBoxes()
        let fixture = StackFixture(views, spacing: 5)
        fixture.stack.setCustomSpacing(20, after: views[0])
        #expect(fixture.frames.map(\.minX) == [10, 130, 185])
        #expect(fixture.stack.customSpacing(after: views[0]) == 20)
        #expect(fixture.stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        // spacingUseDefault takes it back to the stack's spacing.
        fixture.stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        #expect(fixture.frames.map(\.minX) == [10, 115, 170])
    }

    /// UIKit's sentinels are the largest and the smallest normal `Float`;
    /// the system spacing between siblings is 8 points.
    @Test func theSystemSpacingIsEightPoints() {
        #expect(StackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(StackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        let views = threeBoxes()
        let fixture = StackFixture(views, spacing: StackView.spacingUseSystem)
        #expect(fixture.stack.spacing == StackView.spacingUseSystem)
        #expect(fixture.frames.map(\.minX) == [10, 118, 176])
        fixture.stack.spacing = 0
        fixture.stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        #expect(fixture.frames.map(\.minX) == [10, 110, 168])
    }

    /// Apple: negative values let views overlap, and UIKit accepts them.
    @Test func negativeSpacingOverlapsViews() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: -10)
        // 400 - 190 + 20 = 230 more than the views want: the first stretches.
        #expect(fixture.frames.map(\.minX) == [10, 330, 370])
        #expect(fixture.frames.map(\.width) == [330, 50, 40])
        #expect(fixture.log.issues.isEmpty)
    }

    /// A spacing that is not a number is reported and ignored.
    @Test func aSpacingThatIsNotANumberIsReportedAndIgnored() {
        let fixture = StackFixture(threeBoxes(), spacing: 5)
        fixture.stack.spacing = .nan
        fixture.stack.spacing = .infinity
        #expect(fixture.stack.spacing == 5)
        #expect(fixture.log.errors.count == 2)
        guard case .valueOutOfRange(let name, _, _, let item) = fixture.log.errors.first else {
            Issue.record("expected a value out of range, got \(fixture.log.errors)")
            return
        }
        #expect(name == "spacing")
        #expect(item == "stack")
        #expect(fixture.frames.map(\.minX) == [10, 115, 170])
    }

    /// Bad custom spacing is reported at the caller's line: not a number,
    /// or after a view the stack does not arrange.
    @Test func badCustomSpacingIsReportedAtTheCall() {
        let views = threeBoxes()
        let fixture = StackFixture(views, spacing: 5)
        let stranger = box("stranger", 10, 10)
        fixture.stack.setCustomSpacing(.nan, after: views[0]); let nanLine = #line
        fixture.stack.setCustomSpacing(4, after: stranger); let strangerLine = #line
        #expect(fixture.log.errors.count == 2)
        #expect(fixture.log.errors.map(\.location?.line) == [nanLine, strangerLine])
        #expect(fixture.stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        #expect(fixture.frames.map(\.minX) == [10, 115, 170])
    }

    /// Apple: the custom spacing is lost when the view stops being arranged.
    @Test func customSpacingIsForgottenWithTheView() {
        let views = threeBoxes()
        let fixture = StackFixture(views, spacing: 5)
        fixture.stack.setCustomSpacing(30, after: views[0])
        fixture.stack.removeArrangedSubview(views[0])
        fixture.stack.insertArrangedSubview(views[0], at: 0)
        #expect(fixture.stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
    }

    /// A new spacing changes the constants of the spacing constraints in
    /// place: the same constraints, no others made.
    @Test func changingTheSpacingUpdatesConstantsInPlace() {
        let fixture = StackFixture(threeBoxes(), spacing: 5)
        let before = fixture.constraints("UISV-spacing")
        let all = fixture.root.activeConstraintsOfTree.count
        fixture.stack.spacing = 12
        let after = fixture.constraints("UISV-spacing")
        #expect(after.count == 2)
        #expect(zip(before, after).allSatisfy { $0 === $1 })
        #expect(after.map(\.constant) == [12, 12])
        #expect(fixture.root.activeConstraintsOfTree.count == all)
        #expect(fixture.frames.map(\.minX) == [10, 122, 184])
    }
}

extension LayoutError {
    /// The location of an error reported at a call, if it was.
    var location: AutoLayout.SourceLocation? {
        if case .located(_, let location) = self { return location }
        return nil
    }
}
