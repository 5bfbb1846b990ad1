import ConstraintLayout
import Foundation
import LayoutTestSupport
import Testing

/// Views from `if`/`else`, `switch`, `if let` and optionals: each is
/// inserted when its branch is taken, at its place in the list, and
/// constrained only after unwrapping.
private final class Switcher: LayoutView, DeclarativeLayout {
    enum Mode { case icon, text, both }
    let back = view("back"), icon = view("icon"), text = view("text"), front = view("front")
    @LayoutInput var mode = Mode.icon
    @LayoutInput var showsIcon = true
    @LayoutInput var badge: LayoutView?

    var layout: Layout {
        Layout {
            back
            if showsIcon { icon } else { text }
            switch mode {
            case .icon: icon
            case .text: text
            case .both: front
            }
            badge
            if let badge, badge.identifier == "never" { badge }
        } constraints: { back, iconOrText, chosen, badge, never in
            back.edges.equalToSuperview()
            if let icon = iconOrText.first {
                icon.leading.top.equalToSuperview()
                icon.size.equalTo(20)
            }
            if let text = iconOrText.second {
                text.top.trailing.equalToSuperview()
                text.size.equalTo(CGSize(width: 40, height: 10))
            }
            if let icon = chosen.first?.first {
                icon.leading.top.equalToSuperview()
                icon.size.equalTo(20)
            }
            if let text = chosen.first?.second {
                text.top.trailing.equalToSuperview()
                text.size.equalTo(CGSize(width: 40, height: 10))
            }
            if let front = chosen.second {
                front.center.equalToSuperview()
                front.size.equalTo(30)
            }
            if let badge = badge.unwrapped {
                badge.bottom.trailing.equalToSuperview().offset(-4)
                badge.size.equalTo(8)
            }
            if let never = never.unwrapped {
                never.edges.equalToSuperview()
            }
        }
    }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        identifier = "host"
    }

    required init?(coder: NSCoder) { nil }
}

@Suite struct ConditionalViewTests {
    @Test func ifElseViewsAreInsertedAndSwappedInPlace() {
        let host = Switcher()
        host.prepareLayout()
        host.layoutIfNeeded()
        #expect(host.subviews.map(\.debugName) == ["back", "icon"])
        #expect(host.icon.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        host.showsIcon = false
        host.mode = .text
        host.layoutIfNeeded()
        #expect(host.subviews.map(\.debugName) == ["back", "text"])
        #expect(host.icon.superview == nil)
        #expect(host.text.frame == CGRect(x: 60, y: 0, width: 40, height: 10))
    }

    @Test func aSwitchTakesOneCaseAndAnOptionalViewIsInsertedWhenPresent() {
        let host = Switcher()
        host.prepareLayout()
        host.mode = .both
        let badge = view("badge")
        host.badge = badge
        host.layoutIfNeeded()
        #expect(host.subviews.map(\.debugName) == ["back", "icon", "front", "badge"])
        #expect(host.front.frame == CGRect(x: 35, y: 35, width: 30, height: 30))
        #expect(badge.frame == CGRect(x: 88, y: 88, width: 8, height: 8))
        #expect(!badge.translatesAutoresizingMaskIntoConstraints)
        host.badge = nil
        host.showsIcon = false
        host.layoutIfNeeded()
        #expect(host.subviews.map(\.debugName) == ["back", "text", "front"])
        #expect(badge.superview == nil)
    }

    @Test func aViewThatAppearsIsInsertedAtItsPlaceBehindTheOnesAfterIt() {
        let host = Switcher()
        host.prepareLayout()
        host.mode = .both
        host.badge = view("badge")
        host.layoutIfNeeded()
        host.showsIcon = false
        host.layoutIfNeeded()
        #expect(host.subviews.map(\.debugName) == ["back", "text", "front", "badge"])
        host.showsIcon = true
        host.layoutIfNeeded()
        #expect(host.subviews.map(\.debugName) == ["back", "icon", "front", "badge"])
    }
}
