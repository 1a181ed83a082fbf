import Foundation
import Testing

/// Validates SVG bytes against the SVG 1.1 DTD with `xmllint --dtdvalid` (Debian's
/// libxml2-utils and w3c-sgml-lib, installed by `make test`).
enum SVGValidation {
    static let dtdPath = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd"

    /// xmllint's complaints, or an empty string when the document is valid.
    static func problems(in svg: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-tests", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(UUID().uuidString + ".svg")
        try Data(svg).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--nonet", "--dtdvalid", dtdPath, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        if process.terminationStatus != 0 && text.isEmpty { return "xmllint exited with \(process.terminationStatus)" }
        return text
    }

    /// Records an issue when `svg` is not valid SVG 1.1.
    static func expectValid(_ svg: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let problems = try problems(in: svg)
        #expect(problems.isEmpty, "\(name) is not valid SVG 1.1:\n\(problems)", sourceLocation: sourceLocation)
    }
}
