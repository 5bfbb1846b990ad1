import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@Suite struct MarginsAndSafeAreaTests {

    @Test func marginsDefaultToEightAndFollowDirection() throws {
        let root = makeRoot()
        let child = addView("child", to: root)
        pinEdges(of: child, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        #expect(root.layoutMargins == EdgeInsets(all: 8))
        #expect(child.frame == rect(8, 8, 384, 284))
        #expect(root.layoutMarginsGuide.layoutFrame == rect(8, 8, 384, 284))

        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        root.layoutIfNeeded()
        #expect(child.frame == rect(20, 10, 340, 260))
        #expect(root.layoutMargins == EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))

        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(child.frame == rect(40, 10, 340, 260))
        #expect(root.layoutMargins == EdgeInsets(top: 10, left: 40, bottom: 30, right: 20))
    }

    @Test func absoluteMarginsAreSetInTheCurrentDirection() throws {
        let root = makeRoot()
        let child = addView("child", to: root)
        pinEdges(of: child, to: root.layoutMarginsGuide)
        root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutIfNeeded()
        #expect(child.frame == rect(2, 1, 394, 296))
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))

        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutIfNeeded()
        #expect(child.frame == rect(2, 1, 394, 296))
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    @Test func marginAttributesUseTheMarginsGuide() throws {
        let root = makeRoot()
        let child = addView("child", to: root)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: child, attribute: .leadingMargin, relatedBy: .equal,
                toItem: root, attribute: .leadingMargin),
            LayoutConstraint(
                item: child, attribute: .topMargin, relatedBy: .equal,
                toItem: root, attribute: .topMargin),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 50, 50))
    }

    @Test func safeAreaComesFromTheRootAndPropagatesByOverlap() throws {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = addView("content", to: root)
        pinEdges(of: content, to: root.safeAreaLayoutGuide)
        let banner = addView("banner", to: root)
        let inner = addView("inner", to: banner)
        LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: root.topAnchor),
            banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 100),
        ])
        pinEdges(of: inner, to: banner.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 44, 400, 222))
        #expect(banner.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(inner.frame == rect(0, 44, 400, 56))

        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 20, 400, 280))
        #expect(inner.frame == rect(0, 20, 400, 80))
    }

    @Test func safeAreaInsetsAreSetOnTheRootOnly() {
        let root = makeRoot()
        let log = IssueLog(root)
        let child = addView("child", to: root)
        child.safeAreaInsets = EdgeInsets(all: 5)
        #expect(child.safeAreaInsets == .zero)
        #expect(log.errors.count == 1)
    }
}
