// One `import UIKitCompatibility` gives what `import UIKit` gives a layout
// file: Foundation (CGRect, NSCoder), the engine's types under UIKit's names
// (declared in the other files of this module, only where UIKit is absent)
// and the visual format entry points.
@_exported import AutoLayout
@_exported import Foundation
@_exported import VisualFormat
