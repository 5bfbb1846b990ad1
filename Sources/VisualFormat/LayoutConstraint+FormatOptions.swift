import AutoLayout

extension LayoutConstraint {
    /// How a visual format aligns its views and which way it runs, as
    /// UIKit's `NSLayoutConstraint.FormatOptions`, with UIKit's raw values.
    ///
    /// An alignment relates the same attribute of every view in the format
    /// (each to the one before it), across the format's axis: `H:[a]-[b]`
    /// with `.alignAllCenterY` gives `b.centerY == a.centerY`. A format with
    /// one view aligns nothing, and, as in UIKit, any alignment is then
    /// accepted, even one along the format's axis (`V:|-[label]-|` with
    /// `.alignAllLastBaseline`).
    ///
    /// ```swift
    /// let row = LayoutConstraint.constraints(withVisualFormat: "H:|-[icon]-[title]-|",
    ///                                        options: [.alignAllCenterY, .directionLeftToRight],
    ///                                        metrics: nil, views: ["icon": icon, "title": title])
    /// ```
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the views' left edges (vertical formats).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the views' right edges (vertical formats).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the views' top edges (horizontal formats).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the views' bottom edges (horizontal formats).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the views' leading edges (vertical formats).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the views' trailing edges (vertical formats).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the views' horizontal centers (vertical formats).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the views' vertical centers (horizontal formats).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the views' last baselines (horizontal formats).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the views' first baselines (horizontal formats).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from leading to trailing (the default):
        /// they follow each view's layout direction.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Each alignment bit with the attribute it aligns.
        static let alignments: [(option: FormatOptions, attribute: LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
    }
}
