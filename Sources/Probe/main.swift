import AutoLayout
import Foundation
let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
let small = Label(text: "Small", font: .systemFont(ofSize: 17))
let large = Label(text: "Large", font: .systemFont(ofSize: 30))
for label in [small, large] { label.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(label) }
try LayoutConstraint.activate([
    small.leftAnchor.constraint(equalTo: root.leftAnchor),
    large.leftAnchor.constraint(equalTo: small.rightAnchor, constant: 8),
    small.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
    large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
])
root.layoutIfNeeded()
print(large.frame.minY, large.frame.minY == 28, Double(large.frame.minY).bitPattern, Double(28).bitPattern)
let x = 40 + 16 - 28
print(type(of: x))
