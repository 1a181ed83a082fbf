import Geometry
import Testing

@testable import Scene

/// Colour names are found by their tags (`ColorSyntax.isName(identifier:)`), and the byte test
/// of a literal (`looksLikeLiteral` of ASCII text) answers as its definition says: after spaces
/// are trimmed, a `#`, `rgb(`, `rgba(` or `hsb(` start, or a `)` end with `.opacity(` in it.
@Suite struct ColorNameTableTests {
    @Test func everyNameAndNothingElse() {
        for name in Color.systemColors.keys {
            #expect(ColorSyntax.isName(identifier: name), "\(name)")
            // One byte changed, one added, one taken away: not names (no system colour is one
            // edit from another of these forms).
            #expect(!ColorSyntax.isName(identifier: name + "x"))
            #expect(!ColorSyntax.isName(identifier: String(name.dropLast())))
            #expect(!ColorSyntax.isName(identifier: name.uppercased()))
        }
        #expect(!ColorSyntax.isName(identifier: "a"))
        // Longer than a tag holds (sixteen bytes): looked up in the dictionary.
        #expect(!ColorSyntax.isName(identifier: "aVeryLongIdentifierIndeed"))
    }

    @Test func literalsByTheirBytes() {
        #expect(ColorSyntax.looksLikeLiteral("#fff"))
        #expect(ColorSyntax.looksLikeLiteral("  rgb(1, 2, 3)  "))
        #expect(ColorSyntax.looksLikeLiteral("rgba(1, 2, 3, 0.5)"))
        #expect(ColorSyntax.looksLikeLiteral("hsb(0.5, 1, 1)"))
        #expect(ColorSyntax.looksLikeLiteral("red.opacity(0.5)"))
        #expect(ColorSyntax.looksLikeLiteral(" blue.opacity(on ? 1 : 0) "))
        #expect(!ColorSyntax.looksLikeLiteral("on ? red : blue"))
        #expect(!ColorSyntax.looksLikeLiteral("red.opacity(0.5"))
        #expect(!ColorSyntax.looksLikeLiteral("rgb"))
        #expect(!ColorSyntax.looksLikeLiteral(")"))
        #expect(!ColorSyntax.looksLikeLiteral(""))
        // A tab is not a trimmed space, in the byte test and in the character one alike.
        #expect(!ColorSyntax.looksLikeLiteral("\t#fff"))
        // Beyond ASCII the character test answers.
        #expect(ColorSyntax.looksLikeLiteral("#ｆｆｆ"))
        #expect(!ColorSyntax.looksLikeLiteral("é.opacity(1"))
    }
}
