import Foundation
import LayoutTestSupport
import StraitJacket
import Testing

/// Constant and relative sizes, case by case as the original Restraint
/// library's own tests pin them.
@Suite struct RestraintSizeTests {
    private let root = makeRoot()
    private let v1 = view("v1"), v2 = view("v2"), v3 = view("v3")

    /// Constant sizes, in the latest and the older spellings, on
    /// views in no hierarchy.
    @Test func constantSizes() {
        let latest = Restraint(root)
            .setSizes(widths: [v1.equal(size: 100), v2.min(size: 50), v3.max(size: 25)])
            .setSizes(heights: [v1.equal(size: 10, priority: .defaultHigh)])
        #expect(
            equations(latest.constraints) == [
                "v1.width == 100", "v2.width >= 50", "v3.width <= 25", "v1.height == 10 @750",
            ])
        latest.activate()
        #expect(latest.constraints.allSatisfy { $0.isActive })
        let older = Restraint(root)
            .setWidths([v1.width(100), Width(v2, value: 50)], [v3.width(5, relation: .lessThanOrEqual)])
            .setHeights([v1.height(7, priority: .defaultLow), Height(v2, value: 8)])
        #expect(
            equations(older.constraints) == [
                "v1.width == 100", "v2.width == 50", "v3.width <= 5", "v1.height == 7 @250", "v2.height == 8",
            ])
    }

    /// Sizes relative to the root or to a sibling.
    @Test func relativeSizes() {
        let restraint = Restraint(root, items: [v1, v2, v3])
            .setRelativeSizes(widths: [v1.multiple(0.25, of: root), v2.multiple(0.75, of: root)])
            .setRelativeSizes(heights: [
                v2.multiple(0.75, of: v1), v3.multiple(0.5, of: v1, relation: .greaterThanOrEqual),
            ])
            .setRelativeWidths([v3.relativeWidth(2, of: v1), RelativeWidth(v2, multiple: 3, of: v1)])
            .setRelativeHeights([v1.relativeHeight(1, of: root, priority: .defaultHigh)])
        #expect(
            equations(restraint.constraints) == [
                "v1.width == 0.25 * root.width", "v2.width == 0.75 * root.width",
                "v2.height == 0.75 * v1.height", "v3.height >= 0.5 * v1.height",
                "v3.width == 2 * v1.width", "v2.width == 3 * v1.width",
                "v1.height == root.height @750",
            ])
    }

    /// Named sizes are found by their names.
    @Test func namedSizes() {
        let restraint = Restraint(root, items: [v1])
            .setSizes(widths: [v1.equal(size: 1).withId("id1")])
            .setSizes(heights: [v1.equal(size: 1).withId("id2")])
            .setRelativeSizes(widths: [v2.multiple(1, of: root).withId("id3")])
        for (index, name) in ["id1", "id2", "id3"].enumerated() {
            #expect(restraint.constraints[index].identifier == name)
            #expect(restraint.constraintWithId(name) === restraint.constraints[index])
        }
    }
}
