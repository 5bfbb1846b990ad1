import AutoLayout
import Foundation
let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
let view = LayoutView(); view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view)
try LayoutConstraint.activate([
    view.leftAnchor.constraint(equalTo: root.leftAnchor),
    view.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
    view.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 100),
    view.widthAnchor.constraint(equalToConstant: 10),
    view.heightAnchor.constraint(equalToConstant: 10),
])
root.layoutIfNeeded()
print(view.frame, view.hasAmbiguousLayout)
root.layoutIfNeeded()
print(view.frame)
view.exerciseAmbiguityInLayout()
print(view.frame)
