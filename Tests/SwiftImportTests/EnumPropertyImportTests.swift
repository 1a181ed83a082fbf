import SwiftImport
import Testing

/// An enum's computed properties that switch over `self`, read on a state of the enum's type,
/// and writes of a name that is not one of its cases.
@Suite struct EnumPropertyImportTests {
    static func source(_ action: String, modifier: String = ".scaleEffect(mode.scale)") -> String {
        """
        enum Mode {
            case a, b
            var scale: Double {
                switch self {
                case .a: 1
                case .b: 2
                }
            }
            var color: Color {
                switch self {
                case .a: return .red
                default: return .blue
                }
            }
        }

        struct Toggler: View {
            @State private var mode: Mode = .a
            var body: some View {
                Rectangle()
                    .fill(mode.color)
                    .frame(width: 20, height: 20)
                    \(modifier)
                    .onTapGesture { \(action) }
            }
        }
        """
    }

    @Test func aPropertyIsAChoiceOnTheState() throws {
        let source = Self.source("withAnimation(.linear(duration: 1)) { mode = .b }")
        let body = try SwiftImport.translate(source).scene["body"]
        #expect(body?["modifiers"]?.compactText
            == #"[{"fill": "(mode == 'a' ? red : blue)"}, {"frame": {"width": 20, "height": 20}}, {"scaleEffect": "(mode == 'a' ? 1 : 2)"}]"#)
        // Tapped at 0.5, linear over 1 s from 1 to 2: 1.5 at 1, 2 from 1.5 on.
        #expect(try ComponentTapImportTests.scales(source, taps: [("Rectangle", 0.5)], at: 0.5) == [1])
        let halfway = try ComponentTapImportTests.scales(source, taps: [("Rectangle", 0.5)], at: 1)
        #expect(halfway.count == 1 && abs(halfway[0] - 1.5) < 1e-9)
        #expect(try ComponentTapImportTests.scales(source, taps: [("Rectangle", 0.5)], at: 2) == [2])
    }

    static let tap = ImportOptions(taps: [.init(label: "Rectangle", time: 1)])

    @Test func aNameThatIsNoCaseIsAnError() {
        #expect(ImportTestSupport.diagnostics(Self.source("mode = .red"), Self.tap).first
            == "24:36: error: 'red' is not a case of enum 'Mode', the type of 'mode'; its cases are 'a', 'b'")
        #expect(ImportTestSupport.diagnostics(Self.source("mode = mode == .a ? .b : .c"), Self.tap).first
            == "24:54: error: 'c' is not a case of enum 'Mode', the type of 'mode'; its cases are 'a', 'b'")
        #expect(ImportTestSupport.diagnostics(Self.source("mode = .b", modifier: ".opacity(mode == .on ? 1 : 0.5)")).first
            == "23:30: error: 'on' is not a case of enum 'Mode', the type of 'mode'; its cases are 'a', 'b'")
    }

    @Test func anotherMemberOfTheEnumIsAnError() {
        #expect(ImportTestSupport.diagnostics(Self.source("mode = .b", modifier: ".opacity(mode.alpha)")).first
            == "23:22: error: 'alpha' of enum 'Mode' is not imported; Zoetrope reads the enum's computed properties that switch over self: 'var alpha: T { switch self { case .a: …; case .b: … } }'")
    }
}
