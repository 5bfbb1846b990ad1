import Foundation
import LayoutTestSupport
import Testing

@testable import ConstraintLayout

/// A 300 by 200 host with children a, b and c and an input for each kind
/// of change: a constant, a multiplier, a conditional view, a priority.
private final class Host: LayoutView, DeclarativeLayout {
    let a = view("a"), b = view("b"), c = view("c")
    @LayoutInput var inset = 10
    @LayoutInput var factor: CGFloat = 1
    @LayoutInput var showC = false
    @LayoutInput var priority: LayoutPriority = .required

    init() {
        super.init(frame: rect(0, 0, 300, 200))
        identifier = "H"
    }

    required init?(coder: NSCoder) { nil }

    var layout: Layout {
        Layout {
            a
            b
            if showC { c }
        } constraints: { a, b, c in
            a.edges.equalToSuperview()
            b.leading.equalToSuperview().offset(CGFloat(inset))
            b.top.equalTo(a.top)
            b.width.equalTo(a).multiply(by: factor).priority(priority)
            b.height.equalTo(50)
            if let c = c.unwrapped {
                c.edges.equalTo(a)
            }
        }
    }
}

@Suite struct LayoutInputTests {
    @Test func firstApplicationInsertsInOrderAndActivatesEveryConstraintAtRequired() {
        let host = Host()
        host.prepareLayout()
        host.factor = 1.0 / 3
        host.layoutIfNeeded()
        #expect(host.subviews.map(\.debugName) == ["a", "b"])
        #expect(!host.a.translatesAutoresizingMaskIntoConstraints && !host.b.translatesAutoresizingMaskIntoConstraints)
        #expect(host.a.frame == rect(0, 0, 300, 200))
        #expect(host.b.frame == rect(10, 0, 100, 50))
        let constraints = layoutConstraints(of: host)
        #expect(constraints.count == 8)
        #expect(constraints.allSatisfy { $0.isActive && $0.priority == .required })
        #expect(
            equations(ofHost: host) == [
                "a.bottom == H.bottom", "a.left == H.left", "a.right == H.right", "a.top == H.top",
                "b.height == 50", "b.leading == H.leading + 10", "b.top == a.top",
                "b.width == 0.3333333333333333 * a.width",
            ])
    }

    @Test func nothingHappensBeforePrepareLayout() {
        let host = Host()
        host.inset = 30
        host.showC = true
        host.layoutIfNeeded()
        #expect(host.subviews.isEmpty)
        #expect(layoutConstraints(of: host).isEmpty)
        #expect(host.a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aConstantChangeKeepsTheConstraintObject() throws {
        let host = Host()
        host.prepareLayout()
        host.layoutIfNeeded()
        let before = try #require(layoutConstraints(of: host).first { $0.firstAttribute == .leading })
        host.inset = 20
        host.layoutIfNeeded()
        let after = try #require(layoutConstraints(of: host).first { $0.firstAttribute == .leading })
        #expect(after === before)
        #expect(after.constant == 20 && after.isActive)
        #expect(host.b.frame.origin.x == 20)
    }

    @Test func aMultiplierChangeReplacesTheConstraintObject() throws {
        let host = Host()
        host.prepareLayout()
        let before = try #require(layoutConstraints(of: host).first { $0.firstAttribute == .width })
        host.factor = 0.5
        host.layoutIfNeeded()
        let after = try #require(layoutConstraints(of: host).first { $0.firstAttribute == .width })
        #expect(after !== before)
        #expect(!before.isActive && after.isActive && after.multiplier == 0.5)
        #expect(host.b.frame == rect(10, 0, 150, 50))
    }

    @Test func aConditionalViewIsInsertedAndRemoved() {
        let host = Host()
        host.prepareLayout()
        host.layoutIfNeeded()
        #expect(host.c.superview == nil)
        host.showC = true
        host.layoutIfNeeded()
        #expect(host.subviews.map(\.debugName) == ["a", "b", "c"])
        #expect(!host.c.translatesAutoresizingMaskIntoConstraints)
        #expect(host.c.frame == rect(0, 0, 300, 200))
        let made = layoutConstraints(of: host).filter { $0.firstItem === host.c }
        #expect(made.count == 4 && made.allSatisfy(\.isActive))
        host.showC = false
        host.layoutIfNeeded()
        #expect(host.c.superview == nil)
        #expect(host.subviews.map(\.debugName) == ["a", "b"])
        #expect(made.allSatisfy { !$0.isActive })
        #expect(layoutConstraints(of: host).count == 8)
    }

    @Test func lessThanIsAtMostAndPrioritiesApply() {
        final class Pair: LayoutView, DeclarativeLayout {
            let x = view("x"), y = view("y")
            var layout: Layout {
                Layout {
                    x; y
                } constraints: { x, y in
                    x.top.lessThan(y)
                    x.bottom.greaterThan(y)
                    x.height.equalTo(10).priority(250)
                }
            }
        }
        let host = Pair(frame: rect(0, 0, 100, 100))
        host.prepareLayout()
        #expect(equations(ofHost: host) == ["x.bottom >= y.bottom", "x.height == 10 @250", "x.top <= y.top"])
    }

    @Test func severalInputsInARowCostOneEvaluation() {
        final class Counting: LayoutView, DeclarativeLayout {
            let x = view("x")
            var evaluations = 0
            @LayoutInput var width: CGFloat = 10
            @LayoutInput var height: CGFloat = 10
            var layout: Layout {
                evaluations += 1
                return Layout {
                    x
                } constraints: { x in
                    x.size.equalTo(CGSize(width: width, height: height))
                    x.leading.top.equalToSuperview()
                }
            }
        }
        let host = Counting(frame: rect(0, 0, 100, 100))
        host.prepareLayout()
        host.width = 30
        host.height = 40
        host.width = 50
        #expect(host.evaluations == 1)
        host.layoutIfNeeded()
        #expect(host.evaluations == 2)
        #expect(host.x.frame == rect(0, 0, 50, 40))
        host.layoutIfNeeded()
        #expect(host.evaluations == 2)
        host.height = 60
        host.applyLayout()
        #expect(host.evaluations == 3)
        host.layoutIfNeeded()
        #expect(host.evaluations == 3)
        #expect(host.x.frame == rect(0, 0, 50, 60))
    }
}
