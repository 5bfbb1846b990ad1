import ConstraintLayout
import Foundation
import Testing

/// The ConstraintLayout catalog's example
/// (`Sources/ConstraintLayout/ConstraintLayout.docc/ConstraintLayout.md`), as written.
final class Card: LayoutView, DeclarativeLayout {
    let avatar = LayoutView(), name = Label(text: "Ada Lovelace"), badge = LayoutView()
    @LayoutInput var showsBadge = false

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        prepareLayout()
    }

    required init?(coder: NSCoder) { nil }

    var layout: Layout {
        Layout {
            avatar
            name
            if showsBadge { badge }
        } constraints: { avatar, name, badge in
            avatar.leading.top.equalToSuperview().inset(8)
            avatar.size.equalTo(64)
            name.leading.equalTo(avatar.trailing).offset(8)
            name.centerY.equalTo(avatar)
            if let badge = badge.unwrapped {
                badge.center.equalTo(avatar.trailing.top)
                badge.size.equalTo(16)
            }
        }
    }
}

@Suite struct ReadmeTests {
    @Test func theCardExample() {
        let card = Card()
        card.layoutIfNeeded()
        #expect(card.subviews.map(ObjectIdentifier.init) == [card.avatar, card.name].map(ObjectIdentifier.init))
        #expect(card.avatar.frame == CGRect(x: 8, y: 8, width: 64, height: 64))
        #expect(card.name.frame == CGRect(x: 80, y: 30, width: 104, height: 20))
        #expect(card.badge.superview == nil)
        card.showsBadge = true
        card.layoutIfNeeded()
        #expect(card.subviews.last === card.badge)
        #expect(card.badge.frame == CGRect(x: 64, y: 0, width: 16, height: 16))
    }
}
