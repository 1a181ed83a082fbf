import SwiftImport
import Testing

/// `@Namespace` and `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`, also with the
/// namespace passed to a child view as a `Namespace.ID`.
@Suite struct MatchedGeometryImportTests {
    static let hero = """
        struct Thumb: View {
            let ns: Namespace.ID
            let size: Double
            var body: some View {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.orange)
                    .matchedGeometryEffect(id: "artwork", in: ns, properties: .frame, anchor: .center, isSource: true)
                    .frame(width: size, height: size)
            }
        }

        struct Hero: View {
            @Namespace private var hero
            @State private var expanded = false
            var body: some View {
                VStack {
                    if expanded {
                        Thumb(ns: hero, size: 200)
                    } else {
                        Thumb(ns: hero, size: 60)
                    }
                    Text("Sunset").matchedGeometryEffect(id: "title", in: hero)
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.spring(duration: 0.5, bounce: 0.2)) { expanded = true }
                    }
                }
            }
        }
        """

    /// By hand, with SwiftUI's defaults left out on the larger card.
    static let heroByHand = """
        {"namespaces": ["hero"], "state": {"expanded": false},
         "body": {"type": "VStack", "children": [
           {"type": "If", "condition": "expanded",
            "then": {"type": "RoundedRectangle", "cornerRadius": 12, "modifiers": [{"fill": "orange"},
              {"matchedGeometryEffect": {"id": "artwork", "in": "hero"}}, {"frame": {"width": 200, "height": 200}}]},
            "else": {"type": "RoundedRectangle", "cornerRadius": 12, "modifiers": [{"fill": "orange"},
              {"matchedGeometryEffect": {"id": "artwork", "in": "hero", "properties": "frame", "anchor": "center", "isSource": true}},
              {"frame": {"width": 60, "height": 60}}]}},
           {"type": "Text", "text": "Sunset", "modifiers": [{"matchedGeometryEffect": {"id": "title", "in": "hero"}}]}]},
         "timeline": [{"at": 0.5, "set": {"expanded": true}, "withAnimation": {"spring": {"duration": 0.5, "bounce": 0.2}}}]}
        """

    @Test func namespaceAndEffectImport() throws {
        let (json, warnings) = try ImportComparison.scene(Self.hero)
        #expect(warnings.isEmpty)
        #expect(json.contains(#""namespaces": ["hero"]"#))
        #expect(json.contains(#"{"matchedGeometryEffect": {"id": "'artwork'", "in": "hero", "properties": "frame", "anchor": "center", "isSource": true}}"#))
        #expect(try ImportComparison.drawsTheSame(Self.hero, as: Self.heroByHand, at: [0.5, 0.7, 1.2]))
        // The card is handed over from the small frame to the large one.
        let trace = try ImportTestSupport.trace(Array(ImportTestSupport.json(Self.hero).utf8))
        #expect(trace.contains(#""matchedGeometry""#))
    }

    @Test func effectsNeedADeclaredNamespace() {
        let source = """
            struct V: View {
                @Namespace private var ns
                var body: some View {
                    VStack {
                        Circle().matchedGeometryEffect(id: 1, in: space)
                        Circle().matchedGeometryEffect(id: 2)
                        Circle().matchedGeometryEffect(id: 3, in: ns, properties: [.position, .size])
                    }
                }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "5:55: error: 'in:' takes a namespace this view declares: '@Namespace private var space'",
            #"6:13: error: matchedGeometryEffect needs 'in:': .matchedGeometryEffect(id: "card", in: namespace)"#,
            "7:71: error: 'properties:' takes one of .frame, .position and .size",
        ])
    }
}
