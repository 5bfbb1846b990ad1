import ChildProcesses
import Testing

/// UIKit code that declares `NSLayoutXAxisAnchor` compiles with
/// `LayoutXAxisAnchor`, a typed anchor being a plain one, while relating
/// typed leading or trailing anchors to left or right ones still does not.
@Suite struct PlainAnchorTests {
    static let prelude = """
        import AutoLayout
        let a = LayoutView(), b = LayoutView(), useSafeArea = Bool.random()
        let leading: LayoutXAxisAnchor = useSafeArea ? a.safeAreaLayoutGuide.leadingAnchor : a.leadingAnchor
        let left: LayoutXAxisAnchor = a.leftAnchor
        """

    func typeChecks(_ statements: String) throws -> Bool {
        try SwiftCompiler.typeChecks("\(Self.prelude)\n\(statements)\n")
    }

    @Test(arguments: [
        "_ = b.leadingAnchor.constraint(equalTo: leading, constant: 20)",
        "_ = leading.constraint(greaterThanOrEqualTo: b.trailingAnchor)",
        "_ = left.constraint(equalTo: b.leadingAnchor)",
        "_ = b.trailingAnchor.constraint(lessThanOrEqualTo: left, constant: -8)",
        "_ = b.centerXAnchor.constraint(equalTo: leading)",
        "_ = leading.constraint(equalTo: left)",
        "_ = b.leadingAnchor.constraint(equalToSystemSpacingAfter: leading, multiplier: 2)",
        "_ = leading.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.widthAnchor)",
        "func pin(_ anchor: LayoutXAxisAnchor) -> LayoutConstraint { b.leadingAnchor.constraint(equalTo: anchor) }\n_ = pin(a.rightAnchor)",
        "let edges: [LayoutXAxisAnchor] = [a.leadingAnchor, a.leftAnchor, a.centerXAnchor]",
        "let either: LayoutXAxisAnchor = useSafeArea ? a.leadingAnchor : a.leftAnchor",
        "LayoutConstraint.activate([b.leadingAnchor.constraint(equalTo: leading), b.leftAnchor.constraint(equalTo: left)])",
        "_ = a.centerXAnchor.constraint(equalTo: b.rightAnchor)",
    ])
    func plainAnchorsRelateToAnyXAxisAnchor(_ statements: String) throws {
        #expect(try typeChecks(statements))
    }

    @Test(arguments: [
        "_ = b.leadingAnchor.constraint(equalTo: a.leftAnchor)",
        "_ = b.trailingAnchor.constraint(lessThanOrEqualTo: a.rightAnchor, constant: 4)",
        "_ = b.leftAnchor.constraint(greaterThanOrEqualTo: a.safeAreaLayoutGuide.trailingAnchor)",
        "_ = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.rightAnchor)",
        "_ = b.rightAnchor.anchorWithOffset(to: a.leadingAnchor)",
        "LayoutConstraint.activate([b.leadingAnchor.constraint(equalTo: a.leftAnchor)])",
        "b.leadingAnchor.constraint(equalTo: a.leftAnchor).isActive = true",
        "_ = left.constraint(equalTo: b.topAnchor)",
        "_ = left.constraint(equalTo: b.leadingAnchor, multiplier: 2)",
        "_ = left.constraint(equalTo: b.widthAnchor)",
        "let typed: TypedXAxisAnchor<XAxis.Directional> = a.leftAnchor",
    ])
    func typedEdgesOfTheTwoKindsStillDoNotRelate(_ statements: String) throws {
        #expect(try !typeChecks(statements))
    }
}
