import Scene
import Testing
import Views

/// `{"type": "Image", "systemName": …}` and `imageScale`.
@Suite struct SymbolDecodingTests {
    @Test func systemNameDecodesToTheSymbolsGlyph() throws {
        let scene = try decodeScene(sceneJSON(body: #"{"type": "Image", "systemName": "heart.fill"}"#))
        guard case .symbol(let glyph) = scene.body.kind else {
            Issue.record("not a symbol: \(scene.body.kind)")
            return
        }
        #expect(glyph.name == "heart.fill")
        #expect(!glyph.outline.isEmpty)
        #expect(scene.body.typeName == "Image")
    }

    @Test func anUnknownNameNamesItsPathAndTheNearestNames() throws {
        // Edit distances: cart.fill 1, heart.fill 1, car.fill 2 (ties alphabetical).
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "VStack", "children": [{"type": "Image", "systemName": "hart.fill"}]}"#)))
        #expect(error.primary.path == "/body/children/0/systemName")
        #expect(error.primary.code == "unknown_symbol")
        #expect(
            error.primary.message
                == "unknown system symbol 'hart.fill'; docs/symbols.md lists the 306 known names; nearest: 'cart.fill', 'heart.fill', 'car.fill'")
        let far = try #require(sceneError(sceneJSON(body: #"{"type": "Image", "systemName": "qqqqqqqqqqqqqqqqqqqq"}"#)))
        #expect(far.primary.message == "unknown system symbol 'qqqqqqqqqqqqqqqqqqqq'; docs/symbols.md lists the 306 known names")
    }

    @Test func systemNameMustBeAString() throws {
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "Image", "systemName": 3}"#)))
        #expect(error.primary.path == "/body/systemName")
        #expect(error.primary.code == "type_mismatch")
    }

    @Test func nameAndSystemNameTogetherAreRefused() throws {
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "Image", "systemName": "star", "name": "p"}"#)))
        #expect(error.primary.path == "/body")
        #expect(error.primary.message == "an Image takes name or systemName, not both")
    }

    @Test func imageScaleIsAnEnvironmentModifier() throws {
        let modifiers = try decodedModifiers(#"[{"imageScale": "large"}]"#, view: #""type": "Image", "systemName": "star""#)
        #expect(modifiers == [.imageScale(.constant(.large))])
        let error = try #require(modifierError(#"[{"imageScale": "huge"}]"#))
        #expect(error.path == "/body/modifiers/0/imageScale")
    }

    @Test func symbolRenderingModeIsAnEnvironmentModifier() throws {
        for mode in SymbolRenderingMode.allCases {
            let modifiers = try decodedModifiers(#"[{"symbolRenderingMode": "\#(mode.rawValue)"}]"#, view: #""type": "Image", "systemName": "star""#)
            #expect(modifiers == [.symbolRenderingMode(.constant(mode))])
        }
        let error = try #require(modifierError(#"[{"symbolRenderingMode": "colourful"}]"#))
        #expect(error.path == "/body/modifiers/0/symbolRenderingMode")
        #expect(error.message == "unknown symbol rendering mode 'colourful'")
    }

    @Test func checkReportsEveryUnknownSymbol() {
        let diagnostics = sceneDiagnostics(
            sceneJSON(body: #"{"type": "HStack", "children": [{"type": "Image", "systemName": "sparkle"}, {"type": "Image", "systemName": "stra"}]}"#))
        #expect(diagnostics.map(\.path) == ["/body/children/0/systemName", "/body/children/1/systemName"])
        #expect(diagnostics.first?.message.hasSuffix("nearest: 'sparkles'") == true)
    }
}

/// `symbolVariant`: the suffix SF Symbols names take, merged with the name's own.
@Suite struct SymbolVariantTests {
    @Test func variantsApplyToNamesAsSFSymbolsWritesThem() {
        #expect(SymbolVariants(fill: true).applied(to: "heart") == "heart.fill")
        #expect(SymbolVariants(enclosure: .circle, fill: true).applied(to: "person") == "person.circle.fill")
        #expect(SymbolVariants(slash: true).applied(to: "bell.fill") == "bell.slash.fill")
        #expect(SymbolVariants(fill: true).applied(to: "person.crop.circle") == "person.crop.circle.fill")
        #expect(SymbolVariants(fill: true).applied(to: "heart.fill") == "heart.fill")
        #expect(SymbolVariants.none.applied(to: "heart") == "heart")
    }

    @Test func decodesEveryCombinationByName() throws {
        #expect(SymbolVariants.allVariants.count == 16)
        let modifiers = try decodedModifiers(#"[{"symbolVariant": "slash.circle.fill"}]"#, view: #""type": "Image", "systemName": "star""#)
        #expect(modifiers == [.symbolVariant(.constant(SymbolVariants(slash: true, enclosure: .circle, fill: true)))])
        let error = try #require(modifierError(#"[{"symbolVariant": "filled"}]"#))
        #expect(error.path == "/body/modifiers/0/symbolVariant")
        #expect(error.message.hasPrefix("unknown symbol variant 'filled'"), "\(error.message)")
        // As in Swift, the parts come in any order; expressions pick one-word variants.
        #expect(SymbolVariants(dotted: "fill.circle") == SymbolVariants(enclosure: .circle, fill: true))
        #expect(SymbolVariants(dotted: "circle.square") == nil && SymbolVariants(dotted: "fill.fill") == nil && SymbolVariants(dotted: "") == nil)
        let dynamic = try decodedModifiers(#"[{"symbolVariant": "on ? fill : none"}]"#, view: #""type": "Image", "systemName": "star""#, state: #"{"on": true}"#)
        #expect(dynamic.count == 1)
    }
}
