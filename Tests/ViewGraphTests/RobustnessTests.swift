import Scene
import Testing
import ViewGraph
import Views

/// Mangled scenes never crash the front end, and whatever it accepts evaluates within the
/// node limit.
@Suite struct RobustnessTests {
    static let seedScene = #"""
        {"canvas": {"width": 300, "height": 200, "background": "#f2f2f7", "colorScheme": "dark"},
         "state": {"on": true, "count": 3, "items": [{"id": 1, "w": 10}, {"id": 2, "w": 20}], "name": "Ada"},
         "components": {"Row": {"params": {"label": "x", "w": 1}, "state": {"open": false},
           "body": {"type": "HStack", "children": [{"type": "Text", "text": "\\(label)"}, {"type": "Spacer"},
             {"type": "Capsule", "modifiers": [{"stroke": {"color": "blue", "lineWidth": 2}}, {"frame": {"width": "w"}}]}]}}},
         "body": {"type": "VStack", "alignment": "leading", "spacing": 4, "children": [
           {"type": "Text", "text": "Hi \\(name)", "modifiers": [{"font": {"size": 20, "weight": "bold"}},
             {"overlay": {"view": {"type": "Circle"}, "alignment": "topTrailing"}}, {"foregroundColor": "on ? red : blue"}]},
           {"type": "ForEach", "data": "items", "content": {"type": "Row", "label": "#\\(item.id)", "w": "item.w"}},
           {"type": "ForEach", "data": "0..<count", "as": "i", "content": {"type": "Rectangle", "modifiers": [{"fill": "rgb(10, 20, 30)"}]}},
           {"type": "If", "condition": "on", "then": {"type": "Divider"}, "else": {"type": "Color", "color": "blue.opacity(0.5)"}},
           {"type": "Group", "children": [{"type": "EmptyView"}], "modifiers": [{"padding": {"top": 2}}, {"border": "gray"}]}
         ], "modifiers": [{"padding": true}, {"animation": {"curve": {"spring": {"duration": 0.5, "bounce": 0.3}}, "value": "on"}},
           {"transaction": {"animation": null}}, {"transactionMonitor": "root"}]},
         "timeline": [{"at": 0.5, "set": {"on": "!on", "count": "count + 1"}, "withAnimation": "smooth",
           "completion": [{"set": {"name": "Grace"}}]}]}
        """#

    @Test func theSeedSceneIsValid() throws {
        let scene = try Scene.decode(Array(Self.seedScene.utf8))
        let tree = SceneEvaluator(scene: scene).evaluate(state: scene.initialState)
        // VStack: Text, 2 Rows, 3 Rectangles, Divider, EmptyView.
        #expect(tree.children.count == 8)
    }

    @Test func mutatedScenesNeverCrash() {
        let original = Array(Self.seedScene.utf8)
        let alphabet = Array(#"{}[]":,0123456789-.eE \tabcnulltruefalse\#\"#.utf8)
        var random = SplitMix64(seed: 2024)
        var accepted = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
                case 2: bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                default: bytes = Array(bytes[..<position])
                }
                if bytes.isEmpty { break }
            }
            let limits = SceneLimits(maxNodes: 50)
            _ = Scene.check(bytes, limits: limits)
            guard let scene = try? Scene.decode(bytes, limits: limits) else { continue }
            accepted += 1
            let tree = SceneEvaluator(scene: scene).evaluate(state: scene.initialState)
            #expect(count(tree) <= 50)
        }
        #expect(accepted > 0)
    }

    func count(_ node: ViewNode) -> Int {
        var total = 1 + node.children.map(count).reduce(0, +)
        for modifier in node.modifiers {
            switch modifier {
            case .background(let view, _), .overlay(let view, _): total += count(view)
            default: break
            }
        }
        return total
    }
}

/// A small deterministic generator (SplitMix64), so the mutations are the same on every run.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
