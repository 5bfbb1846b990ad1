import LayoutTestSupport
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

@Suite struct UIKitIdiomTests {
    private func header(width: CGFloat, height: CGFloat) -> AdaptiveHeaderController {
        let header = AdaptiveHeaderController()
        header.view.frame = rect(0, 0, width, height)
        header.view.contentScaleFactor = 2
        header.view.layoutIfNeeded()
        return header
    }

    /// Compact: the name under the avatar; the badge inset by hand inside it.
    @Test func compactWidth() {
        let header = header(width: 390, height: 844)
        #expect(header.avatar.frame == rect(24, 12, 40, 24))
        #expect(header.avatar.badge.frame == rect(6, 4, 28, 16))
        #expect(header.nameLabel.frame.origin == CGPoint(x: 24, y: 44))
    }

    /// Regular: the constraints swap in `traitCollectionDidChange(_:)`, and
    /// the name sits 8 points after the avatar, centred on it (its 25
    /// points on the avatar's 24, to the half point at 2x).
    @Test func regularWidth() {
        let header = header(width: 1024, height: 768)
        #expect(header.nameLabel.frame.minX == 72)
        #expect(header.nameLabel.frame.midY == header.avatar.frame.midY)
    }

    /// Leading and trailing follow a forced direction; left and right do not.
    @Test func semanticContentAttribute() {
        let header = AdaptiveHeaderController()
        header.view.semanticContentAttribute = UISemanticContentAttribute.forceRightToLeft
        header.view.frame = rect(0, 0, 390, 844)
        header.view.layoutIfNeeded()
        #expect(header.view.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirection.rightToLeft)
        #expect(header.avatar.frame == rect(326, 12, 40, 24))
    }

    @Test func priorities() {
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(rawValue: 751))
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    /// UIKit's nested names and `accessibilityIdentifier` name the same things.
    @Test func nestedNames() {
        let view = UIView()
        view.accessibilityIdentifier = "card"
        let width = NSLayoutConstraint(
            item: view, attribute: NSLayoutConstraint.Attribute.width,
            relatedBy: NSLayoutConstraint.Relation.greaterThanOrEqual,
            toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)
        #expect(width.firstAttribute == .width && width.relation == .greaterThanOrEqual)
        #expect(view.contentHuggingPriority(for: NSLayoutConstraint.Axis.vertical) == .defaultLow)
        #expect(view.accessibilityIdentifier == "card")
        #expect(UIControl.State.normal.isEmpty)
    }
}
