import Testing
@testable import Assets
import Views

@Suite struct SVGSanitizerTests {
    let sanitizer = SVGSanitizer(limits: .default, idPrefix: "a")
    let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let root = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\""
    static let expansionLimit = "the SVG, its references followed (use, url(#…), markers), draws more than 20000 elements (limits.maxSVGNodes)"

    func sanitized(_ svg: String) throws -> String {
        String(decoding: try sanitizer.sanitize(Array(svg.utf8)).document, as: UTF8.self)
    }

    @Test func hostileDocumentKeepsOnlyDrawing() throws {
        let input = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10" onload="alert(1)">
              <script>alert(1)</script>
              <style>@import url(http://evil.example/x.css);</style>
              <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
              <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
              <rect id="r" width="10" height="10" fill="url(#g)" onclick="x()" style="stroke: blue; fill: url(http://evil.example/#a)"/>
              <use xlink:href="#r" x="10"/>
              <use xlink:href="http://evil.example/x.svg#a"/>
              <image xlink:href="http://evil.example/a.png" width="5" height="5"/>
              <a xlink:href="javascript:alert(1)"><circle r="2"/></a>
              <path d="M0 0L5 5" stroke="url(#missing)" fill="url(#g) red" mask="url(http://evil.example/m)"/>
              <text x="1" y="9">a &lt; b</text>
            </svg>
            """
        #expect(
            try sanitized(input)
                == header + root
                + " width=\"20\" height=\"10\" viewBox=\"0 0 20 10\"><defs><linearGradient id=\"a-g\"><stop offset=\"0\" stop-color=\"red\"/></linearGradient></defs>"
                + "<rect id=\"a-r\" width=\"10\" height=\"10\" fill=\"url(#a-g)\" stroke=\"blue\"/>"
                + "<use xlink:href=\"#a-r\" x=\"10\"/><use/>"
                + "<path d=\"M0 0L5 5\" fill=\"url(#a-g) red\"/>"
                + "<text x=\"1\" y=\"9\">a &lt; b</text></svg>")
    }

    @Test func billionLaughsIsRefusedBeforeParsing() {
        var entities = "<!ENTITY lol \"lol\">"
        for i in 1...9 {
            entities += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i == 1 ? "" : String(i - 1));", count: 10) + "\">"
        }
        let input = "<?xml version=\"1.0\"?><!DOCTYPE svg [\(entities)]><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><text>&lol9;</text></svg>"
        #expect(throws: AssetError("the SVG declares entities (<!ENTITY); entities are not allowed in SVG assets")) {
            try sanitized(input)
        }
    }

    @Test func externalEntityIsRefused() {
        let input = "<!DOCTYPE svg [<!eNtItY xxe SYSTEM \"file:///etc/passwd\">]><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><text>&xxe;</text></svg>"
        #expect(throws: AssetError("the SVG declares entities (<!ENTITY); entities are not allowed in SVG assets")) {
            try sanitized(input)
        }
    }

    @Test func publicDoctypeIsNotLoaded() throws {
        let input = """
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><circle cx="6" cy="6" r="6"/></svg>
            """
        #expect(try sanitized(input) == header + root + " width=\"24\" height=\"12\" viewBox=\"0 0 24 12\"><circle cx=\"6\" cy=\"6\" r=\"6\"/></svg>")
    }

    @Test func deepNestingIsALimit() {
        let input = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\">" + String(repeating: "<g>", count: 100)
            + String(repeating: "</g>", count: 100) + "</svg>"
        #expect(throws: AssetError(.limit, "the SVG nests elements more than 64 deep (limits.maxSVGDepth)")) {
            try sanitized(input)
        }
    }

    @Test func useBombIsALimit() {
        var body = "<g id=\"l0\"><rect width=\"1\" height=\"1\"/></g>"
        for level in 1...8 {
            body += "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        let input = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"1\" height=\"1\">\(body)</svg>"
        #expect(throws: AssetError(.limit, Self.expansionLimit)) {
            try sanitized(input)
        }
    }

    @Test func selfReferenceIsRefused() {
        let input = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"1\" height=\"1\"><g id=\"a\"><use xlink:href=\"#a\"/></g></svg>"
        #expect(throws: AssetError("the SVG's use elements refer to themselves")) { try sanitized(input) }
    }

    @Test func nestingPastLibxml2sOwnLimitIsRefused() {
        // libxml2 stops at 256 levels (without XML_PARSE_HUGE) before our depth count sees them.
        let input = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\">" + String(repeating: "<g>", count: 5_000)
            + String(repeating: "</g>", count: 5_000) + "</svg>"
        #expect(throws: AssetError.self) { try sanitized(input) }
    }

    @Test func hugeAttributeIsBoundedByTheAssetSize() throws {
        let d = "M0 0" + String(repeating: "L1 1", count: 2_500_000)
        let input = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><path d=\"\(d)\"/></svg>"
        #expect(throws: AssetError(.limit, "the asset is more than 2000000 bytes (limits.maxAssetBytes)")) {
            try ImageAsset.read(name: "x", bytes: Array(input.utf8), mediaType: "image/svg+xml", limits: .default)
        }
    }

    @Test func naturalSizeFromUnitsOrViewBox() throws {
        #expect(try sanitizer.naturalSize(of: SVGElement(name: "svg", attributes: [("width", "1in"), ("height", "72pt")], children: [])) == (96, 96))
        #expect(throws: AssetError("the SVG needs width and height in absolute units, or a viewBox, to have a natural size")) {
            try sanitizer.naturalSize(of: SVGElement(name: "svg", attributes: [("width", "100%")], children: []))
        }
    }

    @Test func sizesAndViewBoxesFourDecimalsCannotWriteAreRefused() {
        // 1e305 × 10,000 overflowed to inf in the written viewBox; 5e-324 was written as 0 and drew nothing.
        let svg = { (attributes: String) in "<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)><rect width=\"1\" height=\"1\"/></svg>" }
        #expect(throws: AssetError("the SVG's viewBox (-1e+305 0.0 1e+305 1e+305) reaches past ±1000000000 or is narrower than 0.0001")) {
            try sanitized(svg("width=\"10\" height=\"10\" viewBox=\"-1e305 0 1e305 1e305\""))
        }
        #expect(throws: AssetError("the SVG's viewBox (0.0 0.0 5e-324 5e-324) reaches past ±1000000000 or is narrower than 0.0001")) {
            try sanitized(svg("width=\"10\" height=\"10\" viewBox=\"0 0 5e-324 5e-324\""))
        }
        #expect(throws: AssetError.self) { try sanitized(svg("width=\"0.00001\" height=\"1\"")) }
        // SVG numbers are decimal: Swift would read 0x1p3 as 8.
        #expect(throws: AssetError("the SVG needs width and height in absolute units, or a viewBox, to have a natural size")) {
            try sanitized(svg("width=\"0x1p3\" height=\"8\""))
        }
    }

    @Test func notWellFormedAndWrongRoot() {
        #expect {
            try sanitized("<svg")
        } throws: { error in
            (error as? AssetError)?.message.hasPrefix("the SVG is not well-formed XML: ") == true
        }
        #expect(throws: AssetError("the SVG's root element is not an svg element in the SVG namespace")) {
            try sanitized("<svg width=\"1\" height=\"1\"/>")
        }
    }

    @Test func utf8DataURI() throws {
        let asset = try ImageAsset.read(
            name: "dot", dataURI: "data:image/svg+xml;utf8,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='2'/%3E",
            limits: .default)
        #expect(asset.format == .svg)
        #expect(asset.width == 4 && asset.height == 2)
    }
}
