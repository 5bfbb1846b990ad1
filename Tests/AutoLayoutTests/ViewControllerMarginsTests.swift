import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A controller whose view holds one box pinned to the margins, and that
/// logs trait changes beside its view.
private final class MarginsViewController: LayoutViewController {
    let box = LayoutView()
    var log: [String] = []

    override func loadView() {
        view = TraitLoggingView { [unowned self] in log.append("view \($0)") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("controller \(previousTraitCollection == nil ? "first" : "\(traitCollection.horizontalSizeClass)")")
    }
}

private final class TraitLoggingView: LayoutView {
    let note: (String) -> Void

    init(note: @escaping (String) -> Void) {
        self.note = note
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        note(previousTraitCollection == nil ? "first" : "\(traitCollection.horizontalSizeClass)")
    }
}

@Suite struct ViewControllerMarginsTests {
    private func laidOut(width: CGFloat, height: CGFloat) -> MarginsViewController {
        let controller = MarginsViewController()
        controller.view.frame = rect(0, 0, width, height)
        controller.view.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func aRootViewGetsTheSystemMinimumMargins() {
        let phone = laidOut(width: 390, height: 844)
        #expect(phone.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        // The top margin is the safe area's: the root's own margins are zero.
        #expect(phone.box.frame == rect(16, 24, 358, 10))
        let pad = laidOut(width: 1024, height: 1366)
        #expect(pad.systemMinimumLayoutMargins.leading == 20)
        #expect(pad.box.frame == rect(20, 24, 984, 10))
    }

    @Test func marginsSetLargerWinAndTheMinimumCanBeDeclined() {
        let controller = laidOut(width: 390, height: 844)
        controller.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 4)
        controller.view.layoutIfNeeded()
        #expect(controller.box.frame == rect(30, 24, 344, 10))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.layoutIfNeeded()
        #expect(controller.box.frame == rect(30, 24, 356, 10))
    }

    @Test func theControllerHearsOfTraitChangesBeforeItsView() {
        let controller = laidOut(width: 390, height: 844)
        #expect(controller.log == ["controller first", "view first"])
        controller.log = []
        controller.view.frame = rect(0, 0, 1024, 768)
        controller.view.layoutIfNeeded()
        #expect(controller.log == ["controller regular", "view regular"])
        #expect(controller.box.frame == rect(20, 24, 984, 10))
    }
}
