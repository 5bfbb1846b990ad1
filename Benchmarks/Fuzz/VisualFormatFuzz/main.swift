import Foundation
import FuzzSupport
import VisualFormat

// Feeds random strings and random mutations of valid formats to the
// visual format builder and checks each one builds or throws an error
// pointing inside the format; a trap ends the run. Deterministic for a seed.
//   swift run -c release VisualFormatFuzz [inputs] [seed]

let arguments = CommandLine.arguments
let inputs = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
var random = SplitMix(seed: arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1)

let alphabet: [Character] = Array("HV:|-[]()=<>@,.+*/e0123456789abcpadw _\n\r\té€🙂")
let valid = [
    "|-[a]-|", "H:|-8-[a(>=20@750)]-(>=pad,<=20@500)-[b(==a)]-|", "V:[a][b]-[c(w@250)]", "[a]-[b]-[c]",
    "|-50-[a]-50-|", "V:|-[a(100@20)]-(-4.5e1)-[b]", "[c(>=70,<=100)]", "H:[a]-pad-[b(a)]",
]
let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
var views: [String: Any] = [:]
for name in ["a", "b", "c"] {
    let view = LayoutView()
    root.addSubview(view)
    views[name] = view
}
let metrics: [String: Any] = ["pad": 12, "w": 30]

var built = 0, failed = 0
for index in 0..<inputs {
    let text: [Character]
    if index % 2 == 0 {
        text = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
    } else {
        text = Array(valid.randomElement(using: &random)!).mutated(from: alphabet, atMost: 6, using: &random)
    }
    let format = String(text)
    do {
        _ = try LayoutConstraint.constraintsOrThrow(withVisualFormat: format, options: .alignAllCenterY,
                                                    metrics: metrics, views: views)
        built += 1
    } catch {
        let lines = format.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard lines.indices.contains(error.line - 1),
              (1...lines[error.line - 1].count + 1).contains(error.column) else {
            print("error outside the format: \(format.debugDescription) line \(error.line) column \(error.column)")
            exit(1)
        }
        failed += 1
    }
}
print("\(inputs) inputs: \(built) built, \(failed) errors inside the format, no trap")
