import SwiftImport
import Testing
import Zoetrope

/// A backslash written `\\` in a Swift string is a character of the text, not the start of a
/// scene interpolation. `Text("lit \\(count) end")` is the key `lit \(count) end`, whose Markdown
/// escapes the parenthesis: SwiftUI shows `lit (count) end`, where the import showed `lit 5 end`.
@Suite struct LiteralBackslashImportTests {
    @Test func aLiteralBackslashIsDoubledForTheScene() throws {
        let source = #"""
            struct D: View {
                @State private var count = 5
                var body: some View {
                    VStack {
                        Text("lit \\(count) end")
                        Text("both \\ \(count)")
                        Text(verbatim: "v \\(count) *x*")
                    }
                }
            }
            """#
        let json = try ImportTestSupport.json(source)
        // In the scene `\\` is one backslash and `\(` interpolates; in JSON each is doubled again.
        #expect(json.contains(#""text": "lit \\\\(count) end""#), "\(json)")
        #expect(json.contains(#""text": "both \\\\ \\(count)""#), "\(json)")
        var options = RenderOptions()
        options.mode = .snapshot
        options.text = .text
        let svg = try ImportTestSupport.svg(Array(json.utf8), options: options)
        #expect(svg.contains(">lit (count) end<"), "\(svg)")
        #expect(svg.contains(">both \\ 5<"), "\(svg)")
        // Text(verbatim:) reads no Markdown: the backslash and the asterisks stay.
        #expect(json.contains(#""text": "v \\\\(count) *x*", "verbatim": true"#), "\(json)")
        #expect(svg.contains(">v \\(count) *x*<"), "\(svg)")
    }
}
