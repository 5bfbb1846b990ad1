import AutoLayout
import Foundation
struct LCG { var state: UInt64; mutating func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int((state >> 33) % 1_000_001) } }
let viewCount = 4
let only = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) : nil
func say(_ text: String) { FileHandle.standardError.write((text + "\n").data(using: .utf8)!) }
for seed in only.map({ [$0] }) ?? Array(0..<60000) {
  FileHandle.standardError.write("S\(seed)\n".data(using: .utf8)!)
  var rng = LCG(state: UInt64(seed))
  let count = 3 + rng.next() % 150
  let numbers = (0..<count).map { _ in rng.next() }
  var log: [String] = []
  let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  root.layoutIssueHandler = { _ in }
  let views = (0..<viewCount).map { i -> LayoutView in let v = LayoutView(); v.identifier = "v\(i)"; v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v); return v }
  let items = views + [root]
  var active: [LayoutConstraint] = []
  var index = 0
  while index + 3 <= numbers.count {
    let a = numbers[index], b = numbers[index + 1], c = numbers[index + 2]; index += 3
    let priorities: [Float] = [1000, 1000, 999, 750, 251, 250, 1]
    let first = a % viewCount, second: Int? = (a / 7) % 5 == 0 ? nil : (a / 7) % (viewCount + 1)
    let attribute = b % 6, constant = CGFloat(c % 201 - 100), multiplier: CGFloat = [1, 1, 0.5, 2][(c / 201) % 4]
    let priority = priorities[(b / 18) % priorities.count], deactivate = (c / 804) % 4 == 0
    let view = views[first]; let other = second.map { items[$0] }
    let constraint: LayoutConstraint
    switch attribute {
    case 0, 1:
      let d = attribute == 0 ? view.widthAnchor : view.heightAnchor
      if let other { constraint = d.constraint(equalTo: attribute == 0 ? other.widthAnchor : other.heightAnchor, multiplier: multiplier, constant: constant) } else { constraint = d.constraint(equalToConstant: abs(constant)) }
    case 2, 3:
      let t = other ?? root
      constraint = attribute == 2 ? view.leadingAnchor.constraint(equalTo: t.leadingAnchor, constant: constant) : view.trailingAnchor.constraint(lessThanOrEqualTo: t.trailingAnchor, constant: constant)
    default:
      let t = other ?? root
      constraint = attribute == 4 ? view.topAnchor.constraint(greaterThanOrEqualTo: t.topAnchor, constant: constant) : view.centerYAnchor.constraint(equalTo: t.centerYAnchor, constant: constant)
    }
    constraint.priority = LayoutPriority(priority)
    log.append("\(constraint) @\(priority)")
    if CommandLine.arguments.count > 1 && Int(CommandLine.arguments[1]) == seed { say(log.last!) }
    constraint.isActive = true
    active.append(constraint)
    if deactivate, let f = active.first { if CommandLine.arguments.count > 1 && Int(CommandLine.arguments[1]) == seed { say("deactivate \(f)") }; f.isActive = false; active.removeFirst() }
  }
  root.layoutIfNeeded()
  if seed % 10000 == 0 { print("seed", seed) }
}
