import Foundation
import VisualFormat

/// A form of labelled fields in visual formats: per row, `H:|-[label(80)]-[field(>=100@750)]-|`
/// aligned on centers, and `V:[above]-8-[field(30)]` (the first row `V:|-20-[field(30)]`),
/// two formats a row, each with its own small views dictionary as app code writes them.
struct FormScreen {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var formats: [(format: String, options: LayoutConstraint.FormatOptions, views: [String: Any])] = []

    init(rows: Int) {
        var above: LayoutView?
        for row in 0..<rows {
            let label = LayoutView(), field = LayoutView()
            root.addSubview(label)
            root.addSubview(field)
            formats.append(("H:|-[label(80)]-[field(>=100@750)]-|", .alignAllCenterY, ["label": label, "field": field]))
            if let above {
                formats.append(("V:[above]-8-[field(30)]", [], ["above": above, "field": field]))
            } else {
                formats.append(("V:|-20-[field(30)]", [], ["field": field]))
            }
            above = field
            _ = row
        }
    }

    /// Every format's constraints, inactive.
    func constraints() throws -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(3 * formats.count)
        for (format, options, views) in formats {
            constraints += try LayoutConstraint.constraintsOrThrow(withVisualFormat: format, options: options,
                                                                   metrics: nil, views: views)
        }
        return constraints
    }
}

/// One horizontal format of `count` views in a row, with the standard spacing,
/// widths and a priority: `H:|-[v0(>=10@750)]-[v1(>=10@750)]-...-|`.
struct LongFormat {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let format: String
    var views: [String: Any] = [:]

    init(count: Int) {
        var format = "H:|"
        for index in 0..<count {
            let view = LayoutView()
            root.addSubview(view)
            views["v\(index)"] = view
            format += "-[v\(index)(>=10@750)]"
        }
        self.format = format + "-|"
    }
}
