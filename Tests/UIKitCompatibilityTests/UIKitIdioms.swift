#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A badge placed by hand in `layoutSubviews()`, inside a view laid out by
/// constraints: the two ways of layout UIKit mixes.
final class InsetBadgeView: UIView {
    let badge = UIView()
    var padding = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 24) }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = bounds.inset(by: padding)
    }
}

/// The helper every codebase has, taking UIKit's generic anchor type.
@discardableResult
func pin(
    _ anchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, to other: NSLayoutAnchor<NSLayoutXAxisAnchor>,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
) -> NSLayoutConstraint {
    let constraint = anchor.constraint(equalTo: other, constant: constant)
    constraint.priority = priority
    constraint.isActive = true
    return constraint
}

/// A header that stacks its label under the avatar at compact width and
/// puts it beside the avatar at regular width.
final class AdaptiveHeaderController: UIViewController {
    let avatar = InsetBadgeView()
    let nameLabel = UILabel()
    private var compact: [NSLayoutConstraint] = []
    private var regular: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 20, weight: .regular)
        nameLabel.numberOfLines = 1
        nameLabel.lineBreakMode = NSLineBreakMode.byTruncatingTail
        nameLabel.textAlignment = NSTextAlignment.natural
        nameLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        for subview in [avatar, nameLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24)
        let margins = view.layoutMarginsGuide
        avatar.topAnchor.constraint(equalTo: margins.topAnchor).isActive = true
        pin(avatar.leadingAnchor, to: margins.leadingAnchor)
        compact = [
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
        ]
        regular = [
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
        ]
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let isRegular = traitCollection.horizontalSizeClass == UIUserInterfaceSizeClass.regular
        NSLayoutConstraint.deactivate(isRegular ? compact : regular)
        NSLayoutConstraint.activate(isRegular ? regular : compact)
    }
}
