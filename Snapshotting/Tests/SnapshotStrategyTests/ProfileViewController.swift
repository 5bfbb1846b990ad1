#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A profile screen as an iOS app writes it: an avatar beside a name and
/// handle, a bio of several lines, three equally wide stat tiles and a
/// Follow button on the bottom edge, all in the readable content guide,
/// so the column stops widening on an iPad.
final class ProfileViewController: UIViewController {
    let avatarView = UIView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let bioLabel = UILabel()
    let statTiles = (0..<3).map { _ in UIView() }
    let statLabels = ["128 Posts", "2,048 Followers", "96 Following"].map { text -> UILabel in
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 13)
        label.textAlignment = .center
        return label
    }
    let followButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        name()
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 22)
        handleLabel.text = "@ada"
        handleLabel.font = .systemFont(ofSize: 15)
        bioLabel.text = "Writes programs for engines that do not exist yet, and notes longer than the paper they annotate."
        bioLabel.numberOfLines = 0
        followButton.setTitle("Follow", for: .normal)
        followButton.contentEdgeInsets = UIEdgeInsets(top: 12, left: 40, bottom: 12, right: 40)
        let subviews: [UIView] = [avatarView, nameLabel, handleLabel, bioLabel, followButton] + statTiles
        for subview in subviews {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for (tile, label) in zip(statTiles, statLabels) {
            label.translatesAutoresizingMaskIntoConstraints = false
            tile.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
                label.leadingAnchor.constraint(equalTo: tile.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: tile.layoutMarginsGuide.trailingAnchor),
                tile.heightAnchor.constraint(equalToConstant: 56),
            ])
        }
        let column = view.readableContentGuide
        NSLayoutConstraint.activate([
            avatarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            avatarView.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 64),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 2),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: column.trailingAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: avatarView.centerYAnchor),
            handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            handleLabel.topAnchor.constraint(equalToSystemSpacingBelow: nameLabel.bottomAnchor, multiplier: 0.5),
            bioLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 20),
            bioLabel.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            followButton.centerXAnchor.constraint(equalTo: column.centerXAnchor),
            followButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
        var leading = column.leadingAnchor
        for tile in statTiles {
            NSLayoutConstraint.activate([
                tile.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 24),
                tile.leadingAnchor.constraint(equalTo: leading, constant: tile === statTiles[0] ? 0 : 8),
                tile.widthAnchor.constraint(equalTo: statTiles[0].widthAnchor),
            ])
            leading = tile.trailingAnchor
        }
        statTiles[2].trailingAnchor.constraint(equalTo: column.trailingAnchor).isActive = true
    }

    /// The names snapshots and pictures show for each view.
    private func name() {
        avatarView.accessibilityIdentifier = "avatar"
        nameLabel.accessibilityIdentifier = "name"
        handleLabel.accessibilityIdentifier = "handle"
        bioLabel.accessibilityIdentifier = "bio"
        followButton.accessibilityIdentifier = "follow"
        for (tile, name) in zip(statTiles, ["posts", "followers", "following"]) {
            tile.accessibilityIdentifier = name
        }
    }
}
