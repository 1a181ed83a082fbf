import Foundation
import Testing
import Timeline

@testable import Keyframes

/// A fit's samples of an offset, an opacity or a fill colour read straight from the view's
/// tracks (`DirectRead`) are the very numbers read from the view with every track written in.
@Suite struct DirectReadTests {
    /// A 40×6 rectangle that slides, fades and turns from blue to orange under a bouncy spring
    /// from t = 0.1. Its modifiers are frame, offset, opacity (the fill is its content): 4
    /// frames (16 numbers), the offset's x and y (16, 17), the opacity (18), then the fill's
    /// linear red, green, blue and opacity (19…22).
    static let scene = #"""
        {"canvas": {"width": 320, "height": 40}, "state": {"on": false},
         "body": {"type": "Rectangle", "modifiers": [{"fill": "on ? orange : blue"},
           {"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}, {"opacity": "on ? 1 : 0.4"}]},
         "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"spring": {"duration": 0.6, "bounce": 0.3}}}]}
        """#

    @Test func eachPropertyReadsItsOwnTracks() throws {
        let animator = try KeyframesTestSupport.animator(Self.scene)
        let elements = ElementTwinsTests.flattened(KeyframesTestSupport.elements(animator))
        let sampler = ViewSampler(animator: animator)
        var firsts: [PropertyKind: Int] = [:]
        var reads: [PropertyKind: Range<Int>] = [:]
        for element in elements {
            let view = try #require(sampler.view(element.key.viewID, update: 1))
            for kind in Self.kinds(of: element.key.role) {
                guard let read = DirectRead(kind: kind, role: element.key.role, view: view, base: element.base) else {
                    // An outline reads the frames, not a few tracks of them.
                    #expect(kind == .outline)
                    continue
                }
                #expect(read.visitCount == 23)
                firsts[kind] = read.first
                reads[kind] = read.read
            }
        }
        #expect(firsts == [.translate: 16, .opacity: 18, .fill: 19, .linearFill: 19, .fillOpacity: 19])
        // A fill's colour is its red, green and blue (encoded or in linear light); its opacity
        // the fourth number alone.
        #expect(reads == [.translate: 16..<18, .opacity: 18..<19, .fill: 19..<22, .linearFill: 19..<22, .fillOpacity: 22..<23])
    }

    /// The kinds an element with `role` animates in either format (SMIL's encoded fill, CSS's
    /// fill in linear light), each once.
    static func kinds(of role: ElementRole) -> [PropertyKind] {
        var kinds = PropertyKind.properties(of: role, format: .smil)
        for kind in PropertyKind.properties(of: role, format: .css) where !kinds.contains(kind) { kinds.append(kind) }
        return kinds
    }

    @Test func directSamplesAreTheWrittenViewsSamples() throws {
        let animator = try KeyframesTestSupport.animator(Self.scene)
        let elements = ElementTwinsTests.flattened(KeyframesTestSupport.elements(animator))
        var compared = 0
        for element in elements {
            for kind in Self.kinds(of: element.key.role) {
                // A sampler for each path: the view written by `readOnce` is not shared.
                let direct = ViewSampler(animator: animator), written = ViewSampler(animator: animator)
                let reader = element.reader, base = element.base, id = element.key.viewID
                for step in 0...800 {
                    let time = Double(step) / 1000
                    let a = direct.sampleOnce(id, kind: kind, reader: reader, base: base, at: time)
                    let b = written.readOnce(id, at: time) { reader.value(kind, of: $0, base: base) }
                    #expect(a == b, "\(kind) at \(time)")
                    compared += 1
                }
            }
        }
        #expect(compared == 6 * 801)
    }

    /// One route kept from sample to sample, as a fit keeps it (the sampler then skips the search
    /// for the update while the instants stay in the last one's), forwards and backwards over a
    /// timeline whose second update interrupts the first's animation: still the written view's
    /// numbers, at the updates' own instants too.
    @Test func samplesThroughOneRouteAreTheWrittenViewsSamples() throws {
        let scene = Self.scene.replacingOccurrences(
            of: #""bounce": 0.3}}}]"#, with: #""bounce": 0.3}}}, {"at": 0.4, "set": {"on": false}, "withAnimation": "easeIn"}]"#)
        let animator = try KeyframesTestSupport.animator(scene)
        #expect(animator.updates.map(\.time) == [0, 0.1, 0.4])
        let elements = ElementTwinsTests.flattened(KeyframesTestSupport.elements(animator))
        let steps = Array(0...800) + [400, 399, 100, 99, 0] + Array((0...800).reversed())
        var compared = 0
        for element in elements {
            for kind in Self.kinds(of: element.key.role) {
                let direct = ViewSampler(animator: animator), written = ViewSampler(animator: animator)
                let reader = element.reader, base = element.base, id = element.key.viewID
                let route = SampleRoute()
                for step in steps {
                    let time = Double(step) / 1000
                    let a = direct.sampleOnce(id, kind: kind, reader: reader, base: base, at: time, route: route)
                    let b = written.readOnce(id, at: time) { reader.value(kind, of: $0, base: base) }
                    #expect(a == b, "\(kind) at \(time)")
                    compared += 1
                }
            }
        }
        #expect(compared == 6 * steps.count)
    }

    /// `write(_:into:)` puts into a caller's buffer what `value(_:)` returns, reading the tracks
    /// `read` from the slice's own start. By hand: an offset's x and y as they are; an opacity
    /// of 1.5 limited to 1; linear-light (1, 0.0031308 / 2, 0) is sRGB (1, 12.92 × 0.0015654,
    /// 0) — below 0.0031308 the transfer function is linear —; a fill opacity of 0.25 as it is.
    @Test func writtenSamplesAreTheReturnedOnes() throws {
        let animator = try KeyframesTestSupport.animator(Self.scene)
        let elements = ElementTwinsTests.flattened(KeyframesTestSupport.elements(animator))
        let sampler = ViewSampler(animator: animator)
        var reads: [PropertyKind: DirectRead] = [:]
        for element in elements {
            let view = try #require(sampler.view(element.key.viewID, update: 1))
            for kind in Self.kinds(of: element.key.role) {
                if let read = DirectRead(kind: kind, role: element.key.role, view: view, base: element.base) { reads[kind] = read }
            }
        }
        let tracks: [Double] = [7, 7, 3, -4, 1.5, 1, 0.0031308 / 2, 0, 0.25]
        let cases: [(PropertyKind, ArraySlice<Double>, [Double])] = [
            (.translate, tracks[2..<4], [3, -4]),
            (.opacity, tracks[4..<5], [1]),
            (.fill, tracks[5..<8], [1, 12.92 * 0.0015654, 0]),
            (.fillOpacity, tracks[8..<9], [0.25]),
        ]
        for (kind, slice, expected) in cases {
            let read = try #require(reads[kind])
            #expect(read.width == expected.count)
            var buffer = [Double](repeating: .nan, count: read.width)
            read.write(slice, into: &buffer)
            #expect(buffer == read.value(slice), "\(kind)")
            for c in expected.indices { #expect(abs(buffer[c] - expected[c]) < 1e-12, "\(kind) \(c): \(buffer[c])") }
        }
    }

    @Test func theFillBeforeTheChangeIsTheFirstColour() throws {
        // Blue is #007AFF: sRGB (0, 122/255, 1), read back through linear light.
        let animator = try KeyframesTestSupport.animator(Self.scene)
        let elements = ElementTwinsTests.flattened(KeyframesTestSupport.elements(animator))
        let shape = try #require(elements.first { if case .shape = $0.key.role { true } else { false } })
        let sampler = ViewSampler(animator: animator)
        let fill = try #require(sampler.sampleOnce(shape.key.viewID, kind: .fill, reader: shape.reader, base: shape.base, at: 0.05))
        let expected = [0, 122.0 / 255, 1]
        #expect(fill.count == 3)
        for c in 0..<3 { #expect(abs(fill[c] - expected[c]) < 1e-9) }
    }
}

extension DirectReadTests {
    /// The instants whose stretch is the one taken at a time: worked out from the starts.
    @Test func stretchBounds() {
        let starts = [0.0, 1.0, 2.5]
        // At 1.5 the last start at or before is 1 (index 1): from 1 until the next start, 2.5.
        #expect(DirectRead.bounds(of: 1, starts: starts, at: 1.5) == (1.0, 2.5))
        // The last stretch holds until forever.
        #expect(DirectRead.bounds(of: 2, starts: starts, at: 3) == (2.5, .infinity))
        // Before every start the first stretch is taken: until the first start.
        #expect(DirectRead.bounds(of: 0, starts: [1.0, 2.0], at: 0.5) == (-.infinity, 1.0))
        // Starts out of order: index 1 (start 1) is the last at or before 1.2 only below 1.5.
        #expect(DirectRead.bounds(of: 1, starts: [0.0, 1.0, 3.0, 1.5], at: 1.2) == (1.0, 1.5))
        // A NaN start is never at or before an instant: at 1, index 0 (start 0) is the last at
        // or before every instant from 0 until 2, and the NaN bounds nothing.
        #expect(DirectRead.bounds(of: 0, starts: [0.0, .nan, 2.0], at: 1) == (0.0, 2.0))
        // Before every start, past a NaN: no start is at or before any instant below 1.
        #expect(DirectRead.bounds(of: 0, starts: [1.0, .nan, 2.0], at: -1) == (-.infinity, 1.0))
    }
}
