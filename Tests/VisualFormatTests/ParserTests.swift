import Foundation
import Testing

@testable import VisualFormat

/// Each production of Apple's grammar, read into its syntax.
@Suite struct ParserTests {
    private func syntax(_ format: String) throws -> FormatSyntax { try parse(format).get() }

    @Test func orientationDefaultsToHorizontal() throws {
        #expect(try syntax("[a]").axis == .horizontal)
        #expect(try syntax("H:[a]").axis == .horizontal)
        #expect(try syntax("V:[a]").axis == .vertical)
        #expect(try syntax(" V : [a] ").axis == .vertical)
    }

    @Test func aViewWithoutPredicates() throws {
        #expect(try syntax("[button]") == FormatSyntax(views: [ViewSyntax(name: "button", position: 1)]))
        #expect(try syntax("[_b2]").views == [ViewSyntax(name: "_b2", position: 1)])
    }

    @Test func superviewsAtBothEnds() throws {
        let format = try syntax("|[a]|")
        #expect(format.leadingEdge == EdgeSyntax(position: 0, connection: .flush))
        #expect(format.trailingEdge == EdgeSyntax(position: 4, connection: .flush))
        #expect(try syntax("H:|-[a]-|").leadingEdge == EdgeSyntax(position: 2, connection: .standard))
        #expect(try syntax("H:|-[a]-|").trailingEdge == EdgeSyntax(position: 8, connection: .standard))
        #expect(try syntax("[a]").leadingEdge == nil)
    }

    @Test func connections() throws {
        let format = try syntax("[a][b]-[c]-20-[d]-pad-[e]-(>=8,<=20@750)-[f]-1.5-[g]")
        #expect(format.views.map(\.name) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(
            format.connections == [
                .flush, .standard,
                .predicates([PredicateSyntax(object: value(20, at: 11))]),
                .predicates([PredicateSyntax(object: name("pad", at: 18))]),
                .predicates([
                    PredicateSyntax(relation: .greaterThanOrEqual, object: value(8, at: 29)),
                    PredicateSyntax(
                        relation: .lessThanOrEqual, object: value(20, at: 33), priority: value(750, at: 36)),
                ]),
                .predicates([PredicateSyntax(object: value(1.5, at: 45))]),
            ])
    }

    /// UIKit also reads a connection's single predicate without parentheses,
    /// its relation and priority included.
    @Test func aConnectionsPredicateWithoutParentheses() throws {
        let format = try syntax("[a]->=10-[b]-==20-[c]-<=pad@750-[d]-8@p-|")
        #expect(
            format.connections == [
                .predicates([PredicateSyntax(relation: .greaterThanOrEqual, object: value(10, at: 6))]),
                .predicates([PredicateSyntax(relation: .equal, object: value(20, at: 15))]),
                .predicates([
                    PredicateSyntax(
                        relation: .lessThanOrEqual, object: name("pad", at: 24), priority: value(750, at: 28))
                ]),
            ])
        #expect(
            format.trailingEdge
                == EdgeSyntax(
                    position: 40,
                    connection: .predicates([PredicateSyntax(object: value(8, at: 36), priority: name("p", at: 38))])))
        #expect(
            try syntax("V: | - >= .5 @ 999 - [a]").leadingEdge
                == EdgeSyntax(
                    position: 3,
                    connection: .predicates([
                        PredicateSyntax(
                            relation: .greaterThanOrEqual, object: value(0.5, at: 10),
                            priority: value(999, at: 15))
                    ])))
    }

    @Test func predicatesOfAView() throws {
        let format = try syntax("[b(>=50,<=100@750)][c(==b)][d(100@20)][e(w@p)][f(-2.5e1)]")
        #expect(
            format.views.map(\.predicates) == [
                [
                    PredicateSyntax(relation: .greaterThanOrEqual, object: value(50, at: 5)),
                    PredicateSyntax(
                        relation: .lessThanOrEqual, object: value(100, at: 10), priority: value(750, at: 14)),
                ],
                [PredicateSyntax(object: name("b", at: 24))],
                [PredicateSyntax(object: value(100, at: 30), priority: value(20, at: 34))],
                [PredicateSyntax(object: name("w", at: 41), priority: name("p", at: 43))],
                [PredicateSyntax(object: value(-25, at: 49))],
            ])
    }

    @Test func numbersAsStrtodReadsThem() throws {
        let numbers = try ["1", "+2", "-3", "4.", ".5", "6.25", "7e1", "8E-1", "0009", "12345678901234567", "-0"].map {
            text in
            try syntax("[a(\(text))]").views[0].predicates[0].object.kind
        }
        #expect(numbers == [1, 2, -3, 4, 0.5, 6.25, 70, 0.8, 9, 12_345_678_901_234_568, 0].map { .number($0) })
    }

    /// Apple's examples from the reference.
    @Test func applesExamples() throws {
        for format in [
            "[button]-[textField]", "[button(>=50)]", "|-50-[purpleBox]-50-|", "V:[topField]-10-[bottomField]",
            "[maroonView][blueView]", "[button(100@20)]", "[button1(==button2)]",
            "[flexibleButton(>=70,<=100)]", "|-[find]-[findNext]-[findField(>=20)]-|",
        ] {
            #expect(throws: Never.self) { try syntax(format) }
        }
    }
}
