import Foundation
import LayoutTestSupport
import Testing

@testable import ConstraintLayout

/// What an input change keeps, changes in place and replaces.
private final class Changing: LayoutView, DeclarativeLayout {
    let x = view("x")
    @LayoutInput var priority: LayoutPriority = .defaultHigh
    @LayoutInput var toSafeArea = false
    @LayoutInput var wide = false

    var layout: Layout {
        Layout {
            x
        } constraints: { x in
            x.width.equalTo(40).priority(priority)
            if toSafeArea { x.top.equalToSafeArea() } else { x.top.equalToSuperview() }
            x.leading.equalToSuperview()
            // Switching between these two would conflict if the new one came before the old one went.
            if wide { x.height.equalTo(30).labeled("tall") } else { x.height.equalTo(10).labeled("short") }
        }
    }

    required init?(coder: NSCoder) { nil }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        identifier = "host"
        safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    }
}

private func constraint(_ host: LayoutView, _ attribute: LayoutAttribute) -> LayoutConstraint? {
    layoutConstraints(of: host).first { $0.firstAttribute == attribute }
}

@Suite struct DiffTests {
    @Test func aPriorityBetweenOptionalLevelsChangesInPlaceAndToRequiredReplaces() throws {
        let host = Changing()
        host.prepareLayout()
        let first = try #require(constraint(host, .width))
        host.priority = .defaultLow
        host.layoutIfNeeded()
        #expect(constraint(host, .width) === first)
        #expect(first.priority == .defaultLow && first.isActive)
        host.priority = .required
        host.layoutIfNeeded()
        let second = try #require(constraint(host, .width))
        #expect(second !== first && !first.isActive && second.isActive && second.priority == .required)
    }

    @Test func theSuperviewAndItsSafeAreaAreDifferentTargets() throws {
        let host = Changing()
        host.prepareLayout()
        host.layoutIfNeeded()
        let toSuperview = try #require(constraint(host, .top))
        #expect(host.x.frame.minY == 0)
        host.toSafeArea = true
        host.layoutIfNeeded()
        let toSafeArea = try #require(constraint(host, .top))
        #expect(toSafeArea !== toSuperview && !toSuperview.isActive)
        #expect(host.x.frame.minY == 20)
    }

    @Test func removedConstraintsGoBeforeNewOnesComeSoNothingConflicts() throws {
        let host = Changing()
        let log = IssueLog(host)
        host.prepareLayout()
        host.wide = true
        host.layoutIfNeeded()
        #expect(log.messages.isEmpty)
        #expect(host.x.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(constraint(host, .height)?.identifier == "tall")
    }

    @Test func aKeptConstraintSomeoneDeactivatedIsActivatedAgain() throws {
        let host = Changing()
        host.prepareLayout()
        let leading = try #require(constraint(host, .leading))
        leading.isActive = false
        host.applyLayout()
        #expect(constraint(host, .leading) === leading && leading.isActive)
    }

    @Test func tenViewsInOneLayout() {
        final class Ten: LayoutView, DeclarativeLayout {
            let views = (0..<10).map { view("v\($0)") }
            var layout: Layout {
                Layout {
                    views[0]; views[1]; views[2]; views[3]; views[4]
                    views[5]; views[6]; views[7]; views[8]; views[9]
                } constraints: { v0, v1, v2, v3, v4, v5, v6, v7, v8, v9 in
                    v0.leading.top.equalToSuperview()
                    v0.size.equalTo(10)
                    for (previous, next) in [
                        (v0, v1), (v1, v2), (v2, v3), (v3, v4), (v4, v5), (v5, v6), (v6, v7),
                        (v7, v8), (v8, v9),
                    ] {
                        next.leading.equalTo(previous.trailing)
                        next.top.width.height.equalTo(previous)
                    }
                }
            }
        }
        let host = Ten(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.prepareLayout()
        host.layoutIfNeeded()
        #expect(host.subviews.map(\.debugName) == (0..<10).map { "v\($0)" })
        #expect(host.views.map(\.frame) == (0..<10).map { CGRect(x: 10 * CGFloat($0), y: 0, width: 10, height: 10) })
        #expect(layoutConstraints(of: host).count == 4 + 9 * 4)
    }

    @Test func nestedDeclarativeViewsEachApplyTheirOwnLayout() {
        final class Inner: LayoutView, DeclarativeLayout {
            let dot = view("dot")
            @LayoutInput var inset: CGFloat = 2
            var layout: Layout {
                Layout {
                    dot
                } constraints: { dot in
                    dot.edges.equalToSuperview().inset(inset)
                }
            }
        }
        final class Outer: LayoutView, DeclarativeLayout {
            let inner = Inner()
            var layout: Layout {
                Layout {
                    inner
                } constraints: { inner in
                    inner.leading.top.equalToSuperview().offset(10)
                    inner.size.equalTo(20)
                }
            }
        }
        let outer = Outer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.inner.prepareLayout()
        outer.inner.inset = 4
        outer.prepareLayout()
        outer.layoutIfNeeded()
        #expect(outer.inner.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(outer.inner.dot.frame == CGRect(x: 4, y: 4, width: 12, height: 12))
        outer.inner.inset = 5
        outer.layoutIfNeeded()
        #expect(outer.inner.dot.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func inputsDeclaredInASuperclassCount() {
        class Base: LayoutView {
            @LayoutInput var side: CGFloat = 10
        }
        final class Derived: Base, DeclarativeLayout {
            let x = view("x")
            var layout: Layout {
                Layout {
                    x
                } constraints: { x in
                    x.leading.top.equalToSuperview()
                    x.size.equalTo(side)
                }
            }
        }
        let host = Derived(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.prepareLayout()
        host.side = 25
        host.layoutIfNeeded()
        #expect(host.x.frame == CGRect(x: 0, y: 0, width: 25, height: 25))
    }
}
