import SwiftImport
import Testing

/// Seed 001's `Shape` structs, imported from the seed's source, against the hand-written custom
/// shapes of `Examples/` and geometry worked out by hand.
@Suite struct ShapeImportTests {
    /// Seed 001's PolygonShape with `animatableData` (the seed's second listing, whole).
    static let polygonShape = #"""
        struct PolygonShape: Shape {
            var sides: Double

            var animatableData: Double {
                get { return sides }
                set { sides = newValue }
            }

            func path(in rect: CGRect) -> Path {

                // hypotenuse
                let h = Double(min(rect.size.width, rect.size.height)) / 2.0

                // center
                let c = CGPoint(x: rect.size.width / 2.0, y: rect.size.height / 2.0)

                var path = Path()

                let extra: Int = Double(sides) != Double(Int(sides)) ? 1 : 0

                for i in 0..<Int(sides) + extra {
                    let angle = (Double(i) * (360.0 / Double(sides))) * Double.pi / 180

                    // Calculate vertex
                    let pt = CGPoint(x: c.x + CGFloat(cos(angle) * h), y: c.y + CGFloat(sin(angle) * h))

                    if i == 0 {
                        path.move(to: pt) // move to first vertex
                    } else {
                        path.addLine(to: pt) // draw line to next vertex
                    }
                }

                path.closeSubpath()

                return path
            }
        }
        """#

    /// The seed's AnimatablePair version: `scale` multiplies the radius.
    static let polygonPair = polygonShape
        .replacingOccurrences(of: "    var sides: Double\n", with: "    var sides: Double\n    var scale: Double\n")
        .replacingOccurrences(of: """
                var animatableData: Double {
                    get { return sides }
                    set { sides = newValue }
                }
            """, with: """
                var animatableData: AnimatablePair<Double, Double> {
                    get { AnimatablePair(sides, scale) }
                    set {
                        sides = newValue.first
                        scale = newValue.second
                    }
                }
            """)
        .replacingOccurrences(of: "let h = Double(min(rect.size.width, rect.size.height)) / 2.0", with: "let h = Double(min(rect.size.width, rect.size.height) / 2.0) * scale")

    static func demo(_ state: String, _ shape: String, _ change: String) -> String {
        """
        struct PolygonDemo: View {
            \(state)

            var body: some View {
                \(shape)
                    .frame(width: 200, height: 200)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                            withAnimation(.easeInOut(duration: 2)) { \(change) }
                        }
                    }
            }
        }
        """
    }

    static let canvas = ImportOptions(width: 240, height: 240, background: "white")

    func expectSameDrawing(_ source: String, as example: String) throws {
        let imported = Array(try ImportTestSupport.json(source, Self.canvas).utf8)
        let handWritten = try ImportTestSupport.file(example)
        #expect(try ImportTestSupport.svg(imported) == ImportTestSupport.svg(handWritten))
        for time in [0.0, 0.7, 1.2, 2.5] {
            let options = RenderOptionsForTest.snapshot(at: time)
            #expect(try ImportTestSupport.svg(imported, options: options) == ImportTestSupport.svg(handWritten, options: options), "at \(time)")
        }
    }

    @Test func polygonShapeDrawsAsTheHandWrittenExample() throws {
        let view = Self.demo("@State private var sides = 3.0", "PolygonShape(sides: sides)\n            .stroke(Color.blue, lineWidth: 3)", "sides = 6")
        try expectSameDrawing(Self.polygonShape + "\n\n" + view, as: "Examples/polygon-shape.json")
    }

    @Test func animatablePairDrawsAsTheHandWrittenExample() throws {
        let view = Self.demo(
            "@State private var sides = 3.0\n    @State private var scale = 1.0", "PolygonShape(sides: sides, scale: scale)\n            .fill(.orange)",
            "sides = 8; scale = 0.5")
        try expectSameDrawing(Self.polygonPair + "\n\n" + view, as: "Examples/polygon-pair.json")
    }

    @Test func polygonShapeTranslatesToACustomShape() throws {
        let view = "struct V: View {\n    var body: some View { PolygonShape(sides: 4) }\n}"
        let json = try ImportTestSupport.json(Self.polygonShape + "\n" + view)
        #expect(json.contains(#"""
              "shapes": {
                "PolygonShape": {
                  "params": {"sides": 0},
                  "animatableData": ["sides"],
                  "path": [
                    {
                      "let": {
                        "h": "(min(rect.width, rect.height)) / 2.0",
                        "c_x": "rect.width / 2.0",
                        "c_y": "rect.height / 2.0",
                        "extra": "(sides) != (trunc(sides)) ? 1 : 0"
                      }
                    },
                    {
                      "for": "i",
                      "in": "0 ..< trunc(sides) + extra",
                      "do": [
                        {
                          "let": {
                            "angle": "((i) * (360.0 / (sides))) * pi / 180",
                            "pt_x": "c_x + (cos(angle) * h)",
                            "pt_y": "c_y + (sin(angle) * h)"
                          }
                        },
                        {
                          "if": "i == 0",
                          "then": [{"move": {"to": ["pt_x", "pt_y"]}}],
                          "else": [{"addLine": {"to": ["pt_x", "pt_y"]}}]
                        }
                      ]
                    },
                    "closeSubpath"
                  ]
                }
              },
              "body": {"type": "PolygonShape", "sides": 4}
            """#), "\(json)")
        let pair = try ImportTestSupport.json(Self.polygonPair + "\n" + view.replacingOccurrences(of: "sides: 4", with: "sides: 4, scale: 0.5"))
        #expect(pair.contains(#""params": {"sides": 0, "scale": 0}"#))
        #expect(pair.contains(#""animatableData": ["sides", "scale"]"#))
    }

    /// The seed: "3.4 draws 4 vertices". In a 100 × 100 frame h = 50 around (50, 50); vertex i
    /// is at angle i · 360° / 3.4 = i · 105.88°: (100, 50), (36.32, 98.09), (7.49, 23.68),
    /// (86.95, 16.32).
    @Test func fractionalSidesDrawOneMoreVertex() throws {
        let view = """
            struct V: View {
                var body: some View {
                    PolygonShape(sides: 3.4).stroke(.blue, lineWidth: 3).frame(width: 100, height: 100)
                }
            }
            """
        let scene = Array(try ImportTestSupport.json(Self.polygonShape + "\n" + view, ImportOptions(width: 100, height: 100)).utf8)
        let svg = try ImportTestSupport.svg(scene, options: RenderOptionsForTest.snapshot(at: 0))
        #expect(svg.contains(#"<path d="M100 50L36.32 98.09L7.49 23.68L86.95 16.32Z""#), "\(svg)")
    }

    /// The seed's first listing: `var sides: Int`, no animatableData (the path jumps).
    @Test func intSidesWithoutAnimatableDataIsAPlainParameter() throws {
        let source = """
            struct PolygonShape: Shape {
                var sides: Int

                func path(in rect: CGRect) -> Path {
                    let h = Double(min(rect.size.width, rect.size.height)) / 2.0
                    let c = CGPoint(x: rect.size.width / 2.0, y: rect.size.height / 2.0)
                    var path = Path()
                    for i in 0..<sides {
                        let angle = (Double(i) * (360.0 / Double(sides))) * Double.pi / 180
                        let pt = CGPoint(x: c.x + CGFloat(cos(angle) * h), y: c.y + CGFloat(sin(angle) * h))
                        if i == 0 {
                            path.move(to: pt)
                        } else {
                            path.addLine(to: pt)
                        }
                    }
                    path.closeSubpath()
                    return path
                }
            }

            struct V: View {
                @State private var isSquare = false
                var body: some View {
                    PolygonShape(sides: isSquare ? 4 : 3)
                        .stroke(Color.blue, lineWidth: 3)
                        .animation(.easeInOut(duration: 1))
                        .frame(width: 100, height: 100)
                }
            }
            """
        var options = ImportOptions(width: 100, height: 100)
        options.statements = [.init(time: 0.5, source: "isSquare = true")]
        let json = try ImportTestSupport.json(source, options)
        #expect(json.contains(#""PolygonShape": {"#) && json.contains(#""params": {"sides": 0},"#) && !json.contains("animatableData"))
        #expect(json.contains(#""body": {"#) && json.contains(#""sides": "isSquare ? 4 : 3""#))
        // Not animatable: the square is there at once (h = 50: (100, 50), (50, 100), (0, 50), (50, 0)).
        let svg = try ImportTestSupport.svg(Array(json.utf8), options: RenderOptionsForTest.snapshot(at: 0.6))
        #expect(svg.contains(#"<path d="M100 50L50 100L0 50L50 0Z""#), "\(svg)")
    }

    @Test func pathCallsArcsRectanglesAndAngles() throws {
        let source = """
            struct Badge: Shape {
                var inset: CGFloat = 2
                func path(in r: CGRect) -> Path {
                    var p = Path()
                    let a: Angle = .degrees(90)
                    p.addArc(center: CGPoint(x: r.midX, y: r.midY), radius: r.width / 2, startAngle: .zero, endAngle: a, clockwise: true)
                    p.addArc(center: .zero, radius: 4, startAngle: .degrees(0), endAngle: .radians(Double.pi))
                    p.addRect(r)
                    p.addEllipse(in: CGRect(x: inset, y: inset, width: r.size.width - 2 * inset, height: 10))
                    p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerSize: CGSize(width: 3, height: 3))
                    p.addLines([.zero, CGPoint(x: 5, y: a.degrees)])
                    return p
                }
            }
            struct V: View {
                var body: some View { Badge(inset: 4) }
            }
            """
        let translation = try SwiftImport.translate(source)
        #expect(translation.warnings.isEmpty)
        #expect(translation.scene["shapes"]?.compactText == #"""
            {"Badge": {"params": {"inset": 2}, "path": [{"let": {"a": "(90) * pi / 180"}}, \#
            {"addArc": {"center": ["rect.midX", "rect.midY"], "radius": "rect.width / 2", "startAngle": {"radians": "(0) * pi / 180"}, "endAngle": {"radians": "a"}, "clockwise": true}}, \#
            {"addArc": {"center": [0, 0], "radius": 4, "startAngle": {"radians": "(0) * pi / 180"}, "endAngle": {"radians": "pi"}}}, \#
            {"addRect": [0, 0, "rect.width", "rect.height"]}, \#
            {"addEllipse": {"in": ["inset", "inset", "rect.width - 2 * inset", 10]}}, \#
            {"addRoundedRect": {"in": [0, 0, 20, 10], "cornerSize": [3, 3]}}, \#
            {"move": {"to": [0, 0]}}, {"addLine": {"to": [5, "(a * 180 / pi)"]}}]}}
            """#)
        _ = try SwiftImport.checkedScene(source, options: ImportOptions()) { ImportTestSupport.renderer.check($0) }
    }

    @Test func shapeDiagnostics() throws {
        let view = "\nstruct V: View {\n    var body: some View { S() }\n}"
        // The seed's "more dazzling" variant draws with a recursive helper function.
        #expect(ImportTestSupport.diagnostics("""
            struct S: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    return path
                }
                func drawVertexLines(path: inout Path, vertexs: [CGPoint], n: Int) {}
            }
            """ + view) == ["6:10: error: function 'drawVertexLines' in shape 'S' is not supported; Zoetrope imports stored number properties, 'animatableData' and 'path(in:)' (write the helper's drawing inside 'path(in:)' with 'for' and 'if')"])
        #expect(ImportTestSupport.diagnostics("""
            struct S: Shape {
                var label: String
                func path(in rect: CGRect) -> Path {
                    Path { p in p.move(to: .zero) }
                }
            }
            """ + view) == [
                "2:9: error: shape property 'label' of type 'String' is not supported; a shape's properties are numbers (Double, CGFloat, Int)",
                "4:9: error: 'Path { p in p.move(to: .zero) }' is not supported in path(in:); write 'let', 'for', 'if' and calls on the Path (path.move(to:), addLine(to:), addArc(…), closeSubpath(), …)",
            ])
        #expect(ImportTestSupport.diagnostics("""
            struct S: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    let c = CGPoint(x: 1, y: 2)
                    for i in stride(from: 0, to: 4, by: 2) { path.move(to: c) }
                    path.addLine(to: CGPoint(x: c, y: rect))
                    path.addArc(tangent1End: c, tangent2End: c, radius: 3)
                    return path
                }
            }
            """ + view) == [
                "5:18: error: path(in:) loops over a range of integers: 'for i in 0..<n { … }' (no 'where', no stride)",
                "6:37: error: 'c' is a point; write 'c.x' or 'c.y'",
                "6:43: error: 'rect' is the shape's rectangle; write 'rect.width', 'rect.midX', …",
                "7:9: error: 'path.addArc(tangent1End:tangent2End:radius:)' is not supported; Zoetrope's paths have move(to:), addLine(to:), addQuadCurve(to:control:), addCurve(to:control1:control2:), addArc(center:radius:startAngle:endAngle:clockwise:), addRect(_:), addRoundedRect(in:cornerSize:), addEllipse(in:), addLines(_:) and closeSubpath()",
            ])
        // strokedPath (seed 001's ClockShape) takes one StrokeStyle.
        #expect(ImportTestSupport.diagnostics("""
            struct S: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: .zero)
                    path = path.strokedPath(3)
                    return path
                }
            }
            """ + view) == ["5:16: error: strokedPath takes one StrokeStyle(…): 'strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))'"])
        // `path = path.strokedPath(style)` is the format's strokedPath element without "path".
        let stroked = try ImportTestSupport.json("""
            struct S: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: .zero)
                    path = path.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))
                    return path
                }
            }
            """ + view)
        #expect(stroked.contains(#"{"strokedPath": {"style": {"lineWidth": 3, "lineCap": "round"}}}"#))
        #expect(ImportTestSupport.diagnostics("""
            struct S: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: .zero)
                    path = path.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))
                    return path
                }
            }
            """ + view) == [])
    }
}
