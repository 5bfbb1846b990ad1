import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@Suite struct FittingAndRoundingTests {
    func cell() throws -> LayoutView {
        let cell = LayoutView()
        let content = addView("content", to: cell, intrinsic: CGSize(width: 50, height: 30))
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        return cell
    }

    @Test func compressedFittingSizeIsContentPlusInsets() throws {
        let cell = try cell()
        #expect(cell.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == CGSize(width: 70, height: 50))
        #expect(cell.frame == .zero)
    }

    @Test func requiredWidthAndFittingHeight() throws {
        let cell = try cell()
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 200, height: 50))
    }

    @Test func fittingIgnoresConstraintsOutsideTheSubtree() throws {
        let root = makeRoot()
        let cell = try cell()
        root.addSubview(cell)
        cell.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        #expect(cell.systemLayoutSizeFitting(.zero) == CGSize(width: 70, height: 50))
    }

    /// The fitting size reads the constants the constraints have now: 50
    /// wide content with 30 on the leading side and 10 on the trailing.
    @Test func fittingReadsChangedConstants() throws {
        let cell = try cell()
        #expect(cell.systemLayoutSizeFitting(.zero) == CGSize(width: 70, height: 50))
        let leading = try #require(cell.constraints.first { $0.firstAttribute == .leading })
        leading.constant = 30
        #expect(cell.systemLayoutSizeFitting(.zero) == CGSize(width: 90, height: 50))
    }

    func placed(scale: CGFloat) throws -> LayoutView {
        let root = makeRoot(width: 100, height: 100, scale: scale)
        let view = addView("view", to: root)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 0.3),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.2),
            view.widthAnchor.constraint(equalToConstant: 10.4),
            view.heightAnchor.constraint(equalToConstant: 10.1),
        ])
        root.layoutIfNeeded()
        return view
    }

    /// Each edge is rounded to the nearest pixel: at scale 2, x 0.3 -> 0.5,
    /// right 10.7 -> 10.5, y 0.2 -> 0, bottom 10.3 -> 10.5.
    @Test func edgesRoundToHalfPointsAtScale2() throws {
        #expect(try placed(scale: 2).frame == rect(0.5, 0, 10, 10.5))
    }

    /// At scale 3: x 0.3 -> 1/3, right 10.7 -> 32/3, y 0.2 -> 1/3, bottom 10.3 -> 31/3.
    @Test func edgesRoundToThirdsAtScale3() throws {
        #expect(try placed(scale: 3).frame == rect(1.0 / 3, 1.0 / 3, 31.0 / 3, 10))
    }

    @Test func childFramesAreRelativeToTheRoundedSuperview() throws {
        let root = makeRoot(width: 100, height: 100, scale: 2)
        let outer = addView("outer", to: root)
        let inner = addView("inner", to: outer)
        LayoutConstraint.activate([
            outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10.3),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            outer.widthAnchor.constraint(equalToConstant: 50),
            outer.heightAnchor.constraint(equalToConstant: 50),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == rect(10.5, 10, 50, 50))
        #expect(inner.frame == rect(5, 5, 20, 20))
    }
}
