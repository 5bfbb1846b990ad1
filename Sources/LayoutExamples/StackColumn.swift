import AutoLayout
import Foundation

/// A column of views 8 points apart, as wide as the root, built as a
/// stack view or as a plain view holding the constraints the stack view
/// makes, written with anchors: the same constraints either way, so the
/// stack view's own cost compares (the stack view's benchmark).
public final class StackColumn {
    /// The root view, 400 points wide and tall enough for the column.
    public let root: LayoutView
    /// The column: a ``StackView``, or a plain view.
    public let column: LayoutView
    /// The views, top to bottom, each with an intrinsic size of 20 x 20.
    public let views: [LayoutView]

    private init(count: Int, column: LayoutView) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: CGFloat(max(count, 0)) * 28))
        self.column = column
        views = (0..<max(count, 0)).map { _ in
            let view = LayoutView()
            view.fixedIntrinsicContentSize = CGSize(width: 20, height: 20)
            return view
        }
    }

    /// The column as a vertical stack view, 8 points of spacing, its
    /// distribution and alignment `.fill`, pinned to the root's top,
    /// leading and trailing edges.
    public static func stackView(count: Int) -> StackColumn {
        let stack = StackView()
        let column = StackColumn(count: count, column: stack)
        for view in column.views { stack.addArrangedSubview(view) }
        stack.axis = .vertical
        stack.spacing = 8
        column.pin()
        column.root.layoutIfNeeded()
        return column
    }

    /// The same constraints the stack view makes, written with anchors on a
    /// plain view: its ends to the first and last views, each view 8 below
    /// the one before, every view's edges along the first's, and each
    /// later view hugging its height and resisting its compression a
    /// thousandth of a priority more firmly than the one before.
    public static func anchors(count: Int) -> StackColumn {
        let column = StackColumn(count: count, column: LayoutView())
        column.pin()
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(5 * count)
        for view in column.views {
            view.translatesAutoresizingMaskIntoConstraints = false
            column.column.addSubview(view)
        }
        if let first = column.views.first, let last = column.views.last {
            constraints.append(column.column.topAnchor.constraint(equalTo: first.topAnchor))
            constraints.append(last.bottomAnchor.constraint(equalTo: column.column.bottomAnchor))
            constraints.append(column.column.leadingAnchor.constraint(equalTo: first.leadingAnchor))
            constraints.append(first.trailingAnchor.constraint(equalTo: column.column.trailingAnchor))
            for (index, (previous, next)) in zip(column.views, column.views.dropFirst()).enumerated() {
                constraints.append(next.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8))
                let step = 0.001 * Float(min(index + 1, 999))
                let hugging = next.heightAnchor.constraint(lessThanOrEqualToConstant: 20)
                hugging.priority = .defaultLow + step
                let resistance = next.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)
                resistance.priority = .defaultHigh + step
                constraints += [hugging, resistance]
                constraints.append(first.leadingAnchor.constraint(equalTo: next.leadingAnchor))
                constraints.append(first.trailingAnchor.constraint(equalTo: next.trailingAnchor))
            }
        }
        LayoutConstraint.activate(constraints)
        column.root.layoutIfNeeded()
        return column
    }

    private func pin() {
        root.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
    }
}
