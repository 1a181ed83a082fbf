import Testing

@testable import Keyframes

/// `TrackBuilder.SampledSpans`: the spans `cacheKey` samples once, equal by `==` as a set of
/// them would find them, whether kept in its short list or in its set.
@Suite struct SampledSpansTests {
    typealias Span = TrackBuilder.SampledSpan

    @Test func aSpanIsNewOnlyTheFirstTime() {
        var spans = TrackBuilder.SampledSpans()
        var new: [Bool] = []
        new.append(spans.insert(Span(time: 0.1, span: 0.6)))
        new.append(spans.insert(Span(time: 0.1, span: 0.6)))
        // The same start with another span, and the same span from another start, are new.
        new.append(spans.insert(Span(time: 0.1, span: 0.5)))
        new.append(spans.insert(Span(time: 0.2, span: 0.6)))
        // −0.0 == 0.0: the same span.
        new.append(spans.insert(Span(time: 0, span: 1)))
        new.append(spans.insert(Span(time: -0.0, span: 1)))
        // NaN equals nothing, itself included: new each time.
        new.append(spans.insert(Span(time: .nan, span: 1)))
        new.append(spans.insert(Span(time: .nan, span: 1)))
        #expect(new == [true, false, true, true, true, false, true, true])
    }

    /// Past `listed` spans the set answers: 30 distinct spans are each new once, then none is.
    @Test func manySpansAnswerAlike() {
        #expect(TrackBuilder.SampledSpans.listed < 30)
        var spans = TrackBuilder.SampledSpans()
        var first: [Bool] = [], again: [Bool] = []
        for n in 0..<30 { first.append(spans.insert(Span(time: Double(n), span: 0.25))) }
        for n in 0..<30 { again.append(spans.insert(Span(time: Double(n), span: 0.25))) }
        let zero = spans.insert(Span(time: -0.0, span: 0.25))
        let next = spans.insert(Span(time: 30, span: 0.25))
        #expect(first == Array(repeating: true, count: 30))
        #expect(again == Array(repeating: false, count: 30))
        #expect(!zero)
        #expect(next)
    }
}
