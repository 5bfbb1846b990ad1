import ConstraintLayout
import Foundation
import LayoutTestSupport
import Testing

/// A layout with one bad statement per input: each is reported at the
/// user's line, and the rest of the layout still applies.
private final class Faulty: LayoutView, DeclarativeLayout {
    enum Fault { case none, positionToNumber, notANumber, priorityOutOfRange, twice, countMismatch }
    let x = view("x"), y = view("y")
    @LayoutInput var fault = Fault.none
    @LayoutInput var width: CGFloat = 10

    var layout: Layout {
        Layout {
            x; y
        } constraints: { x, y in
            x.leading.top.equalToSuperview()
            x.size.equalTo(width)
            y.size.equalTo(x)
            y.top.equalTo(x.bottom)
            switch fault {
            case .none: []
            case .positionToNumber: x.centerY.equalTo(20)
            case .notANumber: y.leading.equalTo(x.trailing).offset(CGFloat.nan)
            case .priorityOutOfRange: y.leading.equalTo(x.trailing).priority(1001)
            case .twice:
                for _ in 0..<2 { y.leading.equalTo(x.trailing) }
            case .countMismatch: y.edges.equalTo(x.top.leading)
            }
        }
    }

    required init?(coder: NSCoder) { nil }
    init() { super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
}

@Suite struct LayoutErrorTests {
    private func apply(_ fault: Faulty.Fault) -> (Faulty, [String]) {
        let host = Faulty()
        let log = IssueLog(host)
        host.fault = fault
        host.prepareLayout()
        host.layoutIfNeeded()
        return (host, log.messages)
    }

    @Test func aPositionEqualToANumberIsReportedAtItsLine() {
        let (host, messages) = apply(.positionToNumber)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("[LayoutConstraints] ConstraintLayoutTests/LayoutErrorTests.swift:24: ") == true)
        #expect(messages.first?.contains("a position cannot equal a constant") == true)
        #expect(host.y.frame == CGRect(x: 0, y: 10, width: 10, height: 10))
    }

    @Test func aNonFiniteOffsetAndAnOutOfRangePriorityAreReportedAtTheirLines() {
        let (host, nan) = apply(.notANumber)
        #expect(
            nan.count == 1
                && nan.first?.hasPrefix("[LayoutConstraints] ConstraintLayoutTests/LayoutErrorTests.swift:25: ") == true
        )
        #expect(nan.first?.contains("is not finite") == true)
        #expect(host.x.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        let (_, priority) = apply(.priorityOutOfRange)
        #expect(
            priority.count == 1
                && priority.first?.hasPrefix("[LayoutConstraints] ConstraintLayoutTests/LayoutErrorTests.swift:26: ")
                    == true
        )
        #expect(priority.first?.contains("outside (0, 1000]") == true)
    }

    @Test func theSameConstraintTwiceIsReportedAndMadeOnce() {
        let (host, messages) = apply(.twice)
        #expect(
            messages == [
                "[LayoutConstraints] ConstraintLayoutTests/LayoutErrorTests.swift:28: the same constraint is made twice here; the second is ignored"
            ])
        #expect(equations(ofHost: host).filter { $0.hasPrefix("y.leading") } == ["y.leading == x.trailing"])
    }

    @Test func compositesOfDifferentSizesAreReported() {
        let (_, messages) = apply(.countMismatch)
        #expect(
            messages == [
                "[LayoutConstraints] ConstraintLayoutTests/LayoutErrorTests.swift:29: cannot relate 4 attributes to 2"
            ])
    }

    @Test func aBadConstantOnAKeptConstraintIsReportedAndTheOldOneStays() {
        let (host, _) = apply(.none)
        let log = IssueLog(host)
        host.width = .infinity
        host.layoutIfNeeded()
        #expect(log.messages.count == 2)
        #expect(
            log.messages.allSatisfy {
                $0.hasPrefix("[LayoutConstraints] ConstraintLayoutTests/LayoutErrorTests.swift:19: ")
            })
        #expect(host.x.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
