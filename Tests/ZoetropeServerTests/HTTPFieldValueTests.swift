import HTTPTypes
import Testing

@testable import ZoetropeServer

/// `HTTPFields.value(of:)` answers as the subscript does: nil for a field not sent, a field sent
/// once as it is (an empty value too), a repeated one joined as the subscript joins it.
@Suite struct HTTPFieldValueTests {
    @Test func answersAsTheSubscript() {
        var fields = HTTPFields()
        fields.append(HTTPField(name: .contentType, value: "application/json"))
        fields.append(HTTPField(name: .contentLength, value: ""))
        fields.append(HTTPField(name: .accept, value: "image/svg+xml"))
        fields.append(HTTPField(name: .accept, value: "application/json"))
        #expect(fields.value(of: .contentType) == "application/json")
        #expect(fields.value(of: .contentLength) == "")
        #expect(fields.value(of: .accept) == "image/svg+xml, application/json")
        #expect(fields.value(of: .accept) == fields[.accept])
        #expect(fields.value(of: .cacheControl) == nil)
    }
}
