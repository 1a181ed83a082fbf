import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Testing
import Zoetrope
@testable import ZoetropeServer

/// `POST /v1/embed` and where its URLs point.
@Suite struct EmbedLinkTests {
    static let json = EmbedRouteTests.json
    static let encoded = EmbedRouteTests.encoded
    static let host = HTTPField.Name("Host")!

    struct Link: Decodable, Equatable {
        var url: String
        var markdown: String
        var html: String
    }

    @Test func embedAnswersTheURLMarkdownAndHTMLFromTheConfiguredPublicURL() async throws {
        let configuration = testConfiguration { $0.publicURL = "https://svg.example.com" }
        try await withServer(configuration) { client in
            let response = try await client.execute(
                uri: "/v1/embed?t=1.5&mode=snapshot", method: .post, headers: [Self.host: "evil.example"], body: ByteBuffer(string: Self.json))
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let url = "https://svg.example.com/v1/render.svg?scene=\(Self.encoded)&mode=snapshot&t=1.5"
            #expect(try JSONDecoder().decode(Link.self, from: Data(response.body.readableBytesView)) == Link(
                url: url, markdown: "![Zoetrope scene](\(url))",
                html: #"<img src="https://svg.example.com/v1/render.svg?scene=\#(Self.encoded)&amp;mode=snapshot&amp;t=1.5" alt="Zoetrope scene">"#))
        }
    }


    @Test func theHostHeaderIsNeverUsedUnlessConfigured() async throws {
        // Neither publicURL nor publicURLFromHost: this server's own address, whatever Host says.
        let configuration = testConfiguration { $0.host = "0.0.0.0"; $0.port = 9000 }
        try await withServer(configuration) { client in
            let response = try await client.execute(
                uri: "/v1/embed", method: .post, headers: [Self.host: "evil.example"], body: ByteBuffer(string: Self.json))
            let link = try JSONDecoder().decode(Link.self, from: Data(response.body.readableBytesView))
            #expect(link.url == "http://localhost:9000/v1/render.svg?scene=\(Self.encoded)")
        }
        let trusting = testConfiguration { $0.publicURLFromHost = true }
        try await withServer(trusting) { client in
            let response = try await client.execute(
                uri: "/v1/embed", method: .post, headers: [Self.host: "svg.example.org:8443"], body: ByteBuffer(string: Self.json))
            let link = try JSONDecoder().decode(Link.self, from: Data(response.body.readableBytesView))
            #expect(link.url == "http://svg.example.org:8443/v1/render.svg?scene=\(Self.encoded)")
            let hostile = try await client.execute(
                uri: "/v1/embed", method: .post, headers: [Self.host: "a\"><script>"], body: ByteBuffer(string: Self.json))
            #expect(hostile.status == .badRequest)
            #expect(try ErrorReply(hostile.body).error == .init(
                code: "invalid_host",
                message: "the Host header must be a host name or address with an optional port to make an embed URL (server.publicURLFromHost)",
                path: "Host"))
        }
    }

    @Test func theEmbedURLRendersWhatThePOSTRenders() async throws {
        let configuration = testConfiguration { $0.publicURL = "http://127.0.0.1:8080" }
        try await withServer(configuration) { client in
            let embed = try await client.execute(uri: "/v1/embed?mode=snapshot&precision=3", method: .post, body: ByteBuffer(string: Self.json))
            let link = try JSONDecoder().decode(Link.self, from: Data(embed.body.readableBytesView))
            let target = String(link.url.dropFirst("http://127.0.0.1:8080".count))
            let get = try await client.execute(uri: target, method: .get)
            let post = try await client.execute(uri: "/v1/render?mode=snapshot&precision=3", method: .post, body: ByteBuffer(string: Self.json))
            #expect(get.status == .ok)
            #expect(get.body.bytes == post.body.bytes)
        }
    }

    @Test func embedRefusesBadScenesOptionsAndURLsPastTheLimit() async throws {
        let configuration = testConfiguration { $0.maxURLBytes = 256 }
        try await withServer(configuration) { client in
            let invalid = try await client.execute(uri: "/v1/embed", method: .post, body: ByteBuffer(string: FakeSceneRenderer.invalid))
            #expect(invalid.status == .unprocessableContent)
            #expect(try ErrorReply(invalid.body).error.path == "/body/type")
            let option = try await client.execute(uri: "/v1/embed?precision=9", method: .post, body: ByteBuffer(string: Self.json))
            #expect(try ErrorReply(option.body).error == .init(
                code: "invalid_option", message: "precision must be a whole number from 0 to 6, got '9'", path: "precision"))
            // 300 random-looking bytes do not compress: the URL passes 256 bytes.
            var generator = SystemRandomNumberGenerator()
            let text = (0..<300).map { _ in String(UnicodeScalar(UInt8.random(in: 97...122, using: &generator))) }.joined()
            let long = try await client.execute(
                uri: "/v1/embed", method: .post, body: ByteBuffer(string: #"{"body": {"type": "Text", "text": "\#(text)"}}"#))
            #expect(long.status == .unprocessableContent)
            let reply = try ErrorReply(long.body)
            #expect(reply.error.code == "limit_exceeded")
            #expect(reply.error.message.hasPrefix("the embed URL's path and query would be "))
            #expect(reply.error.message.hasSuffix(" bytes, over the limit of 256 (limits.maxURLBytes in config.yml); POST the scene to /v1/render instead"))
        }
    }

    @Test func hostValidation() {
        for good in ["example.com", "example.com:80", "127.0.0.1:8080", "[::1]:8080", "[::1]", "localhost"] {
            #expect(PublicBaseURL.isValidHost(good), "\(good)")
        }
        for bad in ["", "a b", "a\"", "x:99999", "x:", "[::1", "ex/ample", "a:b:c", "例え.jp", "[g::1]"] {
            #expect(!PublicBaseURL.isValidHost(bad), "\(bad)")
        }
    }

    @Test func aPublicURLMustBeHTTPWithoutAQuery() throws {
        var configuration = ServerConfiguration()
        try configuration.apply(ConfigurationKey.named("server.publicURL")!, "https://svg.example.com/zoetrope/", source: "test")
        #expect(configuration.publicURL == "https://svg.example.com/zoetrope")
        #expect(throws: ConfigurationError(
            "test: server.publicURL must be an http:// or https:// URL without a query or fragment, e.g. https://svg.example.com, got 'ftp://x'"
        )) {
            try configuration.apply(ConfigurationKey.named("server.publicURL")!, "ftp://x", source: "test")
        }
        #expect(throws: ConfigurationError.self) {
            try configuration.apply(ConfigurationKey.named("server.publicURL")!, "https://x/?a=1", source: "test")
        }
    }
}
