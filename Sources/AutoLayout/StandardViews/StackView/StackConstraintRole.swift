/// The part a stack view's constraint plays, named by UIKit's identifier
/// for it, which the constraint carries.
enum StackConstraintRole: String {
    case alignment = "UISV-alignment"
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    case canvasConnection = "UISV-canvas-connection"
    case canvasFit = "UISV-canvas-fit"
    case distributingEdge = "UISV-distributing-edge"
    case fillEqually = "UISV-fill-equally"
    case fillProportionally = "UISV-fill-proportionally"
    case hiding = "UISV-hiding"
    case spacing = "UISV-spacing"
    case spanningBoundary = "UISV-spanning-boundary"
    case spanningFit = "UISV-spanning-fit"
}
