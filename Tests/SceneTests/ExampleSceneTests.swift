import Geometry
import Motion
import Testing
import Views

@testable import Scene

/// The scenes of DESIGN.md and seed 004, decoded.
@Suite struct ExampleSceneTests {
    /// DESIGN.md's example: seed 004's `ImplicitAnimationDemo` (the Toggle left out).
    static let implicitAnimationDemo = #"""
        {
          "canvas": {"width": 400, "height": 300, "background": "white"},
          "state": {"isActive": false, "count": 0},
          "body": {
            "type": "VStack",
            "children": [
              {"type": "Text", "text": "Hello", "modifiers": [
                {"font": "largeTitle"},
                {"offset": {"x": "isActive ? 200 : 0"}},
                {"transactionMonitor": "inner"},
                {"animation": {"curve": "smooth", "value": "isActive"}},
                {"transactionMonitor": "outer"}
              ]},
              {"type": "Text", "text": "World", "modifiers": [{"transactionMonitor": "world"}]}
            ],
            "modifiers": [{"transactionMonitor": "VStack"}, {"animation": {"curve": "linear", "value": "isActive"}}]
          },
          "timeline": [{"at": 0.5, "set": {"isActive": true}}]
        }
        """#

    @Test func implicitAnimationDemo() throws {
        let scene = try decodeScene(Self.implicitAnimationDemo)
        #expect(scene.canvas == Canvas(width: 400, height: 300, background: .white, colorScheme: .light))
        #expect(scene.state.map(\.name) == ["isActive", "count"])
        #expect(scene.initialState == ["isActive": .bool(false), "count": .number(0)])
        guard case .vStack(.constant(.center), nil, let children) = scene.body.kind, children.count == 2 else {
            Issue.record("unexpected body \(scene.body.kind)")
            return
        }
        let hello = children[0].modifiers
        #expect(hello.count == 5)
        #expect(hello[0] == .font(SceneFont(base: .style(.constant(.largeTitle)))))
        #expect(hello[2] == .transactionMonitor("inner"))
        guard case .animation(let inner) = hello[3], case .value(let value) = inner.trigger else {
            Issue.record("no animation at 3")
            return
        }
        #expect(inner.animation == .constant(Animation.smooth(duration: 0.5, extraBounce: 0)))
        #expect(value.referencedNames == ["isActive"])
        guard case .animation(let outer) = scene.body.modifiers[1] else {
            Issue.record("no VStack animation")
            return
        }
        #expect(outer.animation == .constant(Animation.linear(duration: 0.35)))
        #expect(scene.timeline.count == 1)
        #expect(scene.timeline[0].time == 0.5)
        #expect(scene.timeline[0].assignments == [StateAssignment(name: "isActive", value: .constant(.bool(true)))])
        #expect(scene.timeline[0].transaction == nil)
    }

    /// The forms DESIGN.md lists for structure, animations and events, in one scene.
    @Test func designFormsTogether() throws {
        let json = #"""
            {
              "state": {"showDetail": false, "dim": false, "count": 0,
                        "items": [{"id": 1, "width": 40}, {"id": 2, "width": 60}]},
              "components": {
                "Card": {"params": {"title": "Untitled"}, "state": {"expanded": false},
                         "body": {"type": "Text", "text": "\\(title)"}}
              },
              "body": {"type": "VStack", "children": [
                {"type": "If", "condition": "showDetail",
                 "then": {"type": "Card", "title": "Detail"}, "else": {"type": "Text", "text": "Count: \\(count)"}},
                {"type": "ForEach", "data": "items", "id": "id", "as": "item",
                 "content": {"type": "Rectangle", "modifiers": [{"frame": {"width": "item.width * 2", "height": 10}}]}},
                {"type": "Circle", "modifiers": [
                  {"opacity": "!dim ? 1 : 0.5"},
                  {"animation": {"spring": {"duration": 0.5, "bounce": 0.3}, "delay": 0.2, "speed": 2,
                                 "repeatForever": {"autoreverses": true}}},
                  {"animation": {"easeIn": {"duration": 1}}},
                  {"animation": {"timingCurve": [0.2, 0, 0.2, 1], "duration": 0.5}},
                  {"animation": null}
                ]}
              ]},
              "timeline": [
                {"at": 0.5, "set": {"showDetail": "!showDetail"}, "withAnimation": "smooth",
                 "completion": [{"set": {"count": "count + 1"}}]},
                {"at": 1, "set": {"dim": true},
                 "withTransaction": {"animation": null, "disablesAnimations": true, "keys": {"source": "welcome"}}}
              ]
            }
            """#
        let scene = try decodeScene(json)
        #expect(scene.components.keys.sorted() == ["Card"])
        #expect(scene.timeline.map(\.time) == [0.5, 1])
        #expect(scene.timeline[0].completion.count == 1)
        #expect(scene.timeline[1].transaction?.disablesAnimations == true)
        #expect(scene.timeline[1].transaction?.keys == ["source": .string("welcome")])
    }

    /// Seed 004's ImplicitAnimationBugDemo, fixed version: the animation bound to isActive sits
    /// right after the fill; `.animation(.none, value: scale)` after the offset.
    @Test func implicitAnimationBugDemo() throws {
        let json = #"""
            {"state": {"isActive": false, "scale": false},
             "body": {"type": "VStack", "children": [
               {"type": "Rectangle", "modifiers": [
                 {"fill": "isActive ? red : blue"},
                 {"animation": {"curve": "smooth", "value": "isActive"}},
                 {"frame": {"width": 200, "height": 200}},
                 {"offset": {"x": "scale ? 200 : 0"}},
                 {"animation": {"curve": null, "value": "scale"}}
               ]}]},
             "timeline": [{"at": 1, "set": {"isActive": "!isActive", "scale": "!scale"}}]}
            """#
        let scene = try decodeScene(json)
        guard case .vStack(_, _, let children) = scene.body.kind, case .fill(let fill) = children[0].modifiers[0] else {
            Issue.record("unexpected \(scene.body)")
            return
        }
        guard case .expression(let color) = fill.color else {
            Issue.record("fill is not an expression")
            return
        }
        #expect(Set(color.possibleStringConstants ?? []) == ["red", "blue"])
        guard case .animation(let none) = children[0].modifiers[4] else {
            Issue.record("no animation")
            return
        }
        #expect(none.animation == nil)
    }

    /// Seed 004's new scoped forms: `.animation(.smooth) { $0.foregroundStyle(…) }` and
    /// `.transaction { $0.animation = .none } body: { $0.scaleEffect(…) }`.
    @Test func scopedAnimationAndTransaction() throws {
        let json = #"""
            {"state": {"isActive": false, "scale": false},
             "body": {"type": "Rectangle", "modifiers": [
               {"animation": {"curve": "smooth", "body": [{"foregroundStyle": "isActive ? red : blue"}]}},
               {"frame": {"width": 200, "height": 200}},
               {"transaction": {"animation": null, "body": [{"scaleEffect": "scale ? 1.5 : 1"}]}}
             ]},
             "timeline": [{"at": 1, "set": {"isActive": true, "scale": true}}]}
            """#
        let modifiers = try decodeScene(json).body.modifiers
        guard case .animation(let animation) = modifiers[0], case .scoped(let body) = animation.trigger,
            case .transaction(let transaction) = modifiers[2]
        else {
            Issue.record("unexpected \(modifiers)")
            return
        }
        #expect(body.count == 1)
        #expect(transaction.animation == .set(nil))
        #expect(transaction.body?.count == 1)
    }

    /// Seed 004's ExplicitAnimationDemo: SubView as a component with local state; the explicit
    /// `withAnimation(.smooth)` toggles it (here from the timeline, as state of the scene).
    @Test func explicitAnimationDemo() throws {
        let json = #"""
            {"state": {"isActive": false},
             "components": {
               "SubView": {"params": {"isActive": false},
                 "body": {"type": "Group", "children": [
                   {"type": "Rectangle", "modifiers": [
                     {"fill": "cyan"}, {"frame": {"width": 300, "height": "isActive ? 400 : 200"}},
                     {"transactionMonitor": "Rectangle"}]}]}}},
             "body": {"type": "VStack", "children": [
               {"type": "Text", "text": "Hello World", "modifiers": [{"transactionMonitor": "Hello World"}]},
               {"type": "SubView", "isActive": "isActive", "modifiers": [{"transactionMonitor": "SubView"}]}],
              "modifiers": [{"transactionMonitor": "VStack"}]},
             "timeline": [{"at": 0.5, "set": {"isActive": "!isActive"}, "withAnimation": "smooth"}]}
            """#
        let scene = try decodeScene(json)
        #expect(scene.timeline[0].transaction == ExplicitTransaction(animation: .constant(Animation.smooth(duration: 0.5, extraBounce: 0))))
    }

    /// Seed 004's CoverImplicitAnimationDemo: `withTransaction` with `disablesAnimations`.
    @Test func coverImplicitAnimationDemo() throws {
        let json = #"""
            {"state": {"isActive": false},
             "body": {"type": "Rectangle", "modifiers": [
               {"fill": "isActive ? red : blue"}, {"frame": {"width": 300, "height": 300}},
               {"animation": {"curve": "smooth", "value": "isActive"}}]},
             "timeline": [{"at": 1, "set": {"isActive": "!isActive"},
                           "withTransaction": {"animation": null, "disablesAnimations": true}}]}
            """#
        let scene = try decodeScene(json)
        #expect(scene.timeline[0].transaction == ExplicitTransaction(animation: nil, disablesAnimations: true))
    }
}
