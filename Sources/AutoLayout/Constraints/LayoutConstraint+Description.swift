import Foundation

extension LayoutConstraint: CustomStringConvertible {
    /// The constraint in the familiar format:
    /// `<LayoutConstraint 'title-top' title.top == box.top + 20 (active)>`;
    /// a view's intrinsic size shows both its priorities:
    /// `<LayoutConstraint 'name-content-size-width' name.width == 41 Hug:250 CompressionResistance:750 (active)>`.
    public var description: String {
        var text = "<LayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationText
        if case .contentSize(let compressionResistance) = origin {
            text += " Hug:\(storedPriority) CompressionResistance:\(compressionResistance)"
        } else if storedPriority != .required {
            text += " @\(storedPriority)"
        }
        text += engine == nil ? " (inactive)>" : " (active)>"
        return text
    }

    /// `title.top == box.top + 20`, `box.width == 0.5 * panel.width`, `box.height == 44`.
    var equationText: String {
        var text = "\(firstAnchor.debugText) \(relation.symbol)"
        guard let secondAnchor else { return text + " \(numberText(Double(storedConstant)))" }
        text += " "
        if multiplier != 1 { text += "\(numberText(Double(multiplier))) * " }
        text += secondAnchor.debugText
        if storedConstant > 0 { text += " + \(numberText(Double(storedConstant)))" }
        if storedConstant < 0 { text += " - \(numberText(Double(-storedConstant)))" }
        if storedConstant.isNaN { text += " + nan" }
        return text
    }
}
