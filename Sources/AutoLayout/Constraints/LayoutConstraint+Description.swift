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
        text += isActive || standsForInsetGuide ? " (active)>" : " (inactive)>"
        return text
    }

    /// Whether the engine made the constraint for a conflict report, as
    /// one UIKit keeps active between a view and its margins, safe-area
    /// or readable content guide (see `InsetGuideState`).
    private var standsForInsetGuide: Bool {
        origin == .margins || origin == .safeArea || origin == .readableContent
    }

    /// The constraint as written, without its identifier and state:
    /// `title.top == box.top + 20`, `box.width == 0.5 * panel.width @750`.
    /// Package-wide so that tests compare what a front end made with what
    /// its user wrote, instead of each parsing ``description``.
    package var equationText: String {
        var text = relationText
        if case .contentSize(let compressionResistance) = origin {
            text += " Hug:\(storedPriority) CompressionResistance:\(compressionResistance)"
        } else if storedPriority != .required {
            text += " @\(storedPriority)"
        }
        return text
    }

    /// `title.top == box.top + 20`, `box.width == 0.5 * panel.width`, `box.height == 44`.
    private var relationText: String {
        var text = "\(firstSide.debugText) \(relation.symbol)"
        guard let secondSide else { return text + " \(numberText(Double(storedConstant)))" }
        text += " "
        if multiplier != 1 { text += "\(numberText(Double(multiplier))) * " }
        text += secondSide.debugText
        if storedConstant > 0 { text += " + \(numberText(Double(storedConstant)))" }
        if storedConstant < 0 { text += " - \(numberText(Double(-storedConstant)))" }
        if storedConstant.isNaN { text += " + nan" }
        return text
    }
}
