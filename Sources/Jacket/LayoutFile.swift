import ArgumentParser
import Foundation
import LayoutSpec

/// Reads, parses and builds the layout file a command names.
enum LayoutFile {
    /// The file's text.
    ///
    /// - Throws: ``JacketError`` (status 2) when it cannot be read.
    static func text(of path: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw JacketError(description: "no such file: \(path)")
        }
        guard !isFolder.boolValue else { throw JacketError(description: "\(path) is a folder, not a layout file") }
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw JacketError(description: "cannot read \(path) as UTF-8 text")
        }
    }

    /// The file's document with the root overrides applied.
    ///
    /// - Throws: ``JacketError`` when the file cannot be read;
    ///   ``LayoutSpecError`` when it does not parse.
    static func document(at path: String, options: RootOptions) throws -> LayoutDocument {
        var document = try LayoutDocument(parsing: try text(of: path), file: path)
        document.root = options.applied(to: document.root)
        return document
    }

    /// The built tree. A file that does not parse or build has its error
    /// printed to standard error and ends the command with status 1;
    /// conflicts are printed there too and do not stop it.
    static func tree(at path: String, options: RootOptions) throws -> LayoutTree {
        let tree: LayoutTree
        do {
            tree = try document(at: path, options: options).build()
        } catch let error as LayoutSpecError {
            Output.write(error.description, toStandardError: true)
            throw ExitCode(1)
        }
        for diagnostic in tree.diagnostics { Output.write(diagnostic.description, toStandardError: true) }
        return tree
    }
}
