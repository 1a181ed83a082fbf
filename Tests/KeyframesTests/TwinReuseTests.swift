import SVG
import Testing

@testable import Keyframes

/// Twins take what was written for the first of them: its CSS class (`CSSClassKey` memo) and
/// its SMIL animation elements as bytes (`SMILCache`). Each reused result is the one writing
/// the twin afresh gives.
@Suite struct TwinReuseTests {
    /// The two fading squares of `ElementTwinsTests.rows(90, 90)`: opacity 1 → 0.5 alike.
    static func fades() throws -> [AnimatedElement] {
        let fades = try CSSClassKeyTests.elements(ElementTwinsTests.rows(90, 90)).filter {
            if case .opacity = $0.key.role { true } else { false }
        }
        #expect(fades.count == 2)
        return fades
    }

    static func state() -> KeyframeDocumentWriter.State {
        KeyframeDocumentWriter.State(prefix: "k", svg: SVGElementWriter(precision: 2, idPrefix: "k"))
    }

    @Test func aTwinTakesTheClassWrittenForIt() throws {
        let fades = try Self.fades()
        let writer = KeyframeDocumentWriter(format: .css, precision: 2, idPrefix: "k")
        let numbers = NumberText(precision: 2), state = Self.state()
        let first = writer.cssClass(of: fades[0], numbers: numbers, state: state)
        let twin = writer.cssClass(of: fades[1], numbers: numbers, state: state)
        // One key: the twin's class came from the memo.
        #expect(state.classes.count == 1)
        #expect(first != nil && twin == first)
        // Written afresh for the twin (the sheet names a rule by its text): the same class.
        #expect(writer.writtenClass(of: fades[1], numbers: numbers, state: state) == twin)
        // And in a sheet of its own, the same rule as the first's.
        let alone = Self.state()
        _ = writer.writtenClass(of: fades[1], numbers: numbers, state: alone)
        #expect(alone.registry.text == state.registry.text)
    }

    @Test func aKeyThatDiffersInVisibilityMissesTheMemo() throws {
        let fades = try Self.fades()
        let writer = KeyframeDocumentWriter(format: .css, precision: 2, idPrefix: "k")
        let numbers = NumberText(precision: 2), state = Self.state()
        // The same opacity track, but the second also shows from 0 to 1 s and is hidden after.
        var hidden = fades[1]
        hidden.visibility = PropertyTrack(
            keyframes: [
                PropertyTrack.Keyframe(time: 0, value: [1], timing: .linear),
                PropertyTrack.Keyframe(time: 1, value: [0], timing: .linear),
            ], loop: nil)
        let keys = [fades[0], hidden].map { CSSClassKey.of($0, format: .css) }
        #expect(keys[0] != nil && keys[1] != nil && keys[0] != keys[1])
        #expect(keys[0]?.kinds == keys[1]?.kinds && keys[0]?.tracks == keys[1]?.tracks)
        let first = writer.cssClass(of: fades[0], numbers: numbers, state: state)
        let other = writer.cssClass(of: hidden, numbers: numbers, state: state)
        #expect(state.classes.count == 2)
        #expect(first != nil && other != nil && other != first)
        #expect(writer.writtenClass(of: hidden, numbers: numbers, state: state) == other)
    }

    static func listAddress(_ element: AnimatedElement) -> UInt? {
        withUnsafePointer(to: element) { CSSClassKey.trackList(of: $0)?.address }
    }

    @Test func twinsSharingATrackListShareItsClassWithoutAKey() throws {
        let fades = try Self.fades()
        // The twin's tracks are its twin's list (`ElementTwins`: nothing of it moves points).
        let address = Self.listAddress(fades[0])
        #expect(address != nil && Self.listAddress(fades[1]) == address)
        let writer = KeyframeDocumentWriter(format: .css, precision: 2, idPrefix: "k")
        let numbers = NumberText(precision: 2), state = Self.state()
        let first = writer.cssClass(of: fades[0], numbers: numbers, state: state)
        state.classes = ListedTable()
        // With the key memo emptied, the twin still takes the first's class: from its list.
        let twin = writer.cssClass(of: fades[1], numbers: numbers, state: state)
        #expect(state.classes.count == 0 && state.classesOfLists.count == 1)
        #expect(first != nil && twin == first)
    }

    @Test func aListWithALoopOrAVisibilityTrackHasNoListAddress() throws {
        let fades = try Self.fades()
        // A loop's first value may be held before it, as the element's final value decides; a
        // visibility track is part of the class and not of the list.
        var looping = fades[0]
        looping.tracks[0].track.loop = PropertyTrack.Loop(
            start: 2, period: 1,
            keyframes: [
                PropertyTrack.Keyframe(time: 0, value: [1], timing: .linear),
                PropertyTrack.Keyframe(time: 1, value: [0.5], timing: .linear),
            ], alternates: false)
        #expect(Self.listAddress(looping) == nil)
        var shown = fades[0]
        shown.visibility = PropertyTrack(keyframes: [PropertyTrack.Keyframe(time: 0, value: [1], timing: .linear)], loop: nil)
        #expect(Self.listAddress(shown) == nil)
        #expect(Self.listAddress(fades[0]) != nil)
    }

    /// Writes each element's SMIL animations in a `<g>` of its own.
    static func smil(_ elements: [AnimatedElement], cache: SMILCache?) -> [UInt8] {
        let writer = KeyframeDocumentWriter(format: .smil, precision: 2, idPrefix: "k")
        let numbers = NumberText(precision: 2)
        let xml = XMLWriter()
        xml.start("svg")
        for element in elements {
            xml.start("g")
            SMILAnimations(xml: xml, cache: cache).write(
                element, format: .smil, text: { writer.propertyText($0, $1, element, numbers) }, visibility: false)
            xml.end()
        }
        xml.end()
        return xml.finish()
    }

    @Test func aTwinAppendsTheAnimationsWrittenForIt() throws {
        let fades = try Self.fades()
        let cache = SMILCache()
        let cached = Self.smil(fades, cache: cache)
        // One key, written once: the twin appended its bytes.
        #expect(cache.written.count == 1)
        #expect(cache.written.values.first?.isEmpty == false)
        // The twin shares the first's track list: one place, which the twin found its bytes by.
        #expect(cache.writtenByPlace.count == 1)
        // The same document written with no cache, each element's animations afresh.
        let fresh = Self.smil(fades, cache: nil)
        #expect(cached == fresh)
        let text = String(decoding: fresh, as: UTF8.self)
        #expect(text.components(separatedBy: "<animate ").count == 3)
    }

    @Test func aKeyThatDiffersInEndsElsewhereMissesTheCache() throws {
        let fades = try Self.fades()
        // The twin's attribute ends at its first value (1), not at 0.5: its animation must
        // state the value from time 0 (`endsElsewhere` differs), so it is another key.
        var other = fades[1]
        other.final?.values[.opacity] = [1]
        let track = try #require(fades[0].tracks.first { $0.kind == .opacity }?.track)
        #expect(fades[0].endsElsewhere(.opacity, track) && !other.endsElsewhere(.opacity, track))
        let cache = SMILCache()
        let cached = Self.smil([fades[0], other], cache: cache)
        #expect(cache.written.count == 2)
        // One list, one index, but `endsElsewhere` differs: two places.
        #expect(cache.writtenByPlace.count == 2)
        #expect(cached == Self.smil([fades[0], other], cache: nil))
    }
}
