import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Margins measured from the safe area (`insetsLayoutMarginsFromSafeArea`),
/// on a 390 x 844 phone whose safe area leaves 47 points at the top and 34
/// at the bottom.
@Suite struct SafeAreaMarginsTests {
    let root: LayoutView
    let child: LayoutView
    let grandchild: LayoutView

    /// The root, a child filling it, and a grandchild pinned to the child's margins guide.
    init() {
        root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        child = addView("child", to: root)
        grandchild = addView("grandchild", to: child)
        pin(child, to: root)
        pin(grandchild, to: child.layoutMarginsGuide)
    }

    func pin(_ view: LayoutView, to item: LayoutView) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: item.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: item.trailingAnchor),
            view.topAnchor.constraint(equalTo: item.topAnchor),
            view.bottomAnchor.constraint(equalTo: item.bottomAnchor),
        ])
    }

    func pin(_ view: LayoutView, to guide: LayoutGuide) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    @Test func theSafeAreaIsAddedToTheMarginOnEachEdgeItCovers() {
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 390, 844))
        #expect(child.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        #expect(grandchild.frame == rect(8, 55, 374, 747))
        #expect(child.layoutMarginsGuide.layoutFrame == rect(8, 55, 374, 747))
    }

    @Test func marginsReadBackAsTheyApply() {
        root.layoutIfNeeded()
        #expect(child.layoutMargins == EdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
        #expect(child.directionalLayoutMargins == DirectionalEdgeInsets(top: 55, leading: 8, bottom: 42, trailing: 8))
        #expect(root.layoutMargins == EdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
        // What is set is kept: the safe area is added to it again after a change.
        child.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        root.layoutIfNeeded()
        #expect(child.layoutMargins == EdgeInsets(top: 57, left: 20, bottom: 44, right: 20))
        #expect(grandchild.frame == rect(20, 57, 350, 743))
    }

    @Test func marginsStayWhereTheyWereSetWhenNotInsetFromTheSafeArea() {
        child.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(grandchild.frame == rect(8, 8, 374, 828))
        #expect(child.layoutMargins == EdgeInsets(all: 8))

        child.insetsLayoutMarginsFromSafeArea = true
        root.layoutIfNeeded()
        #expect(grandchild.frame == rect(8, 55, 374, 747))
    }

    @Test func onlyTheCoveredPartOfAnEdgeCounts() {
        root.layoutIfNeeded()
        let banner = addView("banner", to: root)
        let content = addView("content", to: banner)
        LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            banner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            banner.widthAnchor.constraint(equalToConstant: 200),
            banner.heightAnchor.constraint(equalToConstant: 100),
        ])
        pin(content, to: banner.layoutMarginsGuide)
        root.layoutIfNeeded()
        // 27 of the banner's top are under the bar; its sides are in the safe area.
        #expect(banner.safeAreaInsets == EdgeInsets(top: 27))
        #expect(content.frame == rect(8, 35, 184, 57))
    }

    @Test func marginsFollowTheSafeAreaWhenItChanges() {
        root.layoutIfNeeded()
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.layoutIfNeeded()
        #expect(grandchild.frame == rect(55, 8, 280, 807))
        root.safeAreaInsets = .zero
        root.layoutIfNeeded()
        #expect(grandchild.frame == rect(8, 8, 374, 828))
    }

    @Test func marginAttributesMeasureFromTheSafeAreaToo() {
        let badge = addView("badge", to: child)
        LayoutConstraint.activate([
            LayoutConstraint(item: badge, attribute: .top, relatedBy: .equal, toItem: child, attribute: .topMargin),
            LayoutConstraint(
                item: badge, attribute: .trailing, relatedBy: .equal,
                toItem: child, attribute: .trailingMargin),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == rect(352, 55, 30, 20))
    }
}
