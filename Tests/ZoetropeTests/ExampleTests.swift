import Foundation
import Testing
import Zoetrope

/// Every scene in Examples/ renders, is valid SVG 1.1, and renders to the same bytes twice.
@Suite struct ExampleTests {
    @Test(arguments: TestRenderer.exampleNames)
    func exampleRendersValidDeterministicSVG(name: String) throws {
        let json = try TestRenderer.example(name)
        for text in TextRendering.allCases {
            let options = RenderOptions(text: text)
            let first = try TestRenderer.shared.render(json, options: options)
            let second = try TestRenderer.shared.render(json, options: options)
            #expect(first.bytes == second.bytes, "\(name) (\(text)) is not deterministic")
            #expect(first.contentType.hasPrefix("image/svg+xml"))
            try SVGValidation.expectValid(first.bytes, "\(name) (\(text))")
        }
    }

    @Test func examplesExist() {
        #expect(TestRenderer.exampleNames.count >= 4)
    }
}
