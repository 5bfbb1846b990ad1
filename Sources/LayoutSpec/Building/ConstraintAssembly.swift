import AutoLayout
import LayoutBuilding
import VisualFormat

/// Makes the constraints of a document's lines, inactive, each recording
/// the file and line it came from, and remembers which line made which.
struct ConstraintAssembly {
    let document: LayoutDocument
    let items: ItemTable
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var positions: [ObjectIdentifier: LayoutDocument.Position] = [:]

    init(_ document: LayoutDocument, items: ItemTable) {
        self.document = document
        self.items = items
    }

    /// Makes every line's constraints, in file order.
    ///
    /// - Throws: ``LayoutSpecError`` at the first line that names an
    ///   unknown item, relates anchors that do not relate, gives a priority
    ///   outside (0, 1000], or whose visual format does not build.
    mutating func build() throws(LayoutSpecError) {
        for line in document.constraints {
            let made = try make(line)
            for constraint in made {
                if let position = line.position { positions[ObjectIdentifier(constraint)] = position }
            }
            constraints += made
        }
    }

    private func make(_ line: LayoutDocument.Constraint) throws(LayoutSpecError) -> [LayoutConstraint] {
        let file = document.file
        let location = SourceLocation(fileNamed: file, line: line.position?.line ?? 1)
        var priority = LayoutPriority.required
        if let number = line.priority {
            priority = LayoutPriority(Float(number))
            guard priority.isValid, number.isFinite else {
                throw LayoutSpecError(file, line.position, "the priority \(numberText(number)) is outside (0, 1000]")
            }
        }
        switch (line.equation, line.visualFormat) {
        case (let equation?, nil):
            let builder = EquationBuilder(
                equation: equation, position: line.position, items: items, priority: priority,
                identifier: line.identifier, location: location)
            return try builder.descriptions().map { $0.makeConstraint() }
        case (nil, let format?):
            let made: [LayoutConstraint]
            do {
                made = try LayoutConstraint.constraintsOrThrow(
                    withVisualFormat: format, metrics: nil, views: items.views)
            } catch {
                throw LayoutSpecError(
                    file: file, line: line.position?.line ?? 1,
                    column: (line.position?.column ?? 1) + error.column - 1, message: error.reason)
            }
            for constraint in made {
                constraint.location = location
                if line.identifier != nil { constraint.identifier = line.identifier }
                if line.priority != nil {
                    do { try constraint.setPriority(priority) } catch {
                        throw LayoutSpecError(file, line.position, "\(error)")
                    }
                }
            }
            return made
        default:
            throw LayoutSpecError(
                file, line.position, "a constraint line has an equation or a visual format, not both or neither")
        }
    }
}
