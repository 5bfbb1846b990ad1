import Foundation

/// A coordinate as pictures and snapshots print it: rounded to the nearest
/// thousandth of a point, with no trailing zeros, no exponent and a `.`
/// whatever the locale (`65`, `287.667`, `-0.5`), so the same tree gives
/// the same bytes everywhere. The engine keeps every number within
/// ``LayoutLimits``; one that is not finite prints as `0`, so the output
/// stays valid.
func decimalText(_ value: CGFloat) -> String {
    let thousandths = (Double(value) * 1000).rounded()
    // Beyond 2^62 thousandths an `Int64` no longer holds the number; no
    // layout reaches it, but converting it unchecked would trap.
    guard thousandths.isFinite, abs(thousandths) < 0x1p62 else { return "0" }
    let magnitude = Int64(thousandths).magnitude
    var text = thousandths < 0 ? "-" : ""
    text += String(magnitude / 1000)
    var fraction = magnitude % 1000
    guard fraction != 0 else { return text }
    var digits = 3
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
}
