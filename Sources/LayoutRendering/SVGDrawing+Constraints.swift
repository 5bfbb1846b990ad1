import AutoLayout
import Foundation

extension SVGDrawing {
    /// Draws the constraints asked for, over everything else: the active
    /// ones made outside the engine when the options show constraints, and
    /// the last unsatisfiable report's in red when they mark issues.
    mutating func drawConstraints() {
        let report = options.marksConflicts ? top.lastUnsatisfiableConstraintsReport : nil
        let conflicting = report?.conflicting ?? []
        let inConflict = Set(conflicting.map(ObjectIdentifier.init))
        var constraints = options.showsConstraints ? top.activeConstraintsOfTree.filter { !$0.isMadeByEngine } : []
        constraints += conflicting
        var drawn = Set<ObjectIdentifier>()
        var opened = false
        for constraint in constraints where drawn.insert(ObjectIdentifier(constraint)).inserted {
            guard let geometry = ConstraintGeometry(constraint, rects: rects) else { continue }
            if !opened {
                writer.open("g", [("class", "constraints"), ("stroke-width", "1")])
                opened = true
            }
            let isConflict = inConflict.contains(ObjectIdentifier(constraint))
            draw(constraint, geometry, isConflict: isConflict, isBroken: constraint === report?.broken)
        }
        if opened { writer.close("g") }
    }

    private mutating func draw(
        _ constraint: LayoutConstraint, _ geometry: ConstraintGeometry,
        isConflict: Bool, isBroken: Bool
    ) {
        let color = isConflict ? SVGPalette.issue : SVGPalette.constraint
        var attributes = [
            ("class", isBroken ? "constraint conflict broken" : isConflict ? "constraint conflict" : "constraint")
        ]
        // An engine-made identifier names its view by address: not stable.
        if !constraint.isMadeByEngine, let identifier = constraint.identifier {
            attributes.append(("data-name", identifier))
        }
        writer.open("g", attributes)
        writer.text("title", [], ConstraintText.equation(of: constraint, names: &names))
        writer.empty(
            "line",
            [
                ("x1", decimalText(geometry.start.x)), ("y1", decimalText(geometry.start.y)),
                ("x2", decimalText(geometry.end.x)), ("y2", decimalText(geometry.end.y)), ("stroke", color),
            ])
        let label = ConstraintText.label(of: constraint, names: &names)
        if !label.isEmpty {
            let middle = CGPoint(x: (geometry.start.x + geometry.end.x) / 2, y: (geometry.start.y + geometry.end.y) / 2)
            let placement: [(String, String)] =
                geometry.isHorizontal
                ? [("x", decimalText(middle.x)), ("y", decimalText(middle.y - 2)), ("text-anchor", "middle")]
                : [("x", decimalText(middle.x + 2)), ("y", decimalText(middle.y + 3))]
            writer.text("text", placement + [("font-size", "9"), ("fill", color), ("stroke", "none")], label)
        }
        writer.close("g")
    }
}
