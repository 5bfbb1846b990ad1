import AutoLayout
import Foundation
import LayoutRendering
import PropertyBased
import Testing

/// A random tree decoded from numbers, so the checker can shrink it: views
/// and labels nested at random, named from an alphabet of markup
/// characters, quotes, control characters and emoji, some placed by their
/// frames and some by random constraints (which may conflict or leave a
/// view ambiguous), with layout guides.
struct RandomTree: Sendable, CustomStringConvertible {
    private static let alphabet: [Character] = Array("ab<>&\"' ]]>;#\t\n\r\u{0}\u{7}\u{1B}\u{FFFE}é🙂€-")
    let numbers: [Int]

    var description: String { "\(numbers)" }

    /// Builds the tree in a fresh root; returns it and its number of views and guides.
    func build() -> (root: LayoutView, items: Int) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        root.layoutIssueHandler = { _ in }
        var views = [root]
        var items = 1
        for (index, number) in numbers.enumerated() {
            let parent = views[number % views.count]
            let name = String(
                (0..<(number / 7) % 6).map { Self.alphabet[(number / 11 + $0 * 13) % Self.alphabet.count] })
            switch (number / 3) % 4 {
            case 0:
                let guide = LayoutGuide(identifier: name)
                try? parent.addLayoutGuideOrThrow(guide)
                items += 1
                continue
            case 1:
                let label = Label(text: name + " " + name, font: .systemFont(ofSize: CGFloat(1 + number % 30)))
                label.numberOfLines = number % 3
                views.append(label)
            default:
                views.append(LayoutView())
            }
            let view = views[views.count - 1]
            view.identifier = index % 5 == 0 ? nil : name
            parent.addSubview(view)
            items += 1
            if number % 2 == 0 {
                view.frame = CGRect(
                    x: number % 50, y: (number / 50) % 50, width: number % 97, height: (number / 97) % 40)
            } else {
                view.translatesAutoresizingMaskIntoConstraints = false
                let other = views[(number / 13) % views.count]
                let constraints = [
                    view.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: CGFloat(number % 17 - 8)),
                    view.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(number % 23)),
                    view.widthAnchor.constraint(equalToConstant: CGFloat(number % 61)),
                ]
                // Without a height some views are ambiguous; a size tied to
                // another view's may conflict.
                try? LayoutConstraint.activateOrThrow(Array(constraints.prefix(1 + number % 3)))
                if number % 5 == 1 {
                    try? LayoutConstraint.activateOrThrow([view.widthAnchor.constraint(equalTo: other.widthAnchor)])
                }
            }
        }
        root.userInterfaceLayoutDirection = numbers.count % 2 == 0 ? .leftToRight : .rightToLeft
        return (root, items)
    }
}

@Suite(.timeLimit(.minutes(10))) struct RenderingPropertyTests {
    static let trees = Gen.int(in: 0...100_000).array(of: 0...14).map { RandomTree(numbers: $0) }

    /// Whatever the names, text and layout, the picture parses as XML with
    /// one group per view and guide, each named as its item is.
    @Test func randomTreesAlwaysGiveXMLThatParses() async {
        await propertyCheck(count: 150, input: Self.trees) { tree in
            let (root, items) = tree.build()
            let options = SVGRenderer.Options(showsConstraints: true, showsLayoutMargins: true, showsSafeArea: true)
            let markup = SVGRenderer(options: options).render(root)
            let svg = parseSVG(markup)
            #expect(svg != nil, "\(markup)")
            let groups = svg?.all.filter { $0.classes.contains("view") || $0.classes.contains("guide") } ?? []
            #expect(groups.count == items)
            // The same tree built again gives the same bytes.
            #expect(SVGRenderer(options: options).render(tree.build().root) == markup)
        }
    }

    /// The snapshot has a header and one line per view and guide, however
    /// the names break lines.
    @Test func randomTreesGiveOneSnapshotLinePerItem() async {
        await propertyCheck(count: 150, input: Self.trees) { tree in
            let (root, items) = tree.build()
            let text = root.layoutSnapshot()
            #expect(tree.build().root.layoutSnapshot() == text)
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == items + 2)
            #expect(text.last == "\n")
        }
    }
}
