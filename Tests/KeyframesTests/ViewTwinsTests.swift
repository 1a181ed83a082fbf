import Geometry
import Layout
import Testing
import Timeline

@testable import Keyframes

/// Leaves that are twins of an earlier leaf at every structure instant are presented through it
/// (`ViewTwins`, `ViewSampler.setTwin`): every view is presented, and compared with its last
/// resolved view, exactly as without twins.
@Suite struct ViewTwinsTests {
    /// A sampler of `json`'s timeline with its twins found, and one without, and the timeline.
    static func samplers(_ json: String) throws -> (twins: ViewSampler, plain: ViewSampler, animator: Animator) {
        let animator = try KeyframesTestSupport.animator(json)
        let twins = ViewSampler(animator: animator)
        ViewTwins.find(ElementAnimator(sampler: twins, times: twins.structureTimes(), format: .css))
        return (twins, ViewSampler(animator: animator), animator)
    }

    @Test func theRowsOfAListAreTwinsOfItsFirst() throws {
        let (sampler, _, animator) = try Self.samplers(TwinFinalStatesTests.rows(3))
        let rows = animator.updates[0].tree.children.map(\.id)
        #expect(sampler.twin(of: rows[0]) == nil)
        #expect(sampler.twin(of: rows[1]) == rows[0])
        #expect(sampler.twin(of: rows[2]) == rows[0])
        // The stack is no leaf.
        #expect(sampler.twin(of: animator.updates[0].tree.id) == nil)
    }

    @Test func aLongTimelineIsNotSearched() throws {
        // Two rows toggled `count` times: with 256 toggles (257 structure instants, more than
        // `maximumInstants`) no twin is set (the rows still share their tracks, `ElementTwins`);
        // with 10 the second row is the first's twin.
        func rows(toggled count: Int) throws -> (ViewSampler, [String]) {
            let toggles = (1...count).map { #"{"at": \#(Double($0) / 100), "set": {"on": \#($0 % 2 == 1)}}"# }
            let row = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#
            let json = #"""
                {"canvas": {"width": 200, "height": 40}, "state": {"on": false},
                 "body": {"type": "VStack", "spacing": 2, "children": [\#(row), \#(row)]},
                 "timeline": [\#(toggles.joined(separator: ", "))]}
                """#
            let (sampler, _, animator) = try Self.samplers(json)
            return (sampler, animator.updates[0].tree.children.map(\.id))
        }
        let (long, ids) = try rows(toggled: 256)
        #expect(long.structureTimes().count > ViewTwins.maximumInstants)
        #expect(ids.allSatisfy { long.twin(of: $0) == nil })
        let (short, shortIDs) = try rows(toggled: 10)
        #expect(short.twin(of: shortIDs[1]) == shortIDs[0])
    }

    @Test func rowsThatMoveOrLookDifferentlyAreNotTwins() throws {
        // The second row slides to 50, not 100; the third is a circle.
        let row = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#
        let other = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 50 : -100"}}]}"#
        let circle = #"{"type": "Circle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#
        let json = ProgressPlansTests.stack([row, other, circle, row], animation: #"{"easeInOut": {"duration": 0.6}}"#)
        let (sampler, _, animator) = try Self.samplers(json)
        let rows = animator.updates[0].tree.children.map(\.id)
        #expect(rows.map { sampler.twin(of: $0) } == [nil, nil, nil, rows[0]])
    }

    /// A twin found over its representative's instants takes the representative's epochs: the
    /// very epochs (start, end, stretch, own modifiers) its own views give, as the comparison
    /// proves, and their twin key numbers.
    @Test func aTwinTakesTheEpochsItsOwnViewsGive() throws {
        let json = TwinFinalStatesTests.rows(3)
        let animator = try KeyframesTestSupport.animator(json)
        let sampler = ViewSampler(animator: animator)
        let elements = ElementAnimator(sampler: sampler, times: sampler.structureTimes(), format: .css)
        ViewTwins.find(elements)
        // The same epochs made afresh for every row, by an animator whose twins were not searched.
        let plainSampler = ViewSampler(animator: animator)
        let plain = ElementAnimator(sampler: plainSampler, times: plainSampler.structureTimes(), format: .css)
        let every = Array(plain.times.indices)
        let rows = animator.updates[0].tree.children.map(\.id)
        #expect(rows.dropFirst().allSatisfy { sampler.twin(of: $0) == rows[0] })
        func summary(_ epochs: [TrackBuilder.Epoch]) -> [[Double]] {
            epochs.map { [$0.start, $0.end, Double($0.stretch), Double($0.ownModifiers), $0.transition == nil ? 0 : 1, $0.removal == nil ? 0 : 1] }
        }
        // The structure instants are 0 (the initial update) and 0.1 (`on` set). A row keeps one
        // track stretch throughout (a stretch starts where a view appears or changes structure),
        // and its 3 modifiers (frame, offset, opacity; the fill is its shape's) at both: the two
        // instants make one epoch, from 0 on, in stretch 0 with 3 modifiers of its own.
        let expected: [[Double]] = [[0, .infinity, 0, 3, 0, 0]]
        for id in rows {
            let known = try #require(elements.knownEpochs.bySlot[sampler.slot(of: id)])
            #expect(summary(known.epochs) == expected)
            #expect(summary(plain.epochs(of: id, updates: every)) == expected)
            #expect(known.numbers == [0, .infinity, 0, 3])
        }
    }

    /// A row that looks and moves like the first but whose animation starts later: its track
    /// stretch starts with the first's (at 0, where both appear), so it is compared over the
    /// first's instants, where its tracks' changes differ, and is no twin; the row after it,
    /// like the first, is the first's twin.
    @Test func aRowAnimatedAtAnotherInstantIsNotATwin() throws {
        let row = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#
        let late = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "late ? 100 : -100"}}]}"#
        let json = #"""
            {"canvas": {"width": 200, "height": 40}, "state": {"on": false, "late": false},
             "body": {"type": "VStack", "spacing": 2, "children": [\#(row), \#(late), \#(row)]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}},
                          {"at": 0.3, "set": {"late": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}}]}
            """#
        let (sampler, _, animator) = try Self.samplers(json)
        let rows = animator.updates[0].tree.children.map(\.id)
        #expect(rows.map { sampler.twin(of: $0) } == [nil, nil, rows[0]])
    }

    /// Rows whose track stretches start at other instants are compared over their own epochs,
    /// as many as they have: two rows hidden and shown again at 0.2, neither animated (no
    /// removal, no transition stretch), start a second stretch there. The second row is no twin
    /// of the first (its numbers have two epochs), and becomes the one the third is a twin of;
    /// the third is compared with the first over its own epochs too, before it is found the
    /// second's twin.
    @Test func rowsWhoseStretchesStartElsewhereAreComparedOverTheirOwnEpochs() throws {
        let row = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#
        let shown = #"{"type": "If", "condition": "shown", "then": \#(row)}"#
        let json = #"""
            {"canvas": {"width": 200, "height": 40}, "state": {"on": false, "shown": true},
             "body": {"type": "VStack", "spacing": 2, "children": [\#(row), \#(shown), \#(shown)]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}},
                          {"at": 0.2, "set": {"shown": false}}, {"at": 0.2, "set": {"shown": true}}]}
            """#
        let animator = try KeyframesTestSupport.animator(json)
        let sampler = ViewSampler(animator: animator)
        let elements = ElementAnimator(sampler: sampler, times: sampler.structureTimes(), format: .css)
        ViewTwins.find(elements)
        let rows = animator.updates[animator.updates.count - 1].tree.children.map(\.id)
        #expect(rows.count == 3)
        #expect(rows.map { sampler.twin(of: $0) } == [nil, nil, rows[1]])
        #expect(rows.map { sampler.stretches(of: $0).map(\.start) } == [[0], [0, 0.2], [0, 0.2]])
        // The structure instants are 0, 0.1 and 0.2. The first row: one stretch, 2 modifiers
        // (frame, offset) throughout, one epoch. The others: stretch 0 until 0.2, then stretch 1.
        for (index, expected) in [[0, Double.infinity, 0, 2], [0, 0.2, 0, 2, 0.2, .infinity, 1, 2], [0, 0.2, 0, 2, 0.2, .infinity, 1, 2]].enumerated() {
            #expect(elements.knownEpochs.bySlot[sampler.slot(of: rows[index])]?.numbers == expected)
        }
    }

    /// Every view of every scene, at the structure instants and between them, is presented as a
    /// sampler without twins presents it; and at each structure instant after the first, compared
    /// with its view resolved at the instant before, it is found alike exactly where it is.
    @Test func aTwinIsPresentedAsWithoutIt() throws {
        let scenes = [
            TwinFinalStatesTests.rows(4),
            TwinFinalStatesTests.rows(3, width: #""on ? 60 : 40""#, stack: TwinFinalStatesTests.leading),
            TwinFinalStatesTests.rows(3, extra: #", {"clipShape": "Capsule"}"#),
            TwinFinalStatesTests.rows(3, extra: #", {"rotationEffect": "on ? 30 : 0"}"#),
            ProgressPlansTests.stack(
                Array(repeating: #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#, count: 3),
                animation: #"{"spring": {"duration": 0.6, "bounce": 0.3}}"#),
        ]
        // Twins found alike from their twin's answer (the scenes that start animating where
        // their rows rest), to show the answer is taken.
        var twinsFoundAlike = 0
        for json in scenes {
            let (twins, plain, animator) = try Self.samplers(json)
            let ids = animator.viewIDs
            #expect(ids.contains { twins.twin(of: $0) != nil })
            let times = plain.structureTimes()
            for time in times + [0.05, 0.25, 0.4, 0.7, 2] {
                for id in ids { #expect(twins.presented(id, at: time) == plain.presented(id, at: time)) }
            }
            // Each view against every view's resolved view at the instant before (its own, and
            // another's as where identical rows are reordered), ids in order so that a twin's
            // twin is asked first.
            for (index, time) in times.enumerated().dropFirst() {
                for id in ids {
                    for otherID in ids {
                        guard let previous = plain.presented(otherID, at: times[index - 1]) else { continue }
                        let alike = withUnsafePointer(to: previous) { plain.presents(id, at: time, like: $0) }
                        let twinAlike = withUnsafePointer(to: previous) { twins.presents(id, at: time, like: $0) }
                        #expect(twinAlike == alike)
                        if twinAlike, id == otherID, twins.twin(of: id) != nil { twinsFoundAlike += 1 }
                    }
                }
            }
        }
        #expect(twinsFoundAlike > 0)
    }
}
