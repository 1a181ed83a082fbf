import Foundation
import Hummingbird

extension Router<ZoetropeRequestContext> {
    /// `GET /v1/examples`: `{"examples": [{"name": "profile-card", "json": "…"}, …]}`, the `.json`
    /// scenes of `server.examplesDirectory` by name, each with its text as written (the
    /// playground's example picker). The folder is read on every request, so edits show at once;
    /// a file larger than `limits.maxBodyBytes` or not UTF-8 is left out, as is a missing folder.
    func addExamplesRoute(configuration: ServerConfiguration) {
        get("/v1/examples") { _, _ -> Response in
            JSONResponse.make(ExampleList.read(configuration.examplesDirectory, limit: configuration.limits.maxBodyBytes), status: .ok)
        }
    }
}

/// The body of `GET /v1/examples`.
struct ExampleList: Encodable {
    struct Example: Encodable {
        var name: String
        var json: String
    }

    var examples: [Example]

    static func read(_ folder: String, limit: Int) -> ExampleList {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let stems = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(".json".count)) }
        // By name without the extension: profile-card before profile-card-avatar.
        let examples = stems.sorted().compactMap { name -> Example? in
            let path = (folder as NSString).appendingPathComponent(name + ".json")
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let size = attributes[.size] as? Int, size <= limit,
                let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            return Example(name: name, json: text)
        }
        return ExampleList(examples: examples)
    }
}
