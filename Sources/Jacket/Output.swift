import Foundation

/// Lines to standard output or standard error.
enum Output {
    static func write(_ text: String, toStandardError: Bool = false) {
        let handle = toStandardError ? FileHandle.standardError : FileHandle.standardOutput
        handle.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
