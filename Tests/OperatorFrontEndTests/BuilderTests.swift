import ConstraintBuilder
import Foundation
import LayoutTestSupport
import Testing

/// `Constraints { }`: statements in order, control flow, nesting, and the
/// file and line each constraint records.
@Suite struct BuilderTests {
    let v1 = view("v1"), v2 = view("v2")

    func nothing() -> LayoutConstraint? { nil }

    @Test func statementsCollectInOrder() {
        let flag = true, other = false
        #expect(Constraints {}.isEmpty)
        #expect(Constraints { v1.top == v2.top }.count == 1)
        #expect(
            Constraints {
                Constraints { v1.top == v2.top }
                v1.bottom == v2.bottom
            }.count == 2)
        #expect(Constraints { if flag { v1.top == v2.top } }.count == 1)
        #expect(Constraints { if other { v1.top == v2.top } }.isEmpty)
        #expect(
            Constraints {
                if other { Constraints { v1.top == v2.top } } else { Constraints { v1.size == v2.size } }
            }.count == 2)
        #expect(
            equations(
                Constraints {
                    if other { v1.top == v2.top } else if flag { v1.leading == v2.leading } else { v1.width == 1 }
                }) == ["v1.leading == v2.leading"])
        #expect(Constraints { nothing() }.isEmpty)
        #expect(Constraints { v1.widthAnchor.constraint(equalToConstant: 200) }.count == 1)
    }

    @Test func loopsSwitchesAndOptionalBindings() {
        let views = [view("a"), view("b"), view("c")]
        let axis = LayoutAxis.vertical
        let spacing: CGFloat? = 8
        let built = Constraints {
            for (above, below) in zip(views, views.dropFirst()) {
                below.top == above.bottom + 4
            }
            switch axis {
            case .horizontal: v1.centerX == v2.centerX
            case .vertical: v1.centerY == v2.centerY
            }
            if let spacing { v1.leading == v2.trailing + spacing }
            let width: CGFloat = 40
            v1.width == width
        }
        #expect(
            equations(built) == [
                "b.top == a.bottom + 4", "c.top == b.bottom + 4", "v1.centerY == v2.centerY",
                "v1.leading == v2.trailing + 8", "v1.width == 40",
            ])
    }

    /// Constraint Builder's own tests of priorities, inside and around the
    /// builder: the same constraints as the anchors API with those priorities.
    @Test func prioritiesInsideAndAroundTheBuilder() {
        let all =
            Constraints {
                v1.top == v2.top + 20
                v1.bottom == v2.bottom + 20
                v1.leading == v2.leading + 20
                v1.trailing == v2.trailing + 20
            } ~ .almostRequired
        #expect(all.map(\.priority) == [999, 999, 999, 999])
        let mixed = Constraints {
            v1.top == v2.top + 20 ~ .required
            v1.bottom == v2.bottom + 20 ~ .priority(500)
            v1.leading == v2.leading + 20 ~ .priority(100)
            v1.trailing == v2.trailing + 20 ~ .almostRequired
        }
        let anchors = [
            v1.topAnchor.constraint(equalTo: v2.topAnchor, constant: 20),
            v1.bottomAnchor.constraint(equalTo: v2.bottomAnchor, constant: 20),
            v1.leadingAnchor.constraint(equalTo: v2.leadingAnchor, constant: 20),
            v1.trailingAnchor.constraint(equalTo: v2.trailingAnchor, constant: 20),
        ]
        for (constraint, priority) in zip(anchors, [1000, 500, 100, 999] as [LayoutPriority]) {
            constraint.priority = priority
        }
        #expect(equations(mixed) == equations(anchors))
        let inequalities = Constraints {
            v1.height <= v2.height * 2
            v1.width <= v2.width * 2
            v1.height >= v2.height * 2
            v1.width >= v2.width * 2
        }
        #expect(
            equations(inequalities)
                == equations([
                    v1.heightAnchor.constraint(lessThanOrEqualTo: v2.heightAnchor, multiplier: 2),
                    v1.widthAnchor.constraint(lessThanOrEqualTo: v2.widthAnchor, multiplier: 2),
                    v1.heightAnchor.constraint(greaterThanOrEqualTo: v2.heightAnchor, multiplier: 2),
                    v1.widthAnchor.constraint(greaterThanOrEqualTo: v2.widthAnchor, multiplier: 2),
                ]))
    }

    /// Operators cannot take `#line`, so the builder statement around them
    /// records it; an anchors-API constraint keeps its own.
    @Test func eachConstraintRecordsItsStatement() {
        let line = #line
        // The second statement spans two lines on purpose: the formatter leaves it.
        // swift-format-ignore
        let built = Constraints {
            v1.top == v2.top
            v1.edges ==
                v2.edges + 10
            v1.widthAnchor.constraint(equalToConstant: 10)
            Constraints { v1.height == 20 }
        }
        #expect(built.map(\.location.line) == [line + 4, line + 5, line + 5, line + 5, line + 5, line + 7, line + 8])
        #expect(built.allSatisfy { $0.location.file == "OperatorFrontEndTests/BuilderTests.swift" })
        let root = makeRoot()
        root.addSubview(v1)
        root.addSubview(v2)
        let alone = v1.top == v2.top
        #expect(alone.location.line == 0)
        [alone].activate()
        #expect(alone.location.line == #line - 1)
    }
}
