import Testing
@testable import ZoetropeServer

@Suite struct AcceptEncodingTests {
    @Test(arguments: [
        ([], false),  // no header: identity only
        (["gzip"], true),
        (["gzip, deflate, br"], true),
        (["br", "gzip;q=0.5"], true),  // repeated header fields combine
        (["GZIP"], true),  // codings are case-insensitive
        (["x-gzip"], true),
        (["*"], true),
        (["gzip;q=0"], false),
        (["gzip; q=0.000"], false),
        (["*;q=0"], false),
        (["*, gzip;q=0"], false),  // an explicit gzip entry beats the wildcard
        (["gzip;q=0, *"], false),
        (["identity"], false),
        (["br, deflate"], false),
        (["gzip;q=abc"], false),  // a malformed quality is not acceptance
    ])
    func gzipAllowed(values: [String], expected: Bool) {
        #expect(AcceptEncoding.allowsGzip(values) == expected)
    }
}
