import ChildProcesses
import Testing

/// What the README promises does not compile, does not: each statement is
/// type-checked inside a layout of views `a`, `b` and a conditional `c`
/// against the built `ConstraintLayout` module, by the compiler the tests
/// run with. The statements that must compile show that a failure comes
/// from the types, not from the set-up.
@Suite struct CompileTimeSafetyTests {
    func typeChecks(_ statement: String) throws -> Bool {
        let source = """
            import ConstraintLayout
            final class Host: LayoutView, DeclarativeLayout {
                let a = LayoutView(), b = LayoutView(), c = LayoutView()
                var showsC = false
                var layout: Layout {
                    Layout { a; b; if showsC { c } } constraints: { a, b, c in
                        \(statement)
                    }
                }
            }
            """
        return try SwiftCompiler.typeChecks(source)
    }

    @Test(arguments: [
        "a.top.equalTo(b.bottom).offset(8)",
        "a.leading.equalTo(b.trailing).priority(.defaultHigh).labeled(\"gap\")",
        "a.edges.equalTo(b).inset(4)",
        "a.width.equalTo(b.height).multipliedBy(2)",
        "if let c = c.unwrapped { c.top.leading.equalTo(a) }",
    ])
    func statementsOnInsertedViewsCompile(_ statement: String) throws {
        #expect(try typeChecks(statement))
    }

    @Test(arguments: [
        "c.top.equalTo(a)",
        "a.top.equalTo(c)",
        "a.top.equalTo(b.leading)",
        "a.leading.equalTo(b.left)",
        "a.width.equalTo(b.top)",
        "a.edges.equalTo(b.top)",
    ])
    func aViewThatMayBeAbsentOrAnUnrelatedAnchorDoesNotCompile(_ statement: String) throws {
        #expect(try !typeChecks(statement))
    }
}
