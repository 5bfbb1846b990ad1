import Foundation
import LayoutTestSupport
import PropertyBased
import Testing

@testable import VisualFormat

/// Random strings and random mutations of valid formats never trap: each
/// builds, or gives an error pointing inside the format (or just past its end).
@Suite(.timeLimit(.minutes(10))) struct VisualFormatPropertyTests {
    /// The grammar's characters, a few names and numbers, blanks and non-ASCII text.
    private static let alphabet: [Character] = Array("HV:|-[]()=<>@,.+*/e0123456789abcpadw _\n\r\té€🙂")

    private static let valid = [
        "|-[a]-|", "H:|-8-[a(>=20@750)]-(>=pad,<=20@500)-[b(==a)]-|", "V:[a][b]-[c(w@250)]", "[a]-[b]-[c]",
        "|-50-[a]-50-|", "V:|-[a(100@20)]-(-4.5e1)-[b]", "[c(>=70,<=100)]", "H:[a]-pad-[b(a)]",
    ]

    static let randomStrings = TextGen.text(from: alphabet.map(String.init))

    /// A valid format with characters deleted, inserted, replaced or swapped.
    static let mutations = TextGen.mutations(of: valid, alphabet: alphabet)

    private static func check(_ format: String) {
        let root = makeRoot()
        let views = subviews(["a", "b", "c"], of: root)
        do {
            let constraints = try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: format, options: .alignAllCenterY, metrics: ["pad": 12, "w": 30], views: views)
            #expect(constraints.allSatisfy { !$0.isActive })
        } catch {
            let lines = format.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            #expect(lines.indices.contains(error.line - 1), "\(format.debugDescription): line \(error.line)")
            if lines.indices.contains(error.line - 1) {
                #expect(
                    (1...lines[error.line - 1].count + 1).contains(error.column),
                    "\(format.debugDescription): column \(error.column)")
            }
            #expect(!error.reason.isEmpty)
            #expect(views.values.allSatisfy { $0.translatesAutoresizingMaskIntoConstraints })
        }
    }

    @Test func randomStringsBuildOrPointInside() async {
        await propertyCheck(count: 2_000, input: Self.randomStrings) { Self.check($0) }
    }

    @Test func mutatedFormatsBuildOrPointInside() async {
        await propertyCheck(count: 2_000, input: Self.mutations) { Self.check($0) }
    }
}
