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
}
