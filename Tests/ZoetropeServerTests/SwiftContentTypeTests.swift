import Testing
@testable import ZoetropeServer

/// Which `Content-Type` values make a `POST /v1/render` body SwiftUI source: the media type before
/// any parameters, trimmed, in any case (RFC 9110 §8.3.1: type and subtype are case-insensitive).
@Suite struct SwiftContentTypeTests {
    @Test(arguments: [
        ("text/x-swift", true),
        ("TEXT/X-Swift", true),
        ("text/x-swift; charset=utf-8", true),
        ("  text/x-swift\t;charset=utf-8", true),
        ("text/x-swift ", true),
        ("application/json", false),
        ("text/x-swiftly", false),
        ("text/x-swif", false),
        ("text/ x-swift", false),
        ("", false),
        (";", false),
        (";text/x-swift", false),  // the media type is what comes before the first ';', here nothing
        ("text/x-swift\u{00A0}", true),  // not ASCII: Foundation's trimming, which counts NO-BREAK SPACE as space
        (";text/x-swift\u{00A0}", false),  // the same media type rule on both paths
        ("text/x-swift; name=\"é\"", true),  // a parameter that is not ASCII does not matter
        ("téxt/x-swift", false),
    ])
    func mediaType(value: String, expected: Bool) {
        #expect(SwiftSource.isSwift(contentType: value) == expected)
    }
}
