import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// The keyboard guide follows the keyboard frame set on the root and, with
/// none, rests on the safe area's bottom, as UIKit's does.
@Suite struct KeyboardLayoutGuideTests {
    /// An iPhone-sized root with a home indicator's 34-point bottom inset.
    private func makePhone() -> LayoutView {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return root
    }

    /// The docked keyboard of a 390 x 844 phone.
    private let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

    /// A rounded text field 16 points in from the sides, 8 above the keyboard guide.
    private func fieldAboveKeyboard(in root: LayoutView) -> TextField {
        let field = TextField(placeholder: "Message")
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        return field
    }

    /// With no keyboard, the guide is the safe area's bottom inset: 34
    /// points along the bottom.
    @Test func withoutAKeyboardTheGuideIsTheBottomSafeArea() {
        let root = makePhone()
        let guide = root.keyboardLayoutGuide
        #expect(root.keyboardLayoutGuide === guide)
        #expect(root.keyboardFrame == nil && !guide.followsUndockedKeyboard && guide.usesBottomSafeArea)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 810, 390, 34))
        #expect(guide.owningView === root && guide.debugName == "root.keyboardLayoutGuide")
        let plain = makeRoot(width: 390, height: 844)
        let plainGuide = plain.keyboardLayoutGuide
        plain.layoutIfNeeded()
        #expect(plainGuide.layoutFrame == rect(0, 844, 390, 0))
    }

    /// A text field pinned above the guide moves up with the keyboard and
    /// back down when it goes.
    @Test func aTextFieldAboveTheGuideFollowsTheKeyboard() {
        let root = makePhone()
        let field = fieldAboveKeyboard(in: root)
        root.layoutIfNeeded()
        #expect(field.frame == rect(16, 769, 358, 33))
        root.keyboardFrame = keyboard
        root.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide.layoutFrame == rect(0, 508, 390, 336))
        #expect(field.frame == rect(16, 467, 358, 33))
        root.keyboardFrame = CGRect(x: 0, y: 600, width: 390, height: 244)
        root.layoutIfNeeded()
        #expect(field.frame == rect(16, 559, 358, 33))
        root.keyboardFrame = nil
        root.layoutIfNeeded()
        #expect(field.frame == rect(16, 769, 358, 33))
        #expect(!root.hasAmbiguousLayout)
    }

    /// A keyboard below the screen, as UIKit reports a hidden one, is none.
    @Test func aKeyboardOffScreenIsNone() {
        let root = makePhone()
        let field = fieldAboveKeyboard(in: root)
        root.keyboardFrame = CGRect(x: 0, y: 844, width: 390, height: 336)
        root.layoutIfNeeded()
        #expect(field.frame == rect(16, 769, 358, 33))
    }

    /// An undocked keyboard leaves the guide on the safe area, unless it
    /// follows undocked keyboards: then the guide is the keyboard.
    @Test func undockedKeyboardsAreFollowedOnlyWhenAsked() {
        let root = makePhone()
        let guide = root.keyboardLayoutGuide
        root.keyboardFrame = CGRect(x: 40, y: 300, width: 300, height: 250)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 810, 390, 34))
        guide.followsUndockedKeyboard = true
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(40, 300, 300, 250))
        root.keyboardFrame = keyboard
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 508, 390, 336))
    }

    /// Not using the safe area, the guide rests on the view's bottom.
    @Test func withoutTheSafeAreaTheGuideRestsOnTheBottom() {
        let root = makePhone()
        let guide = root.keyboardLayoutGuide
        guide.usesBottomSafeArea = false
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 844, 390, 0))
        root.keyboardFrame = keyboard
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 508, 390, 336))
    }

    /// A subview's guide covers the part of the subview the keyboard
    /// covers, in the subview's coordinates, and none when it covers none.
    @Test func aSubviewsGuideIsTheKeyboardWithinIt() {
        let root = makePhone()
        let card = addView("card", to: root)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 500),
        ])
        let guide = card.keyboardLayoutGuide
        root.keyboardFrame = keyboard
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 408, 350, 92))
        root.keyboardFrame = CGRect(x: 0, y: 700, width: 390, height: 144)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 500, 350, 0))
        root.keyboardFrame = CGRect(x: 0, y: 50, width: 390, height: 794)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 0, 350, 500))
    }

    /// The guide's constraints are public ones, held by its view and
    /// named for reports.
    @Test func theGuidesConstraintsAreNamed() {
        let root = makePhone()
        _ = fieldAboveKeyboard(in: root)
        #expect(
            Set(root.constraints.compactMap(\.identifier)) == [
                "keyboardLayoutGuide-left", "keyboardLayoutGuide-right", "keyboardLayoutGuide-bottom",
                "keyboardLayoutGuide-top",
            ])
        root.keyboardFrame = keyboard
        #expect(
            Set(root.constraints.compactMap(\.identifier)) == [
                "keyboardLayoutGuide-left", "keyboardLayoutGuide-right", "keyboardLayoutGuide-bottom",
                "keyboardLayoutGuide-top", "keyboardLayoutGuide-top-within", "keyboardLayoutGuide-top-within-bottom",
            ])
    }

    /// A view moved into a tree with a keyboard follows that keyboard once
    /// its guide is read there.
    @Test func aMovedViewFollowsItsNewTreesKeyboard() {
        let first = makePhone(), second = makePhone()
        second.keyboardFrame = keyboard
        let panel = addView("panel", to: first)
        LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: first.trailingAnchor),
            panel.topAnchor.constraint(equalTo: first.topAnchor),
            panel.bottomAnchor.constraint(equalTo: first.bottomAnchor),
        ])
        _ = panel.keyboardLayoutGuide
        first.layoutIfNeeded()
        second.addSubview(panel)
        LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: second.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: second.trailingAnchor),
            panel.topAnchor.constraint(equalTo: second.topAnchor),
            panel.bottomAnchor.constraint(equalTo: second.bottomAnchor),
        ])
        let guide = panel.keyboardLayoutGuide
        second.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(0, 508, 390, 336))
    }

    @Test func badKeyboardFramesAreReportedAndIgnored() {
        let root = makePhone()
        let log = IssueLog(root)
        let child = addView("child", to: root)
        root.keyboardFrame = CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)
        root.keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: -1)
        child.keyboardFrame = keyboard
        #expect(
            log.errors.map(\.description) == [
                "the keyboardFrame.origin.y nan of root is outside -1000000000...1000000000",
                "the keyboardFrame.size.height -1 of root is outside 0...1000000000",
                "invalid view hierarchy: the keyboard frame is set on the root view only",
            ])
        #expect(root.keyboardFrame == nil && child.keyboardFrame == nil)
        root.keyboardFrame = keyboard
        #expect(child.keyboardFrame == keyboard)
    }
}
