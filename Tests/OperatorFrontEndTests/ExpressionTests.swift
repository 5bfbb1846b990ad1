import ConstraintBuilder
import Foundation
import LayoutTestSupport
import Testing

/// Constraint Builder's linear forms, read as algebra: each side is
/// `multiplier * anchor + constant` and the constraint is solved for the
/// left-hand anchor.
@Suite struct ExpressionTests {
    let v1 = view("v1"), v2 = view("v2")

    @Test func relationsKeepItemsAttributesAndRelation() {
        #expect(
            equations([v1.left == v2.right, v1.left >= v2.right, v1.left <= v2.right, v1.left => v2.right]) == [
                "v1.left == v2.right", "v1.left >= v2.right", "v1.left <= v2.right", "v1.left >= v2.right",
            ])
        #expect(
            equations([v1.width == 200, v1.width >= 200, v1.width <= 200, v1.width => 200]) == [
                "v1.width == 200", "v1.width >= 200", "v1.width <= 200", "v1.width >= 200",
            ])
        #expect(
            equations([v1.top == v2.lastBaseline, v1.centerX == v2.leading, v1.right <= v2.centerX]) == [
                "v1.top == v2.lastBaseline", "v1.centerX == v2.leading", "v1.right <= v2.centerX",
            ])
        let constraint = v1.firstBaseline == v2.bottom
        #expect(constraint.firstItem === v1 && constraint.secondItem === v2)
        #expect(constraint.multiplier == 1 && constraint.constant == 0 && constraint.priority == .required)
        #expect(!constraint.isActive)
    }

    @Test func constantsMoveToTheRightSide() {
        #expect(
            equations([
                v1.left == v2.right + 10, v1.left + 10 == v2.right, v1.left == v2.right - 10, v1.left - 10 == v2.right,
                v1.left == v2.right + 10 + 10, v1.left + 10 + 10 == v2.right, v1.left == v2.right - 10 - 10,
                v1.left - 10 - 10 == v2.right,
            ]) == [
                "v1.left == v2.right + 10", "v1.left == v2.right - 10", "v1.left == v2.right - 10",
                "v1.left == v2.right + 10",
                "v1.left == v2.right + 20", "v1.left == v2.right - 20", "v1.left == v2.right - 20",
                "v1.left == v2.right + 20",
            ])
        #expect(
            equations([
                v1.left == 10 + v2.right, 10 + v1.left == v2.right, v1.left == -10 + v2.right,
                -10 + v1.left == v2.right,
                v1.left == 10 + 10 + v2.right, v1.left == -10 - 10 + v2.right, -10 - 10 + v1.left == v2.right,
            ]) == [
                "v1.left == v2.right + 10", "v1.left == v2.right - 10", "v1.left == v2.right - 10",
                "v1.left == v2.right + 10",
                "v1.left == v2.right + 20", "v1.left == v2.right - 20", "v1.left == v2.right + 20",
            ])
    }

    @Test func multipliersDivideThroughTheLeftSide() {
        #expect(
            equations([
                v1.width == v2.width * 2, v1.width * 2 == v2.width, v1.height == v2.height / 2,
                v1.width / 2 == v2.width,
                v1.width == v2.width * 2 * 2, v1.width * 2 * 2 == v2.width, v1.width == v2.width / 2 / 2,
                v1.width / 2 / 2 == v2.width,
            ]) == [
                "v1.width == 2 * v2.width", "v1.width == 0.5 * v2.width", "v1.height == 0.5 * v2.height",
                "v1.width == 2 * v2.width", "v1.width == 4 * v2.width", "v1.width == 0.25 * v2.width",
                "v1.width == 0.25 * v2.width", "v1.width == 4 * v2.width",
            ])
        #expect(
            equations([
                v1.width == 2 * v2.width, 2 * v1.width == v2.width, v1.width == 2 * 2 * v2.width,
                2 * 2 * v1.top == v2.bottom, v1.leading == 2 * v2.trailing / 4,
            ]) == [
                "v1.width == 2 * v2.width", "v1.width == 0.5 * v2.width", "v1.width == 4 * v2.width",
                "v1.top == 0.25 * v2.bottom", "v1.leading == 0.5 * v2.trailing",
            ])
    }

    /// What the algebra says, where Constraint Builder kept a constant
    /// unscaled: `(w + 150) / 2` is `0.5 * w + 75`.
    @Test func constantsScaleWithTheirSide() {
        #expect(
            equations([
                v2.width == (v1.width + 150) / 2, 2 * v1.width + 10 == v2.width, v1.width * 2 == 100,
                (v1.height - 4) / 2 <= v2.height,
            ]) == [
                "v2.width == 0.5 * v1.width + 75", "v1.width == 0.5 * v2.width - 5", "v1.width == 50",
                "v1.height <= 2 * v2.height + 4",
            ])
    }

    @Test func aNegativeLeftMultiplierTurnsTheRelationRound() {
        #expect(
            equations([-1 * v1.width >= v2.width, v1.top * -2 <= v2.top, -1 * v1.width <= 10]) == [
                "v1.width <= -1 * v2.width", "v1.top >= -0.5 * v2.top", "v1.width >= -10",
            ])
    }

    @Test func compositesMakeOneConstraintPerAttributeInConstraintBuildersOrder() {
        for (relation, symbol) in [(LayoutRelation.equal, "=="), (.greaterThanOrEqual, ">="), (.lessThanOrEqual, "<=")]
        {
            let pairs: [[LayoutConstraint]] =
                switch relation {
                case .equal:
                    [
                        v1.size == v2.size, v1.centerXY == v2.centerXY, v1.horizontalEdges == v2.horizontalEdges,
                        v1.verticalEdges == v2.verticalEdges, v1.edges == v2.edges, v1.size == 200,
                    ]
                case .greaterThanOrEqual:
                    [
                        v1.size >= v2.size, v1.centerXY >= v2.centerXY, v1.horizontalEdges >= v2.horizontalEdges,
                        v1.verticalEdges >= v2.verticalEdges, v1.edges >= v2.edges, v1.size >= 200,
                    ]
                case .lessThanOrEqual:
                    [
                        v1.size <= v2.size, v1.centerXY <= v2.centerXY, v1.horizontalEdges <= v2.horizontalEdges,
                        v1.verticalEdges <= v2.verticalEdges, v1.edges <= v2.edges, v1.size <= 200,
                    ]
                }
            #expect(
                pairs.map(equations) == [
                    ["v1.height \(symbol) v2.height", "v1.width \(symbol) v2.width"],
                    ["v1.centerY \(symbol) v2.centerY", "v1.centerX \(symbol) v2.centerX"],
                    ["v1.trailing \(symbol) v2.trailing", "v1.leading \(symbol) v2.leading"],
                    ["v1.top \(symbol) v2.top", "v1.bottom \(symbol) v2.bottom"],
                    [
                        "v1.trailing \(symbol) v2.trailing", "v1.leading \(symbol) v2.leading",
                        "v1.top \(symbol) v2.top", "v1.bottom \(symbol) v2.bottom",
                    ],
                    ["v1.width \(symbol) 200", "v1.height \(symbol) 200"],
                ])
        }
        #expect(equations(v1.size == CGSize(width: 200, height: 100)) == ["v1.width == 200", "v1.height == 100"])
        #expect(equations(v1.size == v2.size * 2) == ["v1.height == 2 * v2.height", "v1.width == 2 * v2.width"])
        #expect(
            equations(v1.centerXY == v2.centerXY + 5) == [
                "v1.centerY == v2.centerY + 5", "v1.centerX == v2.centerX + 5",
            ])
    }

    /// `+ insets` grows the item outward, `- insets` shrinks it inward, a
    /// number moves every edge the same way; missing sides are ignored.
    @Test func insetsMoveEachEdgeByItsOwnAmount() {
        #expect(
            equations(v1.verticalEdges == v2.verticalEdges + 10) == [
                "v1.top == v2.top + 10", "v1.bottom == v2.bottom + 10",
            ])
        #expect(
            equations(v1.verticalEdges == v2.verticalEdges + EdgeInsets(top: 10, bottom: 10))
                == ["v1.top == v2.top - 10", "v1.bottom == v2.bottom + 10"])
        #expect(
            equations(v1.verticalEdges == v2.verticalEdges - EdgeInsets(top: 10, bottom: 10))
                == ["v1.top == v2.top + 10", "v1.bottom == v2.bottom - 10"])
        #expect(
            equations(v1.verticalEdges == v2.verticalEdges + EdgeInsets(left: 200, right: 10))
                == ["v1.top == v2.top", "v1.bottom == v2.bottom"])
        #expect(
            equations(v1.horizontalEdges == v2.horizontalEdges + EdgeInsets(left: 100, right: 10))
                == ["v1.trailing == v2.trailing + 10", "v1.leading == v2.leading - 100"])
        #expect(
            equations(v1.horizontalEdges == v2.horizontalEdges - EdgeInsets(left: 10, right: 10))
                == ["v1.trailing == v2.trailing - 10", "v1.leading == v2.leading + 10"])
        #expect(
            equations(v1.edges == v2.edges + EdgeInsets(top: 5, left: 10, bottom: 20, right: 30)) == [
                "v1.trailing == v2.trailing + 30", "v1.leading == v2.leading - 10", "v1.top == v2.top - 5",
                "v1.bottom == v2.bottom + 20",
            ])
        #expect(
            equations(v1.edges == v2.edges - EdgeInsets(top: 5, left: 10, bottom: 20, right: 30)) == [
                "v1.trailing == v2.trailing - 30", "v1.leading == v2.leading + 10", "v1.top == v2.top + 5",
                "v1.bottom == v2.bottom - 20",
            ])
        #expect(
            equations(v1.edges + EdgeInsets(all: 4) == v2.edges) == [
                "v1.trailing == v2.trailing - 4", "v1.leading == v2.leading + 4", "v1.top == v2.top + 4",
                "v1.bottom == v2.bottom - 4",
            ])
    }

    @Test func aNumberInsetsEdgesFromTheSuperview() {
        let root = makeRoot()
        root.addSubview(v1)
        #expect(
            equations(v1.horizontalEdges == 10) == [
                "v1.trailing == root.trailing - 10", "v1.leading == root.leading + 10",
            ])
        #expect(equations(v1.verticalEdges >= 10) == ["v1.top >= root.top + 10", "v1.bottom >= root.bottom - 10"])
        var issues: [String] = []
        v2.layoutIssueHandler = { issues.append($0.message) }
        #expect((v2.edges == 10).isEmpty)
        #expect(
            issues == [
                "[LayoutConstraints] invalid constraint v2.edges == 10.0: v2 has no superview to inset its edges from"
            ])
    }

    @Test func prioritiesAreSetInPlace() {
        let constraint = v1.width == v2.width
        #expect((constraint ~ .priority(404)) === constraint)
        #expect(constraint.priority == 404)
        #expect((v1.width == v2.width ~ .required).priority == .required)
        #expect((v1.top == v2.top + 20 ~ .almostRequired).priority == 999)
        #expect((v1.top == v2.top ~ .defaultLow).priority == .defaultLow)
        #expect((v1.top == v2.top).priority(888).priority == 888)
        #expect((v1.edges == v2.edges ~ .defaultHigh).map(\.priority) == [750, 750, 750, 750])
        #expect((v1.size == v2.size).priority(.fittingSizeLevel).map(\.priority) == [50, 50])
        #expect(LayoutPriority.almostRequired == 999 && LayoutPriority.priority(500) == 500)
    }
}
