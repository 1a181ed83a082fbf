import Foundation
import Testing

@testable import Keyframes

/// Which mechanism states each property in the default CSS document, and the final-state rule
/// for static attributes, on a rectangle worked out by hand.
@Suite struct PropertyMechanismTests {
    /// A 80×40 rectangle centred in a 300×100 canvas whose width grows to 240 in 1 s, linearly.
    static let growing = #"""
        {"canvas": {"width": 300, "height": 100}, "state": {"w": 80},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": "w", "height": 40}}]},
         "timeline": [{"at": 0.5, "set": {"w": 240}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test func pathDataIsSMILInTheDefaultDocument() throws {
        let svg = try KeyframesTestSupport.svg(Self.growing)
        // WebKit ignores CSS `d`: no style sheet at all, one SMIL animation of the path data.
        #expect(!svg.contains("d:path"))
        #expect(!svg.contains("<style"))
        // From x 110 (width 80) to x 30 (width 240); held from 0 to the start at 0.5 s of 1.5 s.
        #expect(svg.contains(#"<animate attributeName="d" values="M110 30L190 30L190 70L110 70Z;M110 30L190 30L190 70L110 70Z;M30 30L270 30L270 70L30 70Z" keyTimes="0;.33333;1" calcMode="linear" dur="1.5s" fill="freeze"/>"#))
    }

    @Test func staticAttributesAreTheFinalState() throws {
        for format in [KeyframeEncoder.Format.css, .smil] {
            let svg = try KeyframesTestSupport.svg(Self.growing, format: format)
            // The path's own d is the rectangle at width 240.
            #expect(svg.contains(#"<path d="M30 30L270 30L270 70L30 70Z""#))
        }
    }

    @Test func everyKindHasOneMechanismPerFormat() {
        for kind in PropertyKind.allCases {
            #expect(kind.mechanism(in: .smil) == .smil)
        }
        let smilInCSS = PropertyKind.allCases.filter { $0.mechanism(in: .css) == .smil }
        // Path data (outlines and text glyphs: WebKit ignores CSS `d`), filter primitives' and gradients' attributes (not CSS properties).
        #expect(smilInCSS == [.outline, .stdDeviation, .filterOffset, .floodColor, .floodOpacity, .fillGradient, .strokeGradient, .glyphs])
    }
}
