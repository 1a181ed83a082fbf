import Testing
@testable import Assets

/// What a sanitised SVG draws when a browser follows its references is bounded by
/// `limits.maxSVGNodes` (20,000 by default), whichever way the references multiply.
@Suite struct SVGSanitizerExpansionTests {
    let sanitizer = SVGSanitizer(limits: .default, idPrefix: "a")
    let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"10\" height=\"10\">"

    func sanitized(_ svg: String) throws -> String {
        String(decoding: try sanitizer.sanitize(Array(svg.utf8)).document, as: UTF8.self)
    }

    /// Levels `x0` … `x7`, each ten references to the next (made by `reference`), `x8` one rectangle:
    /// 10⁸ rectangles drawn, from about a hundred elements.
    func bomb(_ reference: (Int) -> String, wrap: (Int, String) -> String = { "<g id=\"x\($0)\">\($1)</g>" }) -> String {
        var body = "<defs>"
        for level in 0..<8 { body += wrap(level, String(repeating: reference(level + 1), count: 10)) }
        body += "<rect id=\"x8\" width=\"1\" height=\"1\"/></defs>"
        return open + body + reference(0) + "</svg>"
    }

    @Test func aLaterDuplicateIDLosesItsID() throws {
        // A browser's #d is the first element with that id; the second keeps its drawing, not its id.
        let output = try sanitized(open + "<rect id=\"d\" width=\"1\" height=\"1\"/><circle id=\"d\" r=\"1\"/><use xlink:href=\"#d\"/></svg>")
        #expect(output.contains("<rect id=\"a-d\" width=\"1\" height=\"1\"/><circle r=\"1\"/><use xlink:href=\"#a-d\"/>"))
    }

    @Test func aUseBombBehindEmptyDuplicatesIsALimit() {
        // Each level is followed by an empty element of the same id: counting the last of them saw
        // about a hundred elements where a browser draws the first ones' 10⁸.
        var input = bomb { "<use xlink:href=\"#x\($0)\"/>" }
        input = input.replacingOccurrences(of: "</defs>", with: (0..<8).map { "<g id=\"x\($0)\"/>" }.joined() + "</defs>")
        #expect(throws: AssetError(.limit, SVGSanitizerTests.expansionLimit)) { try sanitized(input) }
    }

    @Test func masksClipsFiltersAndPatternsMultiplyLikeUse() {
        // A rectangle masked by x1 draws x1's content once more: ten such per level, 10⁸ in all.
        let masked = bomb({ "<rect width=\"1\" height=\"1\" mask=\"url(#x\($0))\"/>" }, wrap: { "<mask id=\"x\($0)\">\($1)</mask>" })
        let clipped = bomb({ "<rect width=\"1\" height=\"1\" clip-path=\"url(#x\($0))\"/>" }, wrap: { "<clipPath id=\"x\($0)\">\($1)</clipPath>" })
        let patterned = bomb({ "<rect width=\"1\" height=\"1\" fill=\"url(#x\($0))\"/>" }, wrap: { "<pattern id=\"x\($0)\">\($1)</pattern>" })
        for input in [masked, clipped, patterned] {
            #expect(throws: AssetError(.limit, SVGSanitizerTests.expansionLimit)) { try sanitized(input) }
        }
    }

    @Test func aMarkerMidCountsOncePerInnerVertexBoundFromAbove() throws {
        // `M0 0L5 5L9 0` has 3 vertices; the bound counts 9 (6 numbers, 3 commands), so 7 inner
        // ones, each drawing the marker's 2 elements: the path weighs 1 + 14, the svg 1, the defs
        // with the marker and its rect 3: 19 in all.
        let marker = "<defs><marker id=\"m\"><rect width=\"1\" height=\"1\"/></marker></defs>"
        let small = open + marker + "<path d=\"M0 0L5 5L9 0\" marker-mid=\"url(#m)\"/></svg>"
        let output = try sanitized(small)
        #expect(output.contains("<path d=\"M0 0L5 5L9 0\" marker-mid=\"url(#a-m)\"/>"))
        #expect(SVGSanitizer.vertexBound(of: SVGElement(name: "path", attributes: [("d", "M0 0L5 5L9 0")], children: [])) == 9)
        let limited = { (nodes: Int) in SVGSanitizer(limits: AssetLimits(maxSVGNodes: nodes), idPrefix: "a") }
        #expect(throws: Never.self) { try limited(19).sanitize(Array(small.utf8)) }
        #expect(throws: AssetError(.limit, "the SVG, its references followed (use, url(#…), markers), draws more than 18 elements (limits.maxSVGNodes)")) {
            try limited(18).sanitize(Array(small.utf8))
        }
        // Three levels of 2,000-vertex paths whose inner vertices each draw the next: 8·10⁹.
        let path = "M0 0" + String(repeating: "L1 1", count: 2_000)
        var body = "<defs><marker id=\"m3\"><rect width=\"1\" height=\"1\"/></marker>"
        for level in (0..<3).reversed() {
            body += "<marker id=\"m\(level)\"><path d=\"\(path)\" marker-mid=\"url(#m\(level + 1))\"/></marker>"
        }
        let input = open + body + "</defs><path d=\"\(path)\" marker-mid=\"url(#m0)\"/></svg>"
        #expect(throws: AssetError(.limit, SVGSanitizerTests.expansionLimit)) { try sanitized(input) }
    }

    @Test func markersAreKeptOnlyOnTheShapesTheyDrawOn() throws {
        // Inherited from a group, a marker would multiply where the count does not look.
        let output = try sanitized(open + "<defs><marker id=\"m\"><rect width=\"1\" height=\"1\"/></marker></defs><g marker-mid=\"url(#m)\" style=\"marker-end: url(#m)\"><line x2=\"5\" marker-start=\"url(#m)\"/></g></svg>")
        #expect(output.contains("<g><line x2=\"5\" marker-start=\"url(#a-m)\"/></g>"))
    }

    @Test func aReferenceToItselfIsRefused() {
        let input = open + "<mask id=\"m\"><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/></mask><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/></svg>"
        #expect(throws: AssetError("the SVG's references (url(#…), xlink:href) refer to themselves")) { try sanitized(input) }
    }
}
