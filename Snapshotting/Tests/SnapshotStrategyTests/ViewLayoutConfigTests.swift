import SnapshotTesting
import StraitJacketSnapshotTesting
import Testing
import UIKitCompatibility

/// The devices, and what putting a view on one changes and restores.
@Suite struct ViewLayoutConfigTests {
    @Test func phonesUprightAndAcross() {
        let upright = ViewLayoutConfig.iPhone13, across = ViewLayoutConfig.iPhone13(.landscape)
        #expect(upright.size == CGSize(width: 390, height: 844) && across.size == CGSize(width: 844, height: 390))
        #expect(upright.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(across.safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(upright.traits.horizontalSizeClass == .compact && upright.traits.verticalSizeClass == .regular)
        #expect(across.traits.horizontalSizeClass == .compact && across.traits.verticalSizeClass == .compact)
        #expect(upright.traits.displayScale == 3 && ViewLayoutConfig.iPhoneSe.traits.displayScale == 2)
        #expect(ViewLayoutConfig.iPhoneSe.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewLayoutConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewLayoutConfig.iPhone13Pro == .iPhone13)
    }

    @Test func tablets() {
        #expect(ViewLayoutConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        #expect(ViewLayoutConfig.iPadPro11(.portrait).size == CGSize(width: 834, height: 1194))
        #expect(ViewLayoutConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewLayoutConfig.iPadPro11.traits.horizontalSizeClass == .regular)
    }

    /// A view snapshotted on a device comes back as it was: its frame, its
    /// place as a root, its direction and scale, its autoresizing.
    @Test func theViewIsGivenBack() {
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        card.translatesAutoresizingMaskIntoConstraints = false
        let text = snapshotText(card, as: .frames(on: .iPhone13, traits: UITraitCollection(layoutDirection: .rightToLeft)))
        #expect(text == """
            name  kind        x  y  width  height
            -     LayoutView  0  0    390     844  right to left

            """)
        #expect(card.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(card.superview == nil && !card.translatesAutoresizingMaskIntoConstraints)
        #expect(card.effectiveUserInterfaceLayoutDirection == .leftToRight && card.contentScaleFactor == 1)
    }

    /// The controller hears of the device's traits, and its root view's
    /// minimum margins follow the size class.
    @Test func theControllerSeesTheDevice() {
        final class Recorder: UIViewController {
            var seen: [UIUserInterfaceSizeClass] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                _ = view.layoutMarginsGuide
            }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                seen.append(traitCollection.horizontalSizeClass)
            }
        }
        let recorder = Recorder()
        recorder.view.accessibilityIdentifier = "root"
        let text = snapshotText(recorder, as: .frames(on: .iPadPro11))
        #expect(recorder.seen.first == .regular)
        #expect(text == """
            name                  kind          x   y  width  height
            root                  LayoutView    0   0   1194     834
              layoutMarginsGuide  LayoutGuide  20  24   1154     790

            """)
    }

    /// A view inside a tree stays where it is: its tree decides its frame.
    @Test func aSubviewIsSnapshottedInPlace() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        screen.addSubview(card)
        #expect(snapshotText(card, as: .frames(on: .iPhone13)) == snapshotText(card, as: .frames))
        #expect(card.superview === screen)
    }

    /// Views whose place the constraints leave open are marked.
    @Test func ambiguityIsNoted() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let loose = UIView()
        loose.accessibilityIdentifier = "loose"
        loose.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(loose)
        loose.widthAnchor.constraint(equalToConstant: 40).isActive = true
        loose.heightAnchor.constraint(equalToConstant: 40).isActive = true
        #expect(snapshotText(screen, as: .frames) == """
            name     kind        x  y  width  height
            -        LayoutView  0  0    300     200
              loose  LayoutView  0  0     40      40  ambiguous

            """)
    }
}
