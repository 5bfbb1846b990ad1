import AutoLayout

/// The constraints as written (`b.top == a.top + 8 @750`), in order: what
/// a front end made reads as the equations its user wrote.
package func equations(_ constraints: [LayoutConstraint]) -> [String] {
    constraints.map(\.equationText)
}
