import AutoLayout
import Foundation

/// The login screen built by each front end, compared frame by frame with
/// the anchors version (``LoginScreen``): what the demo prints.
public enum FrontEndComparison {
    /// Each front end's name and how it builds the screen.
    public static let frontEnds: [(name: String, build: @Sendable (LayoutDirection) throws -> LoginViewController)] = [
        ("StraitJacket", { try StraitJacketLoginScreen(direction: $0) }),
        ("ConstraintBuilder", { try ConstraintBuilderLoginScreen(direction: $0) }),
        ("Strutter", { try StrutterLoginScreen(direction: $0) }),
    ]

    /// Whether every view's and guide's frame equals the anchors version's, exactly.
    public static func matchesAnchors(_ controller: LoginViewController, direction: LayoutDirection) throws -> Bool {
        let anchors = try LoginScreen(direction: direction)
        return controller.screen.frames.elementsEqual(anchors.frames) { $0.name == $1.name && $0.frame == $1.frame }
    }

    /// The verdict line for one front end, over both layout directions.
    public static func verdict(_ name: String, build: (LayoutDirection) throws -> LoginViewController) throws -> String
    {
        let same = try [LayoutDirection.leftToRight, .rightToLeft].allSatisfy {
            try matchesAnchors(build($0), direction: $0)
        }
        return same
            ? "\(name): frames identical to the anchors version, left to right and right to left"
            : "\(name): frames DIFFER from the anchors version"
    }

    /// Each front end's frame table, left to right, under its verdict.
    public static func report() throws -> String {
        try frontEnds.map { name, build in
            try "\(verdict(name, build: build))\n\(build(.leftToRight).screen.frameTable())"
        }.joined(separator: "\n\n")
    }
}
