import Foundation
import SwiftImport
import Testing

/// The seeds' SwiftUI examples, imported from their source as written there, against the
/// hand-written JSON scenes for them and the seeds' printouts.
@Suite struct SeedImportTests {
    /// Seed 004's ImplicitAnimationDemo, as the seed writes it.
    static let implicitAnimationDemo = #"""
        import SwiftUI

        struct ImplicitAnimationDemo: View {
            @State private var isActive = false
            var body: some View {
                VStack {
                    Text("Hello")
                        .font(.largeTitle)
                        .offset(x: isActive ? 200 : 0)
                        .transactionMonitor("inner")
                        .animation(.smooth, value: isActive)
                        .transactionMonitor("outer")

                    Text("World")
                        .transactionMonitor("world")

                    Toggle("Active", isOn: $isActive)
                        .padding()
                }
                .transactionMonitor("VStack")
                .animation(.linear, value: isActive)
            }
        }
        """#

    static let canvas = ImportOptions(width: 400, height: 300, background: "white")

    @Test func implicitAnimationDemoTracesTheSeedsPrintout() throws {
        var options = Self.canvas
        options.taps = [.init(label: "Active", time: 0.5)]
        let scene = Array(try ImportTestSupport.json(Self.implicitAnimationDemo, options).utf8)
        let lines = try ImportTestSupport.monitorLines(scene)
        // The seed's printout at the change (SwiftUI's own order; Zoetrope lists in tree order).
        let printout = [
            "VStack: BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))",
            "outer: BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))",
            "inner: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
        ]
        #expect(lines.count == 2)
        #expect(Set(lines[1]) == Set(printout))
        #expect(lines[1].count == printout.count)
    }

    @Test func implicitAnimationDemoRendersAsTheHandWrittenScene() throws {
        var options = Self.canvas
        options.taps = [.init(label: "Active", time: 0.5)]
        let imported = Array(try ImportTestSupport.json(Self.implicitAnimationDemo, options).utf8)
        let handWritten = try ImportTestSupport.file("Tests/ZoetropeTests/Fixtures/seed004/implicit-animation-demo.json")
        #expect(try ImportTestSupport.svg(imported) == ImportTestSupport.svg(handWritten))
        #expect(try ImportTestSupport.trace(imported) == ImportTestSupport.trace(handWritten))
    }

    @Test func implicitAnimationDemoPrintsReadableJSON() throws {
        var options = Self.canvas
        options.taps = [.init(label: "Active", time: 0.5)]
        #expect(try ImportTestSupport.json(Self.implicitAnimationDemo, options) == #"""
            {
              "canvas": {"width": 400, "height": 300, "background": "white"},
              "state": {"isActive": false},
              "body": {
                "type": "VStack",
                "children": [
                  {
                    "type": "Text",
                    "text": "Hello",
                    "modifiers": [
                      {"font": "largeTitle"},
                      {"offset": {"x": "isActive ? 200 : 0"}},
                      {"transactionMonitor": "inner"},
                      {"animation": {"curve": "smooth", "value": "isActive"}},
                      {"transactionMonitor": "outer"}
                    ]
                  },
                  {"type": "Text", "text": "World", "modifiers": [{"transactionMonitor": "world"}]}
                ],
                "modifiers": [{"transactionMonitor": "VStack"}, {"animation": {"curve": "linear", "value": "isActive"}}]
              },
              "timeline": [{"at": 0.5, "set": {"isActive": "!isActive"}}]
            }

            """#)
        // The Toggle is not drawn, and says so.
        #expect(ImportTestSupport.diagnostics(Self.implicitAnimationDemo, options) == [
            "17:13: warning: Toggle is not drawn (Zoetrope draws no controls)",
        ])
    }
}
