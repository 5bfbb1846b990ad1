import Foundation
import LayoutTestSupport
import Testing
import VisualFormat

/// The exact constraints each construct of Apple's reference gives.
@Suite struct ConstraintTests {
    private let root = makeRoot()
    private let views: [String: LayoutView]

    init() {
        views = subviews(
            ["a", "b", "c", "button", "textField", "purpleBox", "find", "findNext", "findField"], of: root)
    }

    private func built(
        _ format: String, options: LayoutConstraint.FormatOptions = [],
        metrics: [String: Any]? = nil
    ) throws -> [String] {
        equations(
            try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: format, options: options, metrics: metrics,
                views: views))
    }

    @Test func standardSpaceBetweenSiblings() throws {
        #expect(try built("[button]-[textField]") == ["textField.leading == button.trailing + 8"])
    }

    @Test func widthConstraint() throws {
        #expect(try built("[button(>=50)]") == ["button.width >= 50"])
    }

    @Test func connectionToSuperview() throws {
        #expect(
            try built("|-50-[purpleBox]-50-|")
                == ["purpleBox.leading == root.leading + 50", "root.trailing == purpleBox.trailing + 50"])
    }

    /// The standard spacing to the superview is its layout margin, as UIKit makes it since iOS 8.
    @Test func standardSpaceToSuperviewIsTheMargin() throws {
        #expect(try built("|-[a]-|") == ["a.leading == root.leadingMargin", "root.trailingMargin == a.trailing"])
        #expect(try built("V:|-[a]-|") == ["a.top == root.topMargin", "root.bottomMargin == a.bottom"])
    }

    @Test func verticalLayout() throws {
        #expect(try built("V:[a]-10-[b]") == ["b.top == a.bottom + 10"])
    }

    @Test func flushViews() throws {
        #expect(try built("[a][b]") == ["b.leading == a.trailing"])
        #expect(try built("|[a]|") == ["a.leading == root.leading", "root.trailing == a.trailing"])
        #expect(try built("V:|[a][b]|") == ["a.top == root.top", "b.top == a.bottom", "root.bottom == b.bottom"])
    }

    @Test func priority() throws {
        #expect(try built("[button(100@20)]") == ["button.width == 100 @20"])
        #expect(try built("V:[button(h@p)]", metrics: ["h": 44, "p": 751.5]) == ["button.height == 44 @751.5"])
    }

    @Test func equalWidths() throws {
        #expect(try built("[a(==b)]") == ["a.width == b.width"])
        #expect(try built("V:[a(>=b@300)]") == ["a.height >= b.height @300"])
    }

    /// `->=10-` is `-(>=10)-`, as UIKit reads it.
    @Test func aConnectionsPredicateWithoutParentheses() throws {
        #expect(try built("[a]->=10-[b]") == ["b.leading >= a.trailing + 10"])
        #expect(
            try built("V:|-==20-[a]-<=pad@750-|", metrics: ["pad": 5])
                == ["a.top == root.top + 20", "root.bottom <= a.bottom + 5 @750"])
        for (bare, parenthesised) in [
            ("[a]-8@750-[b]", "[a]-(8@750)-[b]"), ("|->=0@999-[a]", "|-(>=0@999)-[a]"),
            ("[a]-<=pad-[b]-pad-|", "[a]-(<=pad)-[b]-(pad)-|"),
        ] {
            #expect(try built(bare, metrics: ["pad": 12]) == built(parenthesised, metrics: ["pad": 12]))
        }
    }

    @Test func multiplePredicates() throws {
        #expect(try built("[a(>=70,<=100)]") == ["a.width >= 70", "a.width <= 100"])
        #expect(
            try built("[a]-(>=8,<=20@750)-[b]") == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @750"])
    }

    @Test func aCompleteLineOfLayout() throws {
        #expect(
            try built("|-[find]-[findNext]-[findField(>=20)]-|") == [
                "find.leading == root.leadingMargin",
                "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8",
                "findField.width >= 20",
                "root.trailingMargin == findField.trailing",
            ])
    }

    /// Metrics may be any number UIKit's `NSNumber` would hold.
    @Test func metricsByName() throws {
        let metrics: [String: Any] = ["i": 1, "d": 2.5, "f": Float(3), "g": CGFloat(4), "n": NSNumber(value: 5)]
        #expect(
            try built("|-i-[a(d)]-f-[b(>=g@n)]-(<=n)-|", metrics: metrics) == [
                "a.leading == root.leading + 1", "a.width == 2.5", "b.leading == a.trailing + 3", "b.width >= 4 @5",
                "root.trailing <= b.trailing + 5",
            ])
    }

    @Test func negativeAndFractionalGaps() throws {
        #expect(try built("V:[a]-(-4.5)-[b]-0-|") == ["b.top == a.bottom - 4.5", "root.bottom == b.bottom"])
    }

    /// A name that is both a metric and a view is the metric.
    @Test func aMetricShadowsAView() throws {
        #expect(try built("[a(b)]", metrics: ["b": 12]) == ["a.width == 12"])
    }

    @Test func blanksBetweenTokensAreSkipped() throws {
        #expect(
            try built("H: | - [ a ( >= 10 , <= 20 @ 500 ) ] - 8 - [ b ] - |")
                == built("H:|-[a(>=10,<=20@500)]-8-[b]-|"))
        #expect(try built("V:|\n-[a]\n\t-|") == built("V:|-[a]-|"))
    }

    /// Every constraint records the caller's file and line, and is inactive.
    @Test func constraintsRecordTheCall() throws {
        let constraints = try LayoutConstraint.constraintsOrThrow(
            withVisualFormat: "|-[a]-[b(a)]-|", metrics: nil,
            views: views, file: "App/Screen.swift", line: 7)
        #expect(constraints.count == 4)
        #expect(
            constraints.allSatisfy { $0.location == SourceLocation(file: "App/Screen.swift", line: 7) && !$0.isActive })
        #expect(LayoutConstraint.constraints(withVisualFormat: "[a]", metrics: nil, views: views).isEmpty)
        let line = #line + 1
        let sized = LayoutConstraint.constraints(withVisualFormat: "[a(5)]", metrics: nil, views: views)
        #expect(sized.map(\.location) == [SourceLocation(file: #fileID, line: UInt(line))])
    }

    /// The named views stop translating their autoresizing masks; the
    /// superview `|` stands for keeps its own.
    @Test func autoresizingGoesOffOnNamedViewsOnly() throws {
        _ = try LayoutConstraint.constraintsOrThrow(withVisualFormat: "|-[a]-[b]", metrics: nil, views: views)
        #expect(!views["a"]!.translatesAutoresizingMaskIntoConstraints)
        #expect(!views["b"]!.translatesAutoresizingMaskIntoConstraints)
        #expect(views["c"]!.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }
}
