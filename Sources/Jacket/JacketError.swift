/// Why a command could not run as asked: exit status 2.
struct JacketError: Error, CustomStringConvertible {
    let description: String
}
