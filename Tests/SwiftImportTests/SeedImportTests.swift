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
                "modifiers": [
                  {"transactionMonitor": "VStack"},
                  {"animation": {"curve": "linear", "value": "isActive"}}
                ]
              },
              "timeline": [{"at": 0.5, "set": {"isActive": "!isActive"}}]
            }

            """#)
        // The Toggle is not drawn, and says so.
        #expect(ImportTestSupport.diagnostics(Self.implicitAnimationDemo, options) == [
            "17:13: warning: Toggle is not drawn (Zoetrope draws no controls)",
        ])
    }

    /// Seed 004's first explicit-animation example ("Hello World"), App included, as the seed writes it.
    static let explicitAnimationDemo = #"""
        @main
        struct TransactionApp: App {
            var body: some Scene {
                WindowGroup {
                    ExplicitAnimationDemo()
                        .transactionMonitor("App")
                }
            }
        }

        struct ExplicitAnimationDemo: View {
            var body: some View {
                VStack {
                    Text("Hello World")
                        .transactionMonitor("Hello World")
                    SubView()
                        .transactionMonitor("SubView")
                }
                .transactionMonitor("VStack")
            }
        }

        struct SubView: View {
            @State private var isActive = false
            var body: some View {
                Rectangle()
                    .fill(.cyan)
                    .frame(width: 300, height: isActive ? 400 : 200)
                    .transactionMonitor("Rectangle")

                Button("Active") {
                    withAnimation(.smooth) {
                        isActive.toggle()
                    }
                }
            }
        }
        """#

    @Test func explicitAnimationDemoTracesTheSeedsPrintout() throws {
        let options = ImportOptions(width: 400, height: 800, background: "white", taps: [.init(label: "Active", time: 0.5)])
        let scene = Array(try ImportTestSupport.json(Self.explicitAnimationDemo, options).utf8)
        let lines = try ImportTestSupport.monitorLines(scene)
        // The seed's printout: every monitor gets the smooth spring (FluidSpringAnimation).
        let spring = "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)"
        #expect(lines.count == 2)
        #expect(Set(lines[1]) == Set(["App", "VStack", "SubView", "Rectangle", "Hello World"].map { "\($0): \(spring)" }))
        #expect(lines[1].count == 5)
    }

    @Test func explicitAnimationDemoDrawsAsTheHandWrittenScene() throws {
        let options = ImportOptions(width: 400, height: 800, background: "white", taps: [.init(label: "Active", time: 0.5)])
        let imported = Array(try ImportTestSupport.json(Self.explicitAnimationDemo, options).utf8)
        let handWritten = try ImportTestSupport.file("Tests/ZoetropeTests/Fixtures/seed004/explicit-animation-demo.json")
        #expect(try ImportTestSupport.svg(imported) == ImportTestSupport.svg(handWritten))
    }

    /// Seed 001's first example, with the 120-point indigo card of the browser fixture standing
    /// in for `Image("tower")` (an asset the seed doesn't include).
    static let example1 = #"""
        struct Example1: View {
            @State private var half = false
            @State private var dim = false

            var body: some View {
                RoundedRectangle(cornerRadius: 16)
                    .fill(.indigo)
                    .frame(width: 120, height: 120)
                    .scaleEffect(half ? 0.5 : 1.0)
                    .opacity(dim ? 0.2 : 1.0)
                    .animation(.easeInOut(duration: 1.0))
                    .onTapGesture {
                        self.dim.toggle()
                        self.half.toggle()
                    }
            }
        }
        """#

    @Test func seed001Example1RendersAsTheBrowserFixture() throws {
        let options = ImportOptions(
            width: 240, height: 240, background: "white", taps: [.init(label: "RoundedRectangle", time: 0.3)],
            statements: [.init(time: 1.8, source: "half.toggle()")])
        let imported = Array(try ImportTestSupport.json(Self.example1, options).utf8)
        let handWritten = try ImportTestSupport.file("Tests/browser/fixtures/seed001-scale-opacity.json")
        #expect(try ImportTestSupport.svg(imported) == ImportTestSupport.svg(handWritten))
        var snapshot = RenderOptionsForTest.snapshot(at: 0.8)
        #expect(try ImportTestSupport.svg(imported, options: snapshot) == ImportTestSupport.svg(handWritten, options: snapshot))
        snapshot = RenderOptionsForTest.snapshot(at: 2.1)
        #expect(try ImportTestSupport.svg(imported, options: snapshot) == ImportTestSupport.svg(handWritten, options: snapshot))
    }

    /// Seed 001's second example: only the change inside withAnimation animates.
    @Test func seed001Example2TapIsTwoUpdatesAsTheTimelineTestWritesIt() throws {
        let source = #"""
            struct Example2: View {
                @State private var half = false
                @State private var dim = false

                var body: some View {
                    Rectangle()
                        .frame(width: 100, height: 100)
                        .scaleEffect(half ? 0.5 : 1.0)
                        .opacity(dim ? 0.5 : 1.0)
                        .onTapGesture {
                            self.half.toggle()

                            withAnimation(.easeInOut(duration: 1.0)) {
                                self.dim.toggle()
                            }
                    }
                }
            }
            """#
        let options = ImportOptions(width: 200, height: 200, taps: [.init(label: "Rectangle", time: 1)])
        let imported = Array(try ImportTestSupport.json(source, options).utf8)
        // Tests/TimelineTests/Seed001ImplicitExplicitTests.swift's scene for this example.
        let handWritten = Array(#"""
            {"canvas": {"width": 200, "height": 200}, "state": {"half": false, "dim": false},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 100}},
               {"scaleEffect": "half ? 0.5 : 1.0"}, {"opacity": "dim ? 0.5 : 1.0"}]},
             "timeline": [{"at": 1, "set": {"half": "!half"}}, {"at": 1, "set": {"dim": "!dim"}, "withAnimation": {"easeInOut": {"duration": 1.0}}}]}
            """#.utf8)
        #expect(try ImportTestSupport.svg(imported) == ImportTestSupport.svg(handWritten))
        #expect(try ImportTestSupport.trace(imported) == ImportTestSupport.trace(handWritten))
    }

    /// Seed 004's CoverImplicitAnimationDemo: a transaction that disables animations covers the
    /// implicit `.smooth`, so the colour changes at once.
    @Test func coverImplicitAnimationDemoChangesAtOnce() throws {
        let source = #"""
            struct CoverImplicitAnimationDemo: View {
                @State var isActive = false
                var body: some View {
                    VStack {
                        Rectangle()
                            .fill(isActive ? .red : .blue)
                            .frame(width: 300, height: 300)
                            .animation(.smooth, value: isActive)

                        Button("Cover ImplicitAnimation") {
                            var transaction = Transaction(animation: .none)
                            transaction.disablesAnimations = true
                            withTransaction(transaction) {
                                isActive.toggle()
                            }
                        }
                    }
                }
            }
            """#
        let options = ImportOptions(taps: [.init(label: "Cover ImplicitAnimation", time: 0.5)])
        let json = try SwiftImport.translate(source, options: options).scene.compactText
        #expect(json == #"""
            {"state": {"isActive": false}, "body": {"type": "VStack", "children": [{"type": "Rectangle", "modifiers": [\#
            {"fill": "isActive ? red : blue"}, {"frame": {"width": 300, "height": 300}}, \#
            {"animation": {"curve": "smooth", "value": "isActive"}}]}]}, \#
            "timeline": [{"at": 0.5, "set": {"isActive": "!isActive"}, "withTransaction": {"animation": null, "disablesAnimations": true}}]}
            """#)
        let scene = Array(json.utf8)
        let justAfter = try ImportTestSupport.svg(scene, options: RenderOptionsForTest.snapshot(at: 0.51))
        #expect(justAfter == (try ImportTestSupport.svg(scene, options: RenderOptionsForTest.snapshot(at: 3))))
        #expect(justAfter != (try ImportTestSupport.svg(scene, options: RenderOptionsForTest.snapshot(at: 0.49))))
    }
}
