import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Traits: set at the root from its size, scale and direction, inherited,
/// and overridden for subtrees.
@Suite struct TraitCollectionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let width: CGFloat, height: CGFloat
        let horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
        var testDescription: String { name }
    }

    /// Sizes from the table of Apple's Human Interface Guidelines, in points.
    static let devices: [Case] = [
        Case(name: "iPhone 14 portrait", width: 390, height: 844, horizontal: .compact, vertical: .regular),
        Case(name: "iPhone 14 landscape", width: 844, height: 390, horizontal: .compact, vertical: .compact),
        Case(name: "iPhone 16 Pro landscape", width: 874, height: 402, horizontal: .compact, vertical: .compact),
        Case(name: "iPhone SE landscape", width: 667, height: 375, horizontal: .compact, vertical: .compact),
        Case(name: "3.5-inch iPhone portrait", width: 320, height: 480, horizontal: .compact, vertical: .regular),
        Case(name: "iPhone 8 Plus landscape", width: 736, height: 414, horizontal: .regular, vertical: .compact),
        Case(name: "iPhone 16 Pro Max portrait", width: 440, height: 956, horizontal: .compact, vertical: .regular),
        Case(name: "iPhone 16 Pro Max landscape", width: 956, height: 440, horizontal: .regular, vertical: .compact),
        Case(name: "iPad landscape", width: 1024, height: 768, horizontal: .regular, vertical: .regular),
        Case(name: "iPad mini portrait", width: 744, height: 1133, horizontal: .regular, vertical: .regular),
        Case(name: "iPad 9.7-inch two-thirds split", width: 694, height: 768, horizontal: .regular, vertical: .regular),
        Case(name: "iPad 12.9-inch half split", width: 678, height: 1024, horizontal: .regular, vertical: .regular),
        Case(name: "iPad 12.9-inch portrait split", width: 639, height: 1366, horizontal: .compact, vertical: .regular),
        Case(name: "iPad slide over", width: 320, height: 1024, horizontal: .compact, vertical: .regular),
        Case(name: "no size yet", width: 0, height: 0, horizontal: .unspecified, vertical: .unspecified),
    ]

    @Test(arguments: devices) func sizeClassesComeFromTheRootsSize(_ device: Case) {
        let root = makeRoot(width: device.width, height: device.height)
        #expect(root.traitCollection.horizontalSizeClass == device.horizontal)
        #expect(root.traitCollection.verticalSizeClass == device.vertical)
    }

    @Test func everyViewInheritsTheRootsTraits() {
        let root = makeRoot(width: 390, height: 844, scale: 3)
        root.userInterfaceLayoutDirection = .rightToLeft
        let leaf = addView("leaf", to: addView("branch", to: root))
        let expected = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular),
            TraitCollection(layoutDirection: .rightToLeft), TraitCollection(displayScale: 3),
        ])
        #expect(root.traitCollection == expected)
        #expect(leaf.traitCollection == expected)
    }

    @Test func overridesApplyToTheViewAndItsDescendantsOnly() {
        let root = makeRoot(width: 1024, height: 768)
        let sidebar = addView("sidebar", to: root)
        let row = addView("row", to: sidebar)
        let detail = addView("detail", to: root)
        sidebar.traitOverrides.horizontalSizeClass = .compact
        #expect(sidebar.traitOverrides.horizontalSizeClass == .compact)
        #expect(sidebar.traitOverrides.verticalSizeClass == .unspecified)
        #expect(sidebar.traitCollection.horizontalSizeClass == .compact)
        #expect(row.traitCollection.horizontalSizeClass == .compact)
        #expect(row.traitCollection.verticalSizeClass == .regular)
        #expect(detail.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.horizontalSizeClass == .regular)

        row.traitOverrides.horizontalSizeClass = .regular
        #expect(row.traitCollection.horizontalSizeClass == .regular)
        sidebar.traitOverrides = TraitOverrides()
        #expect(sidebar.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func anOverriddenLayoutDirectionMirrorsTheSubtree() {
        let root = makeRoot()
        let panel = addView("panel", to: root)
        let title = addView("title", to: panel)
        LayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.widthAnchor.constraint(equalToConstant: 200),
            panel.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: panel.topAnchor),
            title.widthAnchor.constraint(equalToConstant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(title.frame == rect(10, 0, 50, 20))

        panel.traitOverrides.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(title.traitCollection.layoutDirection == .rightToLeft)
        #expect(title.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(panel.frame == rect(0, 0, 200, 100))
        #expect(title.frame == rect(140, 0, 50, 20))
    }

    @Test func aDisplayScaleOutsideTheLimitsIsReportedAndIgnored() {
        let root = makeRoot()
        let log = IssueLog(root)
        root.traitOverrides.displayScale = -2
        #expect(root.traitOverrides.displayScale == 0)
        #expect(log.errors.count == 1)
        root.traitOverrides.displayScale = 2
        #expect(root.traitCollection.displayScale == 2)
    }

    @Test func containsTraitsComparesTheSpecifiedTraitsOnly() {
        let traits = makeRoot(width: 390, height: 844).traitCollection
        #expect(traits.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
        #expect(!traits.containsTraits(in: TraitCollection(verticalSizeClass: .compact)))
        #expect(traits.containsTraits(in: TraitCollection()))
        #expect(traits.containsTraits(in: nil))
        #expect(traits.hasDifferentSizeClasses(comparedTo: nil))
        #expect(!traits.hasDifferentSizeClasses(comparedTo: traits))
        #expect(traits.hasDifferentSizeClasses(comparedTo: makeRoot(width: 844, height: 390).traitCollection))
    }
}
