import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Yams
@testable import Scene
@testable import ZoetropeServer

/// `GET /openapi.yaml` and the routes it documents.
@Suite struct OpenAPIRouteTests {
    /// The documented operations, path → methods: the `paths:` section's keys (two spaces in)
    /// and their operations' keys (four spaces in).
    static var documented: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var current: String?
        var inPaths = false
        for line in OpenAPIDocument.yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") { inPaths = line == "paths:"; continue }
            guard inPaths else { continue }
            if line.hasPrefix("  /"), line.hasSuffix(":"), !line.hasPrefix("   ") {
                current = String(line.dropFirst(2).dropLast())
                result[current!] = []
            } else if let path = current, line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") {
                result[path]!.insert(String(line.dropFirst(4).dropLast()))
            }
        }
        return result
    }

    @Test func everyRouteTheRouterRegistersIsDocumented() async throws {
        let documented = Self.documented
        #expect(documented["/v1/render"] == ["post"])
        for (path, methods) in ZoetropeApplication.routes {
            for method in methods where method != .head {
                #expect(documented[path]?.contains(method.rawValue.lowercased()) == true, "\(method) \(path) is not in openapi.yaml")
            }
            // HEAD is generated for GET routes (Router's autoGenerateHeadEndpoints).
            if methods.contains(.head) { #expect(methods.contains(.get), "HEAD \(path) without GET") }
        }
        // The table the 405 answers come from is what the router registers: each entry answers
        // (with anything but 404 or 405), and every other method of a documented path is a 405.
        try await withServer { client in
            for (path, methods) in ZoetropeApplication.routes {
                for method in methods {
                    let response = try await client.execute(uri: path, method: method, body: ByteBuffer(string: "{}"))
                    #expect(response.status != .notFound && response.status != .methodNotAllowed, "\(method) \(path)")
                }
                for method in [HTTPRequest.Method.get, .post, .put, .delete] where !methods.contains(method) {
                    let response = try await client.execute(uri: path, method: method)
                    #expect(response.status == .methodNotAllowed, "\(method) \(path)")
                }
            }
        }
    }

    /// A Swift body (`text/x-swift`) is documented for the routes that take one, with each of
    /// the import's query parameters and the 422 `swift_import`.
    @Test func swiftBodiesAreDocumented() {
        let yaml = OpenAPIDocument.yaml
        #expect(yaml.contains("    SceneOrSwift:\n"))
        #expect(yaml.contains("        text/x-swift:\n          schema:\n            type: string\n"))
        for name in SwiftSource.parameterNames.sorted() {
            #expect(yaml.contains("    \(name):\n      name: \(name)\n      in: query\n"), "parameter \(name)")
            #expect(yaml.contains("        - $ref: \"#/components/parameters/\(name)\"\n"), "parameter \(name) is used")
        }
        #expect(yaml.contains("    InvalidSceneOrSwift:\n"))
        #expect(yaml.contains("is a `swift_import`"))
    }

    /// The document parses as YAML (the browser suite validates it as OpenAPI; a YAML slip,
    /// such as an unquoted `{"font": …}` in a description, fails here first).
    @Test func theDocumentIsWellFormedYAML() throws {
        let document = try #require(try Yams.load(yaml: OpenAPIDocument.yaml) as? [String: Any])
        #expect(document["openapi"] as? String == "3.1.0")
        #expect((document["paths"] as? [String: Any])?["/v1/render"] != nil)
        // The Scene schema (additionalProperties: false) has exactly the decoder's top-level keys.
        let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any]
        let scene = (schemas?["Scene"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(Set(scene?.keys ?? [:].keys) == Set(SceneDecoder.documentKeys))
    }

    @Test func theDocumentIsServedAsYAML() async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/openapi.yaml", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/yaml; charset=utf-8")
            #expect(response.body.text == OpenAPIDocument.yaml)
            #expect(response.body.text.hasPrefix("openapi: 3.1.0\n"))
        }
    }

    @Test func examplesListTheExamplesFolderWithTheirText() async throws {
        let folder = try ScratchFolder.make("examples")
        try #"{"body": {"type": "Text", "text": "B"}}"#.write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        try "{\n  \"body\": {\"type\": \"Circle\"}\n}\n".write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try "not listed".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try String(repeating: " ", count: 200).write(to: folder.appendingPathComponent("huge.json"), atomically: true, encoding: .utf8)
        let configuration = testConfiguration {
            $0.examplesDirectory = folder.path
            $0.limits.maxBodyBytes = 100
        }
        try await withServer(configuration) { client in
            let response = try await client.execute(uri: "/v1/examples", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            // Sorted by name, each with its text as written; huge.json passes the body limit.
            #expect(response.body.text == #"{"examples":[{"json":"{\n  \"body\": {\"type\": \"Circle\"}\n}\n","name":"a"},"#
                + #"{"json":"{\"body\": {\"type\": \"Text\", \"text\": \"B\"}}","name":"b"}]}"#)
        }
        let missing = testConfiguration { $0.examplesDirectory = folder.appendingPathComponent("none").path }
        try await withServer(missing) { client in
            let response = try await client.execute(uri: "/v1/examples", method: .get)
            #expect(response.body.text == #"{"examples":[]}"#)
        }
    }
}
