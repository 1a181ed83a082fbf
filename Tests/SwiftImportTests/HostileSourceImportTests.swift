import Cancellation
import SwiftImport
import Testing

/// Sources written to make the importer (which runs on the HTTP server) recurse without end or
/// build without bound: each stops with a diagnostic at file:line:column instead.
@Suite struct HostileSourceImportTests {
    static func errors(_ source: String, maxViews: Int? = nil) -> [String] {
        var options = ImportOptions()
        options.maxViews = maxViews
        return ImportTestSupport.diagnostics(source, options)
    }

    /// A scalar VectorArithmetic type whose two-argument initializer makes a value of itself.
    static let selfMakingScalar = """
        struct T: VectorArithmetic {
            var a: Double
            init(_ x: Double) { self.a = x }
            init(_ a: Double, _ b: Double) { self.a = T(a, b) }
            func g() -> Double { a }
            static func + (lhs: T, rhs: T) -> T { T(lhs.g() + rhs.g()) }
        }

        struct V: View {
            @State private var t = T(1, 2)
            var body: some View { Text("x") }
        }
        """

    @Test func aScalarTypeWhoseInitializerMakesItselfIsAnError() {
        // T(1, 2) on line 10 reads the initializer, whose T(a, b) (line 4, column 48) is the loop.
        #expect(Self.errors(Self.selfMakingScalar) == ["4:47: error: 'T' uses itself"])
    }

    /// A scalar type whose number method makes a value of itself.
    static let selfMakingNumber = """
        struct T: VectorArithmetic {
            var a: Double
            init(_ x: Double) { self.a = x }
            init(_ a: Double, _ b: Double) { self.a = b }
            func g() -> Double { a + T(a, a) }
            static func + (lhs: T, rhs: T) -> T { T(lhs.g() + rhs.g()) }
        }

        struct V: View {
            @State private var t = T(1, 2)
            var body: some View { Text("x") }
        }
        """

    @Test func aScalarTypeWhoseNumberMakesItselfIsAnError() {
        #expect(Self.errors(Self.selfMakingNumber) == ["5:30: error: 'T' uses itself"])
    }

    /// A data struct whose field's default is a value of itself.
    static let selfDefaultingData = """
        struct A {
            var n = 1
            var b = A()
        }

        struct V: View {
            @State private var a = A(n: 2)
            var body: some View { Text("x") }
        }
        """

    @Test func aDataStructDefaultingToItselfIsAnError() {
        #expect(Self.errors(Self.selfDefaultingData) == ["3:13: error: 'A' uses itself"])
    }

    /// Two data structs whose defaults are values of each other.
    static let mutuallyDefaultingData = """
        struct A {
            var b = B()
        }
        struct B {
            var a = A()
        }

        struct V: View {
            let a: A
            var body: some View { Text("x") }
        }
        """

    @Test func dataStructsDefaultingToEachOtherAreAnError() {
        #expect(Self.errors(Self.mutuallyDefaultingData) == ["5:13: error: 'A' uses itself"])
    }

    /// Data structs of two fields of the one before: D20() would be 2^20 objects.
    static var doublingData: String {
        var source = "struct D0 {\n    var n = 1\n}\n"
        for level in 1...20 {
            source += "struct D\(level) {\n    var l = D\(level - 1)()\n    var r = D\(level - 1)()\n}\n"
        }
        return source + """
            struct V: View {
                @State private var d = D20()
                var body: some View { Text("x") }
            }
            """
    }

    @Test func dataValuesCountAgainstTheNodeLimit() {
        // A value counts its object and its fields: D20() would be millions of nodes; only
        // the limit is reported.
        let errors = Self.errors(Self.doublingData, maxViews: 100)
        // Values are counted depth first: the D0() that passes 100 is a D1's `r` (line 6).
        #expect(errors == ["6:13: error: the value makes more nodes than the limit of 100 (limits.maxNodes) [limit_exceeded]"])
    }

    /// A ViewModifier that puts its content in twice, applied 40 times: 2^40 Texts.
    static let doublingModifier = """
        struct Twice: ViewModifier {
            func body(content: Content) -> some View {
                VStack {
                    content
                    content
                }
            }
        }

        struct V: View {
            var body: some View {
                Text("x").modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice()).modifier(Twice())
            }
        }
        """

    @Test func copiesOfAModifiersContentCountAgainstTheViewLimit() {
        // The second `content` (line 5, column 13) copies the views made so far; after a few
        // applications the copies pass 100 and the translation stops there.
        #expect(Self.errors(Self.doublingModifier, maxViews: 100) == [
            "5:13: error: the source's 'content' copies more views than the limit of 100 (limits.maxNodes) [limit_exceeded]"
        ])
    }

    /// The same through an `extension View` method that writes `self` twice.
    static let doublingExtension = """
        extension View {
            func twice() -> some View {
                HStack {
                    self
                    self
                }
            }
        }

        struct V: View {
            var body: some View {
                Text("x").twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice().twice()
            }
        }
        """

    @Test func copiesOfAnExtensionsSelfCountAgainstTheViewLimit() {
        #expect(Self.errors(Self.doublingExtension, maxViews: 100) == [
            "5:13: error: the source's 'self' copies more views than the limit of 100 (limits.maxNodes) [limit_exceeded]"
        ])
    }

    @Test func aModifierAppliedOnceFitsALimitAsLargeAsItsViews() throws {
        // Twice applied once writes the Text, the VStack and two `content`s, and copies one Text.
        let once = Self.doublingModifier.split(separator: "\n").map {
            $0.hasPrefix("        Text(\"x\")") ? "        Text(\"x\").modifier(Twice())" : String($0)
        }.joined(separator: "\n")
        #expect(throws: Never.self) { try ImportTestSupport.json(once, Self.limited(20)) }
    }

    static func limited(_ maxViews: Int) -> ImportOptions {
        var options = ImportOptions()
        options.maxViews = maxViews
        return options
    }

    /// Extension methods each passing `x + x` on: the argument's text doubles at each call.
    static let doublingArgument = """
        extension View {
            func f0(_ x: Double) -> some View { self.f1(x + x) }
            func f1(_ x: Double) -> some View { self.f2(x + x) }
            func f2(_ x: Double) -> some View { self.f3(x + x) }
            func f3(_ x: Double) -> some View { self.f4(x + x) }
            func f4(_ x: Double) -> some View { self.f5(x + x) }
            func f5(_ x: Double) -> some View { self.f6(x + x) }
            func f6(_ x: Double) -> some View { self.f7(x + x) }
            func f7(_ x: Double) -> some View { self.f8(x + x) }
            func f8(_ x: Double) -> some View { self.f9(x + x) }
            func f9(_ x: Double) -> some View { self.f10(x + x) }
            func f10(_ x: Double) -> some View { self.f11(x + x) }
            func f11(_ x: Double) -> some View { self.f12(x + x) }
            func f12(_ x: Double) -> some View { self.f13(x + x) }
            func f13(_ x: Double) -> some View { self.f14(x + x) }
            func f14(_ x: Double) -> some View { self.f15(x + x) }
            func f15(_ x: Double) -> some View { self.f16(x + x) }
            func f16(_ x: Double) -> some View { self.f17(x + x) }
            func f17(_ x: Double) -> some View { self.f18(x + x) }
            func f18(_ x: Double) -> some View { self.f19(x + x) }
            func f19(_ x: Double) -> some View { self.f20(x + x) }
            func f20(_ x: Double) -> some View { self.f21(x + x) }
            func f21(_ x: Double) -> some View { self.f22(x + x) }
            func f22(_ x: Double) -> some View { self.f23(x + x) }
            func f23(_ x: Double) -> some View { self.f24(x + x) }
            func f24(_ x: Double) -> some View { self.f25(x + x) }
            func f25(_ x: Double) -> some View { self.f26(x + x) }
            func f26(_ x: Double) -> some View { self.f27(x + x) }
            func f27(_ x: Double) -> some View { self.f28(x + x) }
            func f28(_ x: Double) -> some View { self.f29(x + x) }
            func f29(_ x: Double) -> some View { self.f30(x + x) }
            func f30(_ x: Double) -> some View { self.opacity(x) }
        }

        struct V: View {
            @State private var o = 1.0
            var body: some View {
                Text("x").f0(o)
            }
        }
        """

    @Test func anArgumentGrowingPastTheExpressionLimitIsAnError() {
        // x is `o` in f0, `(o + o)` (7 characters) in f1, 19 in f2, 43 in f3, 91 in f4, whose
        // `x + x` (line 6, column 49) is 185 characters: past 100.
        var options = ImportOptions()
        options.maxExpressionLength = 100
        #expect(ImportTestSupport.diagnostics(Self.doublingArgument, options) == [
            "6:49: error: this expression is 185 characters long with the values of its parameters put in, more than the limit of 100 (limits.maxExpressionLength) [limit_exceeded]"
        ])
    }

    /// AnyTransition templates each combining two of the one before: t30 is 2^30 expansions.
    static let doublingTransition = """
        extension AnyTransition {
            static var t0: AnyTransition { .opacity }
            static var t1: AnyTransition { .t0.combined(with: .t0) }
            static var t2: AnyTransition { .t1.combined(with: .t1) }
            static var t3: AnyTransition { .t2.combined(with: .t2) }
            static var t4: AnyTransition { .t3.combined(with: .t3) }
            static var t5: AnyTransition { .t4.combined(with: .t4) }
            static var t6: AnyTransition { .t5.combined(with: .t5) }
            static var t7: AnyTransition { .t6.combined(with: .t6) }
            static var t8: AnyTransition { .t7.combined(with: .t7) }
            static var t9: AnyTransition { .t8.combined(with: .t8) }
            static var t10: AnyTransition { .t9.combined(with: .t9) }
            static var t11: AnyTransition { .t10.combined(with: .t10) }
            static var t12: AnyTransition { .t11.combined(with: .t11) }
            static var t13: AnyTransition { .t12.combined(with: .t12) }
            static var t14: AnyTransition { .t13.combined(with: .t13) }
            static var t15: AnyTransition { .t14.combined(with: .t14) }
            static var t16: AnyTransition { .t15.combined(with: .t15) }
            static var t17: AnyTransition { .t16.combined(with: .t16) }
            static var t18: AnyTransition { .t17.combined(with: .t17) }
            static var t19: AnyTransition { .t18.combined(with: .t18) }
            static var t20: AnyTransition { .t19.combined(with: .t19) }
            static var t21: AnyTransition { .t20.combined(with: .t20) }
            static var t22: AnyTransition { .t21.combined(with: .t21) }
            static var t23: AnyTransition { .t22.combined(with: .t22) }
            static var t24: AnyTransition { .t23.combined(with: .t23) }
            static var t25: AnyTransition { .t24.combined(with: .t24) }
            static var t26: AnyTransition { .t25.combined(with: .t25) }
            static var t27: AnyTransition { .t26.combined(with: .t26) }
            static var t28: AnyTransition { .t27.combined(with: .t27) }
            static var t29: AnyTransition { .t28.combined(with: .t28) }
            static var t30: AnyTransition { .t29.combined(with: .t29) }
        }

        struct V: View {
            @State private var shown = false
            var body: some View {
                if shown {
                    Text("x").transition(.t30)
                }
            }
        }
        """

    @Test func customTransitionExpansionsCountAgainstTheNodeLimit() {
        // The expansions are counted depth first (t30, t29, …, t0, then back up): the one past
        // 100 is a `.t1` written in t2 (line 4, column 36), long before 2^30.
        #expect(Self.errors(Self.doublingTransition, maxViews: 100) == [
            "4:36: error: the source's custom transitions expand more times than the limit of 100 (limits.maxNodes) [limit_exceeded]"
        ])
    }

    /// `Array(repeating:count:)` makes its items in the scene: the count is bounded by
    /// `limits.maxGridColumns`.
    @Test func gridItemCountsPastTheColumnLimitAreAnError() {
        let source = """
            struct V: View {
                var body: some View {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 9)) { Text("x") }
                }
            }
            """
        var options = ImportOptions()
        options.maxGridColumns = 8
        #expect(ImportTestSupport.diagnostics(source, options) == [
            "3:75: error: 9 grid items are more than the limit of 8 (limits.maxGridColumns) [limit_exceeded]"
        ])
        options.maxGridColumns = 9
        #expect(throws: Never.self) { try ImportTestSupport.json(source, options) }
    }

    /// The server's render deadline stops the translation at its next view.
    @Test func aCancelledTranslationStopsAtTheFirstView() {
        let cancellation = RenderCancellation()
        cancellation.cancel()
        do {
            _ = try SwiftImport.translate(ViewLimitImportTests.source, cancellation: cancellation)
            Issue.record("a cancelled translation returned a scene")
        } catch {
            // The VStack on line 3, column 9 is the first view.
            #expect(error.diagnostics.map(\.description) == [
                "3:9: error: the translation was stopped here: its time is up (server.requestTimeoutSeconds) [render_timeout]"
            ])
        }
    }
}
