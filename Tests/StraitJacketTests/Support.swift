import Foundation
import StraitJacket

/// A label, named.
func label(_ name: String, _ text: String = "") -> Label {
    let label = Label(text: text)
    label.identifier = name
    return label
}
