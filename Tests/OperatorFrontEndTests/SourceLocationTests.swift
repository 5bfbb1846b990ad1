import ConstraintBuilder
import Foundation
import LayoutTestSupport
import Testing

/// Every constraint records the line of the expression that made it, so a
/// conflict report points at the user's code: inside `Constraints { }`
/// each expression's own line (the builder's `buildExpression` takes
/// `#line`, which Swift gives per expression), outside it the line of the
/// `.activate()` or `.priority()` call around the operator.
@Suite struct SourceLocationTests {
    let v1 = view("v1"), v2 = view("v2")
    let file = "OperatorFrontEndTests/SourceLocationTests.swift"

    @Test func eachExpressionInABlockRecordsItsOwnLine() {
        let rows = [v1, v2]
        let optional: LayoutView? = v2
        let line = #line
        let built = Constraints {
            v1.top == v2.top ~ .defaultHigh
            v1.size == v2.size
            [v1.leading == v2.leading, v1.trailing == v2.trailing]
            v1.heightAnchor.constraint(equalToConstant: 10)
            if let optional {
                v1.bottom == optional.bottom
            } else {
                v1.bottom == v2.top
            }
            for row in rows {
                row.width == 10
            }
            switch rows.count {
            case 2: v1.centerX == v2.centerX
            default: v1.centerY == v2.centerY
            }
            Constraints {
                v1.lastBaseline == v2.firstBaseline
            }.priority(.defaultLow)
        }
        #expect(built.map(\.location.line) == [2, 3, 3, 4, 4, 5, 7, 12, 12, 15, 19].map { line + $0 })
        #expect(built.allSatisfy { $0.location.file == file })
    }

    /// An expression spread over lines records its first line.
    @Test func aMultilineExpressionRecordsItsFirstLine() {
        let line = #line
        let built = Constraints {
            v1.edges
                == v2.edges
                + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }
        #expect(built.map(\.location.line) == Array(repeating: line + 2, count: 4))
    }

    /// Outside a builder, the call around the operator names the line.
    @Test func callsOutsideABuilderRecordTheirLine() throws {
        let root = makeRoot()
        root.addSubview(v1)
        root.addSubview(v2)
        let single = (v1.top == v2.top).activate()
        #expect(single.location == SourceLocation(file: #fileID, line: #line - 1))
        let prioritized = (v1.width == 10).priority(.defaultHigh)
        #expect(prioritized.location == SourceLocation(file: #fileID, line: #line - 1))
        let array = [v1.height == 20, v1.leading == v2.leading].activate()
        #expect(array.map(\.location.line) == [#line - 1, #line - 1])
        let thrown = v1.bottom == v2.bottom
        try thrown.activateOrThrow()
        #expect(thrown.location == SourceLocation(file: #fileID, line: #line - 1))
        #expect([single, array[0], array[1], thrown].allSatisfy { $0.isActive })
        // Placed once: a later call does not move the line.
        prioritized.activate()
        #expect(prioritized.location.line == single.location.line + 2)
    }

    /// `.activate()` on one constraint needs no `try`: an error goes to the
    /// tree's handler with the line of the call, and the throwing variant
    /// throws it, located.
    @Test func aSingleConstraintReportsAtItsActivateCall() {
        let root = makeRoot(), stranger = view("stranger")
        root.addSubview(v1)
        let log = IssueLog(root)
        let apart = v1.top == stranger.top
        apart.activate()
        #expect(
            log.messages == [
                "[LayoutConstraints] \(file):\(#line - 1): v1 and stranger have no common ancestor: "
                    + "cannot activate <LayoutConstraint v1.top == stranger.top (inactive)>"
            ])
        #expect(!apart.isActive && v1.translatesAutoresizingMaskIntoConstraints)
        let thrown = v1.top == stranger.top
        var caught: LayoutError?
        do { try thrown.activateOrThrow() } catch { caught = error }
        #expect(
            caught
                == .located(
                    .noCommonAncestor(first: "v1", second: "stranger", constraint: thrown.description),
                    location: SourceLocation(file: #fileID, line: #line - 1)))
    }
}
