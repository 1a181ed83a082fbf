import Foundation
import Testing

@testable import Keyframes

/// Rows that differ only by where they are laid out share one fit (`ElementTwins`); each row's
/// points stay its own.
@Suite struct ElementTwinsTests {
    /// Two 10×10 squares stacked in a VStack centred in a 100×40 canvas (x 45…55, y 10…20 and
    /// 20…30), each turned by `first` and `second` degrees linearly over 1 s from t = 0.
    static func rows(_ first: Int, _ second: Int) -> String {
        func square(_ degrees: Int) -> String {
            #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"rotationEffect": "on ? \#(degrees) : 0"}, {"opacity": "on ? 0.5 : 1"}]}"#
        }
        return #"""
            {"canvas": {"width": 100, "height": 40}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 0, "children": [\#(square(first)), \#(square(second))]},
             "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
    }

    static func flattened(_ elements: [AnimatedElement]) -> [AnimatedElement] {
        elements.flatMap { [$0] + flattened($0.children) }
    }

    static func rotations(_ json: String) throws -> [[[Double]]] {
        let elements = flattened(KeyframesTestSupport.elements(try KeyframesTestSupport.animator(json)))
        return elements.compactMap { element in
            guard case .rotation = element.key.role else { return nil }
            return element.track(.rotation)?.keyframes.map(\.value)
        }
    }

    @Test func aTwinTurnsAboutItsOwnCentre() throws {
        // [degrees, anchor x, anchor y]: the second square's centre is 10 below the first's.
        let rotations = try Self.rotations(Self.rows(90, 90))
        #expect(rotations == [[[0, 50, 15], [90, 50, 15]], [[0, 50, 25], [90, 50, 25]]])
    }

    @Test func rowsThatMoveDifferentlyAreNotTwins() throws {
        let rotations = try Self.rotations(Self.rows(90, 45))
        #expect(rotations == [[[0, 50, 15], [90, 50, 15]], [[0, 50, 25], [45, 50, 25]]])
    }

    @Test func twinsWriteTheSameAnimationOnce() throws {
        // Both squares fade 1 → 0.5 alike: one @keyframes rule; their turns differ in origin only.
        let svg = try KeyframesTestSupport.svg(Self.rows(90, 90))
        #expect(svg.components(separatedBy: "{0%{opacity:1}to{opacity:.5}}").count == 2)
        #expect(svg.contains("transform-origin:50px 15px"))
        #expect(svg.contains("transform-origin:50px 25px"))
    }
}
