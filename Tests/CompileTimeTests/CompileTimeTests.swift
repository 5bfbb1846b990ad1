import ChildProcesses
import Testing

/// The operator front ends keep the anchors' type safety: what the anchors
/// reject does not compile, and what they accept does (so a failure below
/// comes from the types, not the set-up).
@Suite struct TypeSafetyTests {
    static let builderPrelude = "import ConstraintBuilder\nimport Foundation\nlet a = LayoutView(), b = LayoutView()"
    static let strutterPrelude = "import Strutter\nlet a = LayoutView(), b = LayoutView()"

    @Test(arguments: [
        "a.top == b.bottom + 8", "a.leading == 2 * b.trailing / 3", "a.centerX == b.trailing / 3",
        "a.left <= b.centerX", "a.firstBaseline => b.top", "a.width == (b.height + 150) / 2",
        "a.edges == b.edges + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)", "a.size == b.size * 2 ~ .defaultHigh",
        "a.size == CGSize(width: 2, height: 3)", "a.horizontalEdges == 10", "a.layoutMarginsGuide.top == b.top",
    ])
    func builderRelationsOfRelatedAnchorsCompile(_ statement: String) throws {
        #expect(try SwiftCompiler.typeChecks("\(Self.builderPrelude)\n_ = \(statement)\n"))
    }

    @Test(arguments: [
        "a.top == b.leading", "a.width == b.top", "a.leading == b.left", "a.right >= b.trailing", "a.top == 10",
        "a.height == 2 / b.height", "a.edges == b.size", "a.centerXY == 10", "a.top - EdgeInsets(top: 1)",
        "a.size == b.size + EdgeInsets(top: 1)", "a.horizontalEdges == b.verticalEdges",
        "b.layoutMarginsGuide.firstBaseline",
    ])
    func builderRelationsOfUnrelatedAnchorsDoNotCompile(_ statement: String) throws {
        #expect(try !SwiftCompiler.typeChecks("\(Self.builderPrelude)\n_ = \(statement)\n"))
    }

    @Test(arguments: [
        "a.topAnchor |=| b.bottomAnchor", "a.leadingAnchor |>=| (b.trailingAnchor, 8)",
        "a.centerXAnchor |=| b.leftAnchor",
        "a.heightAnchor |=| (b.widthAnchor, multiplier: 2, constant: -20)", "a.heightAnchor |<=| 200",
        "a.heightAnchor |=| (b.heightAnchor, multiplier: 0.5)", "a.topAnchor |=| (b.topAnchor, constant: -20)",
    ])
    func strutterRelationsOfRelatedAnchorsCompile(_ statement: String) throws {
        #expect(try SwiftCompiler.typeChecks("\(Self.strutterPrelude)\n_ = \(statement)\n"))
    }

    @Test(arguments: [
        "a.topAnchor |=| b.leadingAnchor", "a.widthAnchor |=| b.topAnchor", "a.leadingAnchor |=| b.leftAnchor",
        "a.topAnchor |=| 10", "a.topAnchor |=| (b.topAnchor, multiplier: 2, constant: 0)",
        "a.rightAnchor |<=| (b.leadingAnchor, 4)",
    ])
    func strutterRelationsOfUnrelatedAnchorsDoNotCompile(_ statement: String) throws {
        #expect(try !SwiftCompiler.typeChecks("\(Self.strutterPrelude)\n_ = \(statement)\n"))
    }
}

/// Operator DSLs are known for slow type checking, and so are overloads
/// that differ by argument type, as the plain and typed x-axis anchors'
/// relations do: the budget files (Scripts/compile-budget.py; about 300
/// constraints each, in the READMEs' and UIKit's shapes) type-check with no
/// expression over 50 ms and no warning.
@Suite struct CompileBudgetTests {
    @Test(arguments: ["ConstraintBuilderBudget.swift", "StrutterBudget.swift", "AnchorsBudget.swift"])
    func noExpressionTakesOver50Milliseconds(_ name: String) throws {
        let file = SwiftCompiler.packageRoot.appending(path: "Tests/CompileTimeTests/Budget/\(name)")
        let result = try SwiftCompiler.typeCheck(file, flags: ["-Xfrontend", "-warn-long-expression-type-checking=50"])
        #expect(result.succeeded)
        #expect(!result.output.contains("warning"), "\(result.output)")
    }
}
