import ChildProcesses
import Testing

/// The anchors' types reject what Apple's rules reject, at compile time: each
/// snippet is type-checked against the built `AutoLayout` module by the
/// compiler the tests run with. The snippets that must compile show that a
/// failure below comes from the types, not from the set-up.
@Suite struct TypedAnchorTests {
    func typeChecks(_ statement: String) throws -> Bool {
        try SwiftCompiler.typeChecks("import AutoLayout\nlet a = LayoutView(), b = LayoutView()\n_ = \(statement)\n")
    }

    @Test(arguments: [
        "a.leadingAnchor.constraint(equalTo: b.trailingAnchor)",
        "a.leftAnchor.constraint(equalTo: b.rightAnchor, constant: 8)",
        "a.topAnchor.constraint(equalTo: b.lastBaselineAnchor)",
        "a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2)",
        "a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: a.widthAnchor)",
    ])
    func relatedAnchorsCompile(_ statement: String) throws {
        #expect(try typeChecks(statement))
    }

    @Test(arguments: [
        "a.leadingAnchor.constraint(equalTo: b.leftAnchor)",
        "a.rightAnchor.constraint(equalTo: b.trailingAnchor)",
        "a.topAnchor.constraint(equalTo: b.leadingAnchor)",
        "a.widthAnchor.constraint(equalTo: b.topAnchor)",
        "a.topAnchor.constraint(equalToConstant: 10)",
        "a.leadingAnchor.constraint(equalTo: b.leadingAnchor, multiplier: 0)",
    ])
    func unrelatedAnchorsDoNotCompile(_ statement: String) throws {
        #expect(try !typeChecks(statement))
    }
}
