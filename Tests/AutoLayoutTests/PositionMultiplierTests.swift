import AutoLayout
import Foundation
import LayoutTestSupport
import PropertyBased
import Testing

/// A position with a multiplier is measured, as in UIKit, in the coordinates
/// of the nearest common ancestor of the constraint's items: an ancestor's
/// own attributes in its bounds.
@Suite(.timeLimit(.minutes(10))) struct PositionMultiplierTests {
    /// A view of a size, placed in `parent` at an offset.
    @discardableResult
    func place(_ name: String, in parent: LayoutView, at origin: CGPoint, size: CGSize) throws -> LayoutView {
        let view = addView(name, to: parent)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: origin.x),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: origin.y),
            view.widthAnchor.constraint(equalToConstant: size.width),
            view.heightAnchor.constraint(equalToConstant: size.height),
        ])
        return view
    }

    /// `first.attribute == multiplier x second.attribute + constant`.
    func ratio(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ second: LayoutItem,
        _ secondAttribute: LayoutAttribute, _ multiplier: CGFloat, _ constant: CGFloat = 0
    ) throws -> LayoutConstraint {
        LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: .equal, toItem: second,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
    }

    @Test func aThirdOfTheWayAcrossASuperviewIsMeasuredInItsBounds() throws {
        let root = makeRoot()
        let container = try place(
            "container", in: root, at: CGPoint(x: 90, y: 10), size: CGSize(width: 300, height: 120))
        let child = addView("child", to: container)
        LayoutConstraint.activate([
            try ratio(child, .centerX, container, .trailing, 1.0 / 3),
            try ratio(child, .centerY, container, .bottom, 0.25),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Centre (100, 30) in the container.
        #expect(child.frame == rect(90, 25, 20, 10))
    }

    @Test func aRootAwayFromTheOriginIsMeasuredInItsBounds() throws {
        let root = LayoutView(frame: rect(50, 70, 400, 200))
        let child = addView("child", to: root)
        LayoutConstraint.activate([
            try ratio(child, .leading, root, .trailing, 0.5, 10),
            try ratio(child, .top, root, .bottom, 0.5),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.frame == rect(50, 70, 400, 200))
        #expect(child.frame == rect(210, 100, 20, 10))
    }

    @Test func siblingsAreMeasuredInTheirSuperview() throws {
        let root = makeRoot()
        let container = try place(
            "container", in: root, at: CGPoint(x: 90, y: 0), size: CGSize(width: 300, height: 100))
        let b = try place("b", in: container, at: CGPoint(x: 30, y: 0), size: CGSize(width: 10, height: 10))
        let a = addView("a", to: container)
        LayoutConstraint.activate([
            try ratio(a, .leading, b, .trailing, 2),
            try ratio(a, .top, b, .bottom, 3, 5),
            a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(80, 35, 10, 10))
    }

    @Test func cousinsAreMeasuredInTheirNearestCommonAncestor() throws {
        let root = makeRoot()
        let outer = try place("outer", in: root, at: CGPoint(x: 20, y: 0), size: CGSize(width: 360, height: 200))
        let left = try place("left", in: outer, at: CGPoint(x: 10, y: 0), size: CGSize(width: 100, height: 100))
        let right = try place("right", in: outer, at: CGPoint(x: 200, y: 0), size: CGSize(width: 100, height: 100))
        let target = try place("target", in: left, at: CGPoint(x: 50, y: 0), size: CGSize(width: 20, height: 20))
        let follower = addView("follower", to: right)
        LayoutConstraint.activate([
            // target's centre is at 70 in `outer`, so the follower's is at 140 there: 40 in `right`.
            try ratio(follower, .centerX, target, .centerX, 2),
            follower.topAnchor.constraint(equalTo: right.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(follower.frame == rect(-65, 0, 10, 10))
    }

    @Test func aMarginGuideIsMeasuredInItsOwningView() throws {
        let root = makeRoot()
        let container = try place(
            "container", in: root, at: CGPoint(x: 100, y: 50), size: CGSize(width: 216, height: 100))
        let child = addView("child", to: container)
        LayoutConstraint.activate([
            try ratio(child, .leading, container.layoutMarginsGuide, .trailing, 0.5),
            try ratio(child, .top, container.layoutMarginsGuide, .top, 2),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(104, 16, 10, 10))
    }

    @Test func aViewRelatedToItselfIsMeasuredInItsBounds() throws {
        let root = makeRoot()
        let view = try place("view", in: root, at: CGPoint(x: 40, y: 0), size: CGSize(width: 100, height: 10))
        let inner = addView("inner", to: view)
        let log = IssueLog(root)
        LayoutConstraint.activate([
            inner.leftAnchor.constraint(equalTo: view.leftAnchor),
            inner.topAnchor.constraint(equalTo: view.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 10),
            // In its own bounds the centre is half the width: 2 x 25 == 50.
            inner.widthAnchor.constraint(equalToConstant: 25),
            try ratio(inner, .centerX, inner, .right, 0.5, 0),
        ])
        root.layoutIfNeeded()
        #expect(log.reports.count == 0)
        #expect(inner.frame == rect(0, 0, 25, 10))
    }

    /// As UIKit, which reads leading as the right edge in right-to-left
    /// layout: the multiplied position is measured from the container's
    /// left edge, not mirrored.
    @Test func aMultipliedLeadingInRightToLeftIsTheRightEdge() throws {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = .rightToLeft
        let container = try place(
            "container", in: root, at: CGPoint(x: 100, y: 0), size: CGSize(width: 200, height: 100))
        let child = addView("child", to: container)
        LayoutConstraint.activate([
            try ratio(child, .leading, container, .leading, 0.75, 10),
            try ratio(child, .trailing, container, .leading, 0.25),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Leading: the right edge at 0.75 x 200 - 10 = 140; trailing: the left edge at 0.25 x 200 = 50.
        #expect(child.frame == rect(50, 0, 90, 10))
    }

    @Test func aMultiplierOfOneIsUnchanged() throws {
        let root = makeRoot()
        let container = try place(
            "container", in: root, at: CGPoint(x: 90, y: 10), size: CGSize(width: 300, height: 120))
        let child = addView("child", to: container)
        LayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 7),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(140, 7, 20, 10))
    }

    /// Pairs of attributes, and where each lies in a 20 x 10 view (the
    /// first) or in its 200 x 120 container's bounds (the second).
    static let pairs: [(LayoutAttribute, CGFloat, LayoutAttribute, CGFloat)] = [
        (.centerX, 10, .trailing, 200), (.leading, 0, .centerX, 100), (.left, 0, .right, 200),
        (.right, 20, .left, 0), (.top, 0, .bottom, 120), (.centerY, 5, .centerY, 60), (.bottom, 10, .top, 0),
    ]

    /// Wherever the container and its superview are, a child related to
    /// the container by a multiplier sits at the same place in it.
    @Test func aMultipliedPositionDoesNotDependOnWhereItsContainerIs() async {
        await propertyCheck(
            count: 100, input: Gen.int(in: -300...300), Gen.int(in: -300...300), Gen.int(in: 1...12),
            Gen.int(in: 0...(Self.pairs.count - 1))
        ) { x, y, quarters, pair in
            let (first, offset, second, value) = Self.pairs[pair]
            let multiplier = CGFloat(quarters) / 4
            let root = makeRoot()
            let outer = try place("outer", in: root, at: CGPoint(x: x, y: y), size: CGSize(width: 300, height: 300))
            let container = try place(
                "container", in: outer, at: CGPoint(x: 17, y: -23), size: CGSize(width: 200, height: 120))
            let child = addView("child", to: container)
            let horizontal = first.axis == .horizontal
            LayoutConstraint.activate([
                try ratio(child, first, container, second, multiplier, 3),
                horizontal
                    ? child.topAnchor.constraint(equalTo: container.topAnchor)
                    : child.leftAnchor.constraint(equalTo: container.leftAnchor),
                child.widthAnchor.constraint(equalToConstant: 20),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            let expected = multiplier * value + 3 - offset
            #expect(child.frame == (horizontal ? rect(expected, 0, 20, 10) : rect(0, expected, 20, 10)))
        }
    }
}
