/// A variable multiplied by a coefficient, such as `2 * x`.
public struct Term: Sendable {
    /// The variable.
    public let variable: Variable
    /// The factor the variable is multiplied by.
    public let coefficient: Double

    /// Creates the term `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Term: CustomStringConvertible {
    /// The term as written in a dump, such as `2 * x` or `x`.
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}
