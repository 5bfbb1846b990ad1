/// The colours of a picture: Interface Builder's blue for constraints,
/// red for what is wrong, quiet greys for the rest.
enum SVGPalette {
    static let background = "#ffffff"
    static let viewStroke = "#495057"
    static let viewFill = "#339af0"
    static let viewFillOpacity = "0.06"
    static let text = "#212529"
    static let placeholder = "#adb5bd"
    static let caption = "#868e96"
    static let guide = "#ae3ec9"
    static let guideDashes = "4 2"
    static let margins = "#fab005"
    static let safeArea = "#868e96"
    static let shadingOpacity = "0.25"
    static let constraint = "#1c7ed6"
    static let issue = "#e03131"
    static let fontFamily = "Liberation Sans, Arial, Helvetica, sans-serif"
}
