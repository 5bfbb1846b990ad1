#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A settings screen: rows of a title and a value in a scroll view, as
/// tall as their content, the value trailing and the title truncated
/// before it is.
public final class SettingsViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let rows: [(title: String, value: String)]
    private(set) var rowViews: [UIView] = []

    /// A screen of `rows`, top to bottom.
    public init(rows: [(title: String, value: String)]) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Adds a row view per row under the scroll view's content view,
    /// whose height the rows set.
    public override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.accessibilityIdentifier = "scroll"
        contentView.accessibilityIdentifier = "content"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        var above = contentView.layoutMarginsGuide.topAnchor
        for (index, row) in rows.enumerated() {
            let rowView = makeRow(row, index: index)
            NSLayoutConstraint.activate([
                rowView.topAnchor.constraint(equalTo: above, constant: index == 0 ? 0 : 1),
                rowView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                rowView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            ])
            above = rowView.bottomAnchor
            rowViews.append(rowView)
        }
        rowViews.last?.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor).isActive = true
    }

    private func makeRow(_ row: (title: String, value: String), index: Int) -> UIView {
        let rowView = UIView(), titleLabel = UILabel(), valueLabel = UILabel()
        rowView.accessibilityIdentifier = "row\(index)"
        titleLabel.text = row.title
        valueLabel.text = row.value
        valueLabel.textAlignment = .right
        valueLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        for subview in [rowView, titleLabel, valueLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        contentView.addSubview(rowView)
        rowView.addSubview(titleLabel)
        rowView.addSubview(valueLabel)
        let margins = rowView.layoutMarginsGuide
        rowView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            valueLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            valueLabel.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
            valueLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        return rowView
    }
}
