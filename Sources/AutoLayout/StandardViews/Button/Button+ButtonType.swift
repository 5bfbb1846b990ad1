import Foundation

extension Button {
    /// The kinds of button UIKit makes with `UIButton(type:)`, with their
    /// raw values; each sizes the button as UIKit's does (see ``Button``).
    public enum ButtonType: Int, Sendable, Hashable {
        /// A button drawn by the app: no built-in image, an 18-point title
        /// font, otherwise sized as a system button.
        case custom = 0
        /// The standard button: a 15-point title with 6 points above and
        /// below while it has no image.
        case system = 1
        /// A detail disclosure button, a 22 x 22-point image.
        case detailDisclosure = 2
        /// An information button for dark backgrounds, a 22 x 22-point image.
        case infoLight = 3
        /// An information button for light backgrounds, a 22 x 22-point image.
        case infoDark = 4
        /// A button that adds a contact, a 22 x 22-point image.
        case contactAdd = 5
        /// A button that dismisses a panel (iOS 13), a 30 x 30-point image.
        case close = 7

        /// UIKit's old name for ``system``, kept for code that still says
        /// `.roundedRect` (deprecated in UIKit since iOS 7).
        public static var roundedRect: ButtonType { .system }

        /// The size of the image the type draws itself, or `nil` for the
        /// types that have none.
        ///
        /// UIKit's detail disclosure, information and add-contact buttons
        /// are 22 x 22 points, as LayoutKit's `ButtonLayout` measured them
        /// against `UIButton.intrinsicContentSize` in its tests (iOS 10 to
        /// 12). A LayoutKit pull request (#265) reports that iOS 13 and
        /// later give these types other sizes, without the figures; none
        /// were found, so the measured 22 x 22 stays. For ``close`` no
        /// figure was found in Apple's documentation or elsewhere: 30 x 30,
        /// the size its round glyph is commonly drawn at, is an estimate.
        var builtInImageSize: CGSize? {
            switch self {
            case .custom, .system: nil
            case .detailDisclosure, .infoLight, .infoDark, .contactAdd: CGSize(width: 22, height: 22)
            case .close: CGSize(width: 30, height: 30)
            }
        }

        /// The title font the type starts with: 18 points for a custom
        /// button, as LayoutKit measured UIKit's, and the system button's 15
        /// points for the others.
        var defaultTitleFont: Font {
            self == .custom ? .systemFont(ofSize: 18) : .systemFont(ofSize: 15)
        }
    }
}
