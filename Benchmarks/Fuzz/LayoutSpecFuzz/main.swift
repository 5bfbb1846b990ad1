import Foundation
import FuzzSupport
import LayoutSpec

// Feeds random text and random mutations of valid layout files to the
// parser and builder and checks each one builds or throws an error
// pointing inside the text; a trap ends the run. Deterministic for a seed.
//   swift run -c release LayoutSpecFuzz [inputs] [seed]

let arguments = CommandLine.arguments
let inputs = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
var random = SplitMix(seed: arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1)

let words = [
    "root", "view", "label", "button", "field", "guide", "a", "b", "g", "safe", "x", "none", "top", "width", "edges",
    "size", "centerXY", "leading", "left", "firstBaseline", "margins", "safeArea", "insets", "font:", "lines:",
    "intrinsic:", "size:", "scale:", "bold", "id", "required", "{", "}", "(", ")", ",", ":", ".", "+", "-", "*", "/",
    "~", "==", ">=", "<=", "=>", "=", "\"", "\"A\"", "#", "//", "H:", "V:", "|", "[", "]", "@", "0", "1", "8", "0.5",
    "20", "1e9", "1e999", "750", " ", " ", "\n", "\n", "\t", "\r\n", "é", "🙂", "\\",
]
let alphabet = Array("{}().,:+-*/~=<>\"#|[]@0123456789 abgx\n\té🙂\\")
let valid = [
    "root size: 400 x 300, scale: 2, direction: rightToLeft, safeArea: insets(top: 20)\nview a\nview b {\n  guide g\n}\n"
        + "a.edges == safe.edges - insets(10) ~ 750\nb.size == 0.5 * a.size\nb.centerXY == a.centerXY id \"c\"\n",
    "view a\nlabel b \"Hi\" font: bold 17, lines: 0\nH:|-[a]-[b(==a)]-|\nV:|-20-[a(50)]-(>=8@750)-[b]\n",
    "guide g\nbutton b \"Go\"\nfield f \"Name\"\ng.width == 100\ng.height == (b.height + 10) / 2\n"
        + "b.firstBaseline == f.firstBaseline\nf.leading >= g.trailing + 8 ~ defaultLow\n",
    "view a intrinsic: 44 x none\na.top == root.top\na.leading == root.margins.leading\n",
]

var built = 0, failed = 0
for index in 0..<inputs {
    let text: String
    if index % 2 == 0 {
        text = (0..<Int.random(in: 0...40, using: &random)).map { _ in words.randomElement(using: &random)! }
            .joined(separator: " ")
    } else {
        text = String(Array(valid.randomElement(using: &random)!).mutated(from: alphabet, atMost: 6, using: &random))
    }
    do {
        _ = try LayoutDocument(parsing: text, file: "fuzz.layout").build()
        built += 1
    } catch {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard lines.indices.contains(error.line - 1), (1...lines[error.line - 1].count + 1).contains(error.column) else {
            print("error outside the text: \(text.debugDescription) line \(error.line) column \(error.column)")
            exit(1)
        }
        failed += 1
    }
}
print("\(inputs) inputs: \(built) built, \(failed) errors inside the text, no trap")
