import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A screen written as UIKit code is: views made in `viewDidLoad`,
/// constraints activated there and in `updateViewConstraints`.
private final class ProfileViewController: LayoutViewController {
    let log = Log()
    let avatar = LayoutView()
    let banner = LayoutView()
    private var bannerHeight: LayoutConstraint?
    var wantsTallBanner = false {
        didSet { view.setNeedsUpdateConstraints() }
    }

    override func loadView() {
        log.append("loadView")
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.identifier = "root"
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        avatar.identifier = "avatar"
        banner.identifier = "banner"
        for subview in [banner, avatar] {
            view.addSubview(subview)
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            avatar.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
            avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 60),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        ])
    }

    override func updateViewConstraints() {
        log.append("updateViewConstraints")
        if bannerHeight == nil {
            bannerHeight = banner.heightAnchor.constraint(equalToConstant: 100)
            bannerHeight?.isActive = true
        }
        bannerHeight?.constant = wantsTallBanner ? 200 : 100
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("viewDidLayoutSubviews \(avatar.frame.minY)")
    }

    override func willMove(toParent parent: LayoutViewController?) {
        log.append("willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: LayoutViewController?) {
        log.append("didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}

@Suite struct ViewControllerTests {
    @Test func theViewLoadsOnFirstUse() {
        let controller = ProfileViewController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        _ = controller.view
        #expect(controller.log.take() == ["loadView", "viewDidLoad"])
    }

    @Test func aPassCallsTheControllerInUIKitsOrder() {
        let controller = ProfileViewController()
        controller.view.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        _ = controller.log.take()
        controller.view.layoutIfNeeded()
        // The frames are written before viewDidLayoutSubviews: it reads them.
        #expect(
            controller.log.take() == [
                "updateViewConstraints", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews 155.0",
            ])
        #expect(controller.banner.frame == rect(0, 47, 390, 100))
        #expect(controller.avatar.frame == rect(16, 155, 60, 60))
        controller.wantsTallBanner = true
        controller.view.layoutIfNeeded()
        #expect(
            controller.log.take() == [
                "updateViewConstraints", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews 255.0",
            ])
        #expect(controller.avatar.frame == rect(16, 255, 60, 60))
    }

    @Test func additionalSafeAreaInsetsInsetTheViewAndItsSubviews() {
        let controller = ProfileViewController()
        controller.view.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 44)
        controller.view.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 91, bottom: 34))
        #expect(controller.banner.frame == rect(0, 91, 390, 100))
        #expect(controller.banner.safeAreaInsets == .zero)
        controller.additionalSafeAreaInsets = .zero
        controller.view.layoutIfNeeded()
        #expect(controller.banner.frame == rect(0, 47, 390, 100))
    }

    @Test func aChildsViewGetsItsShareOfTheParentsSafeArea() {
        let parent = LayoutViewController()
        parent.view.frame = rect(0, 0, 390, 844)
        parent.view.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let child = ProfileViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: parent.view.topAnchor),
            child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
            child.view.heightAnchor.constraint(equalToConstant: 400),
        ])
        child.didMove(toParent: parent)
        child.additionalSafeAreaInsets = EdgeInsets(top: 10)
        parent.view.layoutIfNeeded()
        #expect(child.view.frame == rect(0, 0, 390, 400))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 57))
        #expect(child.banner.frame == rect(0, 57, 390, 100))
        #expect(parent.children.count == 1 && parent.children[0] === child && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(
            child.log.take().filter { $0.contains("Parent") } == [
                "willMove(toParent: parent)", "didMove(toParent: parent)",
                "willMove(toParent: nil)", "didMove(toParent: nil)",
            ])
    }
}
