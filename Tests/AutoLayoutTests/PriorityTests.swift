import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@Suite struct PriorityTests {
    func row(width: CGFloat) throws -> (LayoutView, LayoutView, LayoutView) {
        let root = makeRoot(width: width, height: 100)
        let a = addView("a", to: root, intrinsic: CGSize(width: 120, height: 20))
        let b = addView("b", to: root, intrinsic: CGSize(width: 120, height: 20))
        try placeInRow(a, b, filling: root)
        return (root, a, b)
    }

    /// `a` then `b` across the whole width of `root`, both at its top.
    func placeInRow(_ a: LayoutView, _ b: LayoutView, filling root: LayoutView) throws {
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
    }

    @Test func prioritiesHaveUIKitsValues() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutView.noIntrinsicMetric == -1)
        #expect(LayoutView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    /// Two labels 10 points a character in a row of 100 points: 60 + 60 do
    /// not fit, and the one with the lower compression resistance gives way.
    @Test func twoLabelsTooWideForTheirRowShrinkTheLessResistantOne() throws {
        let root = makeRoot(width: 100, height: 50)
        let first = Label(text: "Alpha!"), second = Label(text: "Omega!")
        for (label, name) in [(first, "first"), (second, "second")] {
            label.identifier = name
            label.textMetrics = MonospacedMetrics()
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        try placeInRow(first, second, filling: root)
        first.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.intrinsicContentSize == CGSize(width: 60, height: 20))
        #expect(first.frame == rect(0, 0, 40, 20))
        #expect(second.frame == rect(40, 0, 60, 20))
    }

    /// A subclass computes its own intrinsic size; the engine reads it again
    /// only when the view says it changed.
    @Test func anOverriddenIntrinsicSizeIsReadAgainWhenInvalidated() throws {
        final class Badge: LayoutView {
            var digits = 1
            override var intrinsicContentSize: CGSize { CGSize(width: 10 * CGFloat(digits) + 8, height: 20) }
        }
        let root = makeRoot()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == rect(4, 4, 18, 20))

        badge.digits = 3
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(badge.frame == rect(4, 4, 18, 20))
        badge.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(badge.frame == rect(4, 4, 38, 20))
    }

    @Test func lowerCompressionResistanceShrinksFirst() throws {
        let (root, a, b) = try row(width: 200)
        b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 120, 20))
        #expect(b.frame == rect(120, 0, 80, 20))

        a.setContentCompressionResistancePriority(.defaultHigh - 2, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 80, 20))
        #expect(b.frame == rect(80, 0, 120, 20))
    }

    @Test func lowerHuggingGrowsFirst() throws {
        let (root, a, b) = try row(width: 300)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 180, 20))
        #expect(b.frame == rect(180, 0, 120, 20))
        #expect(a.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(b.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func requiredHuggingHoldsTheIntrinsicSizeUntilItIsOptionalAgain() throws {
        let (root, a, b) = try row(width: 300)
        a.setContentHuggingPriority(.required, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 120, 20))
        #expect(b.frame == rect(120, 0, 180, 20))
        #expect(
            a.constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier)
                == ["a-hugging-width", "a-compression-width"])

        a.setContentHuggingPriority(.defaultLow - 2, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 180, 20))
        #expect(b.frame == rect(180, 0, 120, 20))
        #expect(a.constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier) == ["a-content-size-width"])
    }

    @Test func requiredCompressionResistanceNeverShrinks() throws {
        let (root, a, b) = try row(width: 200)
        a.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 120, 20))
        #expect(b.frame == rect(120, 0, 80, 20))
        b.setContentCompressionResistancePriority(.required, for: .horizontal)
        a.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 80, 20))
        #expect(b.frame == rect(80, 0, 120, 20))
    }

    @Test func tenConstraintsAt250LoseToOneAt251() throws {
        let root = makeRoot()
        let view = addView("view", to: root)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        for _ in 0..<10 {
            let weak = view.widthAnchor.constraint(equalToConstant: 100)
            weak.priority = 250
            weak.isActive = true
        }
        let strong = view.widthAnchor.constraint(equalToConstant: 200)
        strong.priority = 251
        strong.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)
        strong.priority = 249
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    @Test func invalidContentPrioritiesAreReportedAndIgnored() {
        let root = makeRoot()
        let log = IssueLog(root)
        root.setContentHuggingPriority(0, for: .horizontal)
        root.setContentCompressionResistancePriority(1001, for: .vertical)
        #expect(root.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(root.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(log.errors.count == 2)
    }
}
