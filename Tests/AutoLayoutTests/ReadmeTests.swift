import AutoLayout
import Foundation
import Testing

/// The README's AutoLayout example, run as written.
@Suite struct ReadmeTests {
    @Test func layoutExample() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.contentScaleFactor = 3
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

        let title = Label(text: "Welcome", font: .boldSystemFont(ofSize: 28))
        let avatar = LayoutView()
        avatar.fixedIntrinsicContentSize = CGSize(width: 44, height: 44)
        for view in [title, avatar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }

        let safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor),
            title.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 8, y: 67, width: 44, height: 44))
        // Centred on the avatar (y 89) the 33-point title starts at 72.5, which
        // rounds to the nearest third of a point, 218 / 3.
        let size = title.intrinsicContentSize
        #expect(size.height == 33)
        #expect(title.frame == CGRect(x: 60, y: 218.0 / 3, width: size.width, height: 33))

        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 338, y: 67, width: 44, height: 44))
        #expect(title.frame.maxX == 330)
    }
}
