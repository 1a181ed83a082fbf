import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
@testable import ZoetropeServer

/// `GET /v1/render.svg` and `POST /v1/embed`. The encoded scene, its digest and the ETags were
/// worked out with Python: `base64.urlsafe_b64encode(zlib.compressobj(9, zlib.DEFLATED, -15)…)`
/// without `=`, and `hashlib.sha256`.
@Suite struct EmbedRouteTests {
    static let json = #"{"body": {"type": "Text", "text": "Hi"}}"#
    static let encoded = "q1ZKyk-pVLJSqFYqqSxIBTKUQlIrSpR0FJRKQDSQ75GpVFsLAA"
    static let digest = "4a4d108cc85adae5b1a287ee87d717456048d4dfe8fe4f59dd2b6242cf905bff"
    /// SHA-256 of "zoetrope 0.16.0\nformat=css&fps=30.0&from=0.0&mode=keyframes&precision=2&t=0.0&text=paths\n" + digest.
    static let defaultTag = "\"7c86348d5f8e9d86ebd199581c719081d3b45bc233d5fdeda7b3808b141bb8da\""
    /// The same with mode=snapshot and t=1.5.
    static let snapshotTag = "\"37628cc6d3206eccc3ca2f66b900d9195f0880bd8ec2e6f0f4b3cf6b8432ef50\""
    static let immutable = "public, max-age=31536000, immutable"

    @Test func theSceneParameterIsTheRawDeflateOfTheJSONInBase64URL() throws {
        #expect(EmbeddedScene.encode(Array(Self.json.utf8)) == Self.encoded)
        #expect(try EmbeddedScene.decode(Self.encoded, limit: 1_000) == Array(Self.json.utf8))
        // The digest and the tag's input, hashed here with swift-crypto directly.
        #expect(EntityTag.sha256(Self.json.utf8) == Self.digest)
        let input = "zoetrope \(ZoetropeVersion.current)\nformat=css&fps=30.0&from=0.0&mode=keyframes&precision=2&t=0.0&text=paths\n\(Self.digest)"
        let hex = SHA256.hash(data: Array(input.utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(EntityTag.make(sceneDigest: Self.digest, options: RenderOptions(), gzip: false) == "\"\(hex)\"")
    }

    @Test func getGivesThePOSTsBytesWithAStrongETagAndAYearOfCaching() async throws {
        try await withServer { client in
            let post = try await client.execute(uri: "/v1/render?mode=snapshot&t=1.5", method: .post, body: ByteBuffer(string: Self.json))
            let get = try await client.execute(uri: "/v1/render.svg?scene=\(Self.encoded)&mode=snapshot&t=1.5", method: .get)
            #expect(get.status == .ok)
            #expect(get.body.bytes == post.body.bytes)
            #expect(get.headers[.contentType] == "image/svg+xml; charset=utf-8")
            #expect(get.headers[.eTag] == Self.snapshotTag)
            #expect(get.headers[.cacheControl] == Self.immutable)
            #expect(get.headers[.vary] == "Accept-Encoding")
            #expect(get.headers[.xContentTypeOptions] == "nosniff")
            // The options' order and spelling do not change the tag; the defaults are in it.
            let reordered = try await client.execute(uri: "/v1/render.svg?t=1.50&mode=snapshot&scene=\(Self.encoded)", method: .get)
            #expect(reordered.headers[.eTag] == Self.snapshotTag)
            let defaults = try await client.execute(uri: "/v1/render.svg?scene=\(Self.encoded)", method: .get)
            #expect(defaults.headers[.eTag] == Self.defaultTag)
            #expect(defaults.body.text.contains(#"data-mode="keyframes""#))
        }
    }

    @Test func everyOptionIsAQueryParameterFramesIncluded() async throws {
        try await withServer { client in
            let query = "mode=frames&fps=10&from=0.5&to=1&text=text&precision=4&format=smil"
            let post = try await client.execute(uri: "/v1/render?\(query)", method: .post, body: ByteBuffer(string: Self.json))
            let get = try await client.execute(uri: "/v1/render.svg?scene=\(Self.encoded)&\(query)", method: .get)
            #expect(get.status == .ok)
            #expect(get.headers[.contentType] == post.headers[.contentType])
            #expect(get.body.bytes == post.body.bytes)
            #expect(get.body.text.contains(#"data-mode="frames" data-t="0.0" data-text="text" data-precision="4" data-fps="10.0" data-from="0.5" data-to="1.0""#))
        }
    }

    @Test func aMatchingIfNoneMatchIs304WithoutABody() async throws {
        try await withServer { client in
            for sent in [Self.defaultTag, "W/\(Self.defaultTag)", "\"other\", \(Self.defaultTag)", "*"] {
                let response = try await client.execute(
                    uri: "/v1/render.svg?scene=\(Self.encoded)", method: .get, headers: [.ifNoneMatch: sent])
                #expect(response.status == .notModified, "If-None-Match: \(sent)")
                #expect(response.headers[.eTag] == Self.defaultTag)
                #expect(response.headers[.cacheControl] == Self.immutable)
                #expect(response.body.readableBytes == 0)
            }
            let other = try await client.execute(
                uri: "/v1/render.svg?scene=\(Self.encoded)", method: .get, headers: [.ifNoneMatch: Self.snapshotTag])
            #expect(other.status == .ok)
        }
    }

    @Test func gzipIsItsOwnRepresentationWithItsOwnTag() async throws {
        try await withServer { client in
            let plain = try await client.execute(uri: "/v1/render.svg?scene=\(Self.encoded)", method: .get)
            let zipped = try await client.execute(
                uri: "/v1/render.svg?scene=\(Self.encoded)", method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.eTag] == "\"7c86348d5f8e9d86ebd199581c719081d3b45bc233d5fdeda7b3808b141bb8da-gzip\"")
            #expect(Gzip.decompress(zipped.body.bytes, limit: 1 << 20) == plain.body.bytes)
            // The plain tag does not validate the gzip representation.
            let revalidated = try await client.execute(
                uri: "/v1/render.svg?scene=\(Self.encoded)", method: .get, headers: [.acceptEncoding: "gzip", .ifNoneMatch: Self.defaultTag])
            #expect(revalidated.status == .ok)
        }
    }

    @Test(arguments: [
        ("", 400, "invalid_option", "scene is missing: give the scene's JSON, raw-deflated, in base64url (POST /v1/embed makes the URL)"),
        ("scene=Q1ZK%20k", 400, "invalid_option", "scene must be base64url (letters, digits, '-' and '_'), but character 5 is U+0020"),
        ("scene=Q1ZK+k", 400, "invalid_option", "scene must be base64url (letters, digits, '-' and '_'), but character 5 is '+'"),
        ("scene=Q1Z/", 400, "invalid_option", "scene must be base64url (letters, digits, '-' and '_'), but character 4 is '/'"),
        ("scene=Q1ZKy", 400, "invalid_option", "scene is not base64url: its length leaves one character over (cut short?)"),
        // "q1ZK" is the first three bytes of the stream: cut short.
        ("scene=q1ZK", 400, "invalid_option", "scene is not raw deflate data (RFC 1951): corrupt, cut short, or followed by other bytes"),
        ("scene=\(encoded)AAAA", 400, "invalid_option", "scene is not raw deflate data (RFC 1951): corrupt, cut short, or followed by other bytes"),
        ("scene=\(encoded)&mode=movie", 400, "invalid_option", "mode must be one of 'keyframes', 'snapshot', 'frames', got 'movie'"),
        ("scene=\(encoded)&scene=\(encoded)", 400, "invalid_option", "option 'scene' is given more than once"),
    ])
    func badParametersAreJSONErrorsNamingThem(query: String, status: Int, code: String, message: String) async throws {
        try await withServer { client in
            let response = try await client.execute(uri: "/v1/render.svg?\(query)", method: .get)
            #expect(response.status.code == status)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let reply = try ErrorReply(response.body)
            #expect(reply.error.code == code)
            #expect(reply.error.message == message)
            #expect(reply.error.path == (query.contains("mode=") ? "mode" : "scene"))
            #expect(response.headers[.cacheControl] == nil)
        }
    }

    @Test func aSceneInflatingPastTheBodyLimitIs413() async throws {
        // 2 MiB of spaces, 2,734 characters of base64url; the limit is 1 MiB.
        let spaces = [UInt8](repeating: 0x20, count: 2 << 20)
        let encoded = Base64URL.encode(RawDeflate.compress(spaces))
        #expect(encoded.count == 2_734)
        try await withServer { client in
            let response = try await client.execute(uri: "/v1/render.svg?scene=\(encoded)", method: .get)
            #expect(response.status == .contentTooLarge)
            #expect(try ErrorReply(response.body).error == .init(
                code: "scene_too_large",
                message: "scene inflates to more than the limit of 1048576 bytes (limits.maxBodyBytes in config.yml)", path: "scene"))
        }
    }

    @Test func aDeflateBombIsRefusedWhileInflatingNotAfter() throws {
        // 64 MiB of zeros, cut short: inflating it all would find the cut (corrupt); stopping at
        // the limit never reaches it.
        let bomb = RawDeflate.compress([UInt8](repeating: 0, count: 64 << 20), level: 1)
        let cut = Array(bomb.dropLast(bomb.count / 2))
        #expect(RawDeflate.decompress(cut, limit: 1 << 20) == .failure(.tooLarge))
        #expect(RawDeflate.decompress(cut, limit: 1 << 30) == .failure(.corrupt))
    }

    @Test func aURLPastTheLimitIs414() async throws {
        let configuration = testConfiguration { $0.maxURLBytes = 300 }
        try await withServer(configuration) { client in
            let padding = String(repeating: "0", count: 300 - "/v1/render.svg?scene=\(Self.encoded)&t=".count)
            let atLimit = try await client.execute(uri: "/v1/render.svg?scene=\(Self.encoded)&t=\(padding)", method: .get)
            #expect(atLimit.status == .ok)
            let over = try await client.execute(uri: "/v1/render.svg?scene=\(Self.encoded)&t=\(padding)0", method: .get)
            #expect(over.status == .uriTooLong)
            #expect(try ErrorReply(over.body).error == .init(
                code: "url_too_long",
                message: "the request's path and query are 301 bytes, over the limit of 300 (limits.maxURLBytes in config.yml); "
                    + "POST the scene to /v1/render instead", path: "scene"))
        }
    }

    @Test func headAnswersTheHeadersAndPostIs405() async throws {
        try await withServer { client in
            let head = try await client.execute(uri: "/v1/render.svg?scene=\(Self.encoded)", method: .head)
            #expect(head.status == .ok)
            #expect(head.headers[.eTag] == Self.defaultTag)
            let post = try await client.execute(uri: "/v1/render.svg", method: .post)
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers[.allow] == "GET, HEAD")
        }
    }
}
