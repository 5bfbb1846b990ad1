import Foundation
import LayoutTestSupport
import Testing

@testable import VisualFormat

/// Each kind of mistake: its reason and the column it points at.
@Suite struct ErrorTests {
    private let root = makeRoot()
    private let views: [String: LayoutView]

    init() { views = subviews(["a", "b"], of: root) }

    /// The reason and column the format's error gives, or `nil` when it builds.
    private func failure(
        _ format: String, options: LayoutConstraint.FormatOptions = [],
        metrics: [String: Any]? = ["pad": 10]
    ) -> (String, Int)? {
        do {
            _ = try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: format, options: options, metrics: metrics,
                views: views)
            return nil
        } catch {
            return (error.reason, error.column)
        }
    }

    @Test func grammarMistakes() {
        #expect(failure("") ?? ("", 0) == ("Expected a view", 1))
        #expect(failure("H:|-") ?? ("", 0) == ("Expected a view", 5))
        #expect(failure("V|[a]|") ?? ("", 0) == ("Expected ':' after 'V' to specify vertical arrangement", 2))
        #expect(failure("H|[a]|") ?? ("", 0) == ("Expected ':' after 'H' to specify horizontal arrangement", 2))
        #expect(failure("[]") ?? ("", 0) == ("Expected a view name after '['", 2))
        #expect(failure("[a") ?? ("", 0) == ("Unbalanced bracket: expected ']' to end the view 'a'", 3))
        #expect(
            failure("|[a(50][b]|") ?? ("", 0) == ("Unbalanced parenthesis: expected ',' or ')' after the predicate", 7))
        #expect(failure("[a(50,)]") ?? ("", 0) == ("Expected a number, a metric name or a view name", 7))
        #expect(failure("[a(=50)]") ?? ("", 0) == ("Expected '==', '<=' or '>='", 4))
        #expect(failure("[a(50@)]") ?? ("", 0) == ("Expected a priority after '@'", 7))
        #expect(failure("[a]--[b]") ?? ("", 0) == ("Expected a number, a metric name, a relation or '(' after '-'", 5))
        #expect(failure("[a]-20[b]") ?? ("", 0) == ("Expected '-' to end the connection", 7))
        #expect(failure("[a]->=10[b]") ?? ("", 0) == ("Expected '-' to end the connection", 9))
        #expect(failure("[a]->=-5-[b]") ?? ("", 0) == ("Expected a number or a metric name after the relation", 7))
        #expect(failure("[a]->10-[b]") ?? ("", 0) == ("Expected '==', '<=' or '>='", 5))
        #expect(failure("[a]->=10,<=20-[b]") ?? ("", 0) == ("Expected '-' to end the connection", 9))
        #expect(failure("[a]-8@-[b]") ?? ("", 0) == ("Expected a number", 7))
        #expect(failure("[a]x") ?? ("", 0) == ("Expected '-', a view or '|' after the view", 4))
        #expect(failure("[a]|[b]") ?? ("", 0) == ("Expected the end of the format after the closing '|'", 5))
        #expect(failure("[a(1e999)]") ?? ("", 0) == ("The number 1e999 is too large", 4))
        #expect(failure("[a(-)]") ?? ("", 0) == ("Expected a number", 4))
        #expect(failure("[a(==b*2)]")?.1 == 7)
        #expect(failure("[a(==b*2)]")?.0.hasPrefix("A multiplier is not part of the visual format language") == true)
    }

    @Test func namesAndValues() {
        #expect(failure("H:|-pad-[a]-gap-|") ?? ("", 0) == ("Unknown metric 'gap'", 13))
        #expect(failure("[a]-[c]") ?? ("", 0) == ("'c' is not a key in the views dictionary", 6))
        #expect(failure("[a(==c)]") ?? ("", 0) == ("Unknown metric 'c'", 6))
        #expect(
            failure("[a]-(b)-[b]") ?? ("", 0) == ("A view name ('b') is only allowed in a view's size predicate", 6))
        #expect(failure("[a(50@1001)]") ?? ("", 0) == ("The priority 1001.0 is outside (0, 1000]", 7))
        #expect(failure("[a(50@0)]") ?? ("", 0) == ("The priority 0.0 is outside (0, 1000]", 7))
        #expect(failure("[a(pad)]", metrics: ["pad": "ten"]) ?? ("", 0) == ("The metric 'pad' is not a number", 4))
        #expect(
            failure("[a(pad)]", metrics: ["pad": Double.nan]) ?? ("", 0)
                == ("The metric 'pad' is nan, not a finite number", 4))
    }

    @Test func aBarBesideAViewWithoutSuperview() throws {
        let loose = LayoutView()
        #expect(throws: VisualFormatError.self) {
            try LayoutConstraint.constraintsOrThrow(withVisualFormat: "[a]-|", metrics: nil, views: ["a": loose])
        }
        do {
            _ = try LayoutConstraint.constraintsOrThrow(withVisualFormat: "V:|-[a]", metrics: nil, views: ["a": loose])
        } catch {
            #expect(
                error.reason == "Unable to interpret '|' character, because the related view doesn't have a superview")
            #expect(error.column == 3)
        }
    }

    @Test func aValueThatIsNotAView() {
        do {
            _ = try LayoutConstraint.constraintsOrThrow(withVisualFormat: "[a]", metrics: nil, views: ["a": 3])
            Issue.record("built")
        } catch {
            #expect(error.reason == "The value for 'a' in the views dictionary is not a LayoutView")
        }
    }

    @Test func optionsThatDoNotFitTheAxis() {
        #expect(
            failure("H:[a]-[b]", options: .alignAllLeading) ?? ("", 0) == (
                "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal",
                1
            ))
        #expect(
            failure("V:[a]-[b]", options: .alignAllTop) ?? ("", 0) == (
                "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical",
                1
            ))
        #expect(
            failure("V:|-[a]-[b]-[a]", options: .alignAllLastBaseline) ?? ("", 0) == (
                "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical",
                1
            ))
        #expect(
            failure("[a]", options: [.directionLeftToRight, .directionRightToLeft]) ?? ("", 0)
                == ("The options cannot run both left to right and right to left", 1))
    }

    /// The column counts characters, and the line of a many-line format is found.
    @Test func linesColumnsAndTheCaret() throws {
        do {
            _ = try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: "V:|-[a]-\n  é-[b]", metrics: nil, views: views,
                file: "App/Screen.swift", line: 12)
            Issue.record("built")
        } catch {
            #expect(error.line == 2 && error.column == 3)
            #expect(
                error.description == """
                    App/Screen.swift:12: Unable to parse constraint format: Expected a number, a metric name, a relation or '(' after '-'
                      é-[b]
                      ^
                    """)
        }
        do {
            try LayoutConstraint.checkVisualFormat("V:|-[a]\r\n-?")
            Issue.record("passed")
        } catch {
            #expect(error.line == 2 && error.column == 2 && error.excerpt == "-?\n ^")
        }
        do {
            _ = try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: "H:|-pad-[a]", metrics: nil, views: views,
                file: "App/Screen.swift", line: 3)
            Issue.record("built")
        } catch {
            #expect(
                error
                    == VisualFormatError(
                        reason: "Unknown metric 'pad'", format: "H:|-pad-[a]", offset: 4,
                        location: SourceLocation(file: "App/Screen.swift", line: 3)))
            #expect(error.excerpt == "H:|-pad-[a]\n    ^")
        }
    }

    /// The UIKit-shaped call reports to the tree at the caller's line,
    /// returns nothing and leaves the views as they were.
    @Test func theUIKitCallReportsToTheTree() {
        var messages: [String] = []
        root.layoutIssueHandler = { messages.append($0.message) }
        let constraints = LayoutConstraint.constraints(
            withVisualFormat: "|-[a]-[b(pad)]-|", metrics: nil, views: views,
            file: "App/Screen.swift", line: 40)
        #expect(constraints.isEmpty)
        #expect(
            messages == [
                """
                [LayoutConstraints] App/Screen.swift:40: Unable to parse constraint format: Unknown metric 'pad'
                |-[a]-[b(pad)]-|
                         ^
                """
            ])
        #expect(views.values.allSatisfy { $0.translatesAutoresizingMaskIntoConstraints })
    }

    /// The grammar alone is checked without views or metrics.
    @Test func checkingTheGrammarAlone() throws {
        try LayoutConstraint.checkVisualFormat("H:|-pad-[a]-(>=8)-[nowhere(==a)]-|")
        do {
            try LayoutConstraint.checkVisualFormat("V|[a]|")
            Issue.record("passed")
        } catch {
            #expect(error.reason == "Expected ':' after 'V' to specify vertical arrangement" && error.column == 2)
        }
    }
}
