import Views

extension Typesetter {
    struct FallbackChoiceKey: Hashable, Sendable {
        var scalar: Unicode.Scalar
        var face: FontFace
        var custom: CustomFont?
        var variant: CJKVariant
        /// Whether the grapheme asks for text presentation (U+FE0E).
        var textPresentation = false
    }

    /// A ``FontCatalog`` entry, or nil for the text's DejaVu face.
    struct FallbackChoice: Sendable {
        var entry: Int?
    }

    /// Shapes `word` itemised by face and bidi level: each grapheme goes to the first face that
    /// has it (see ``choice(for:previous:primary:face:variant:)``) and each run of graphemes
    /// sharing a face and a level is shaped on its own, right to left at odd levels (so its
    /// glyphs come out in visual order). Runs stay in logical order; clusters stay UTF-8
    /// offsets into `word`.
    func shapeWithFallback(
        _ word: String, face faceName: FontFace, custom: CustomFont? = nil, variant: CJKVariant, levels bidiRuns: [BidiRun] = [],
        features: ShapingFeatures = []
    ) -> ShapedRun {
        let customPrimary = custom.flatMap(customFace)
        let primary = customPrimary ?? face(faceName)
        let custom = customPrimary == nil ? nil : custom
        // Left-to-right Latin, Greek and Cyrillic below U+0530 are DejaVu's: no itemising needed.
        if bidiRuns.isEmpty, word.unicodeScalars.allSatisfy({ $0.value < 0x0530 && (custom == nil || primary.covers($0)) }) {
            return primary.shape(word, features: features)
        }
        let levels = bidiRuns.levels(count: word.count)

        var glyphs: [ShapedGlyph] = []
        var runStart = word.startIndex, runFace: Int?? = .none, runLevel: UInt8 = 0
        func shapeRun(upTo end: String.Index) {
            guard case .some(let entry) = runFace, runStart < end else { return }
            let shaper = entry.flatMap { FontCatalog.shared.face(at: $0) } ?? primary
            let offset = word.utf8.distance(from: word.startIndex, to: runStart)
            let rightToLeft: Bool? = bidiRuns.isEmpty ? nil : runLevel % 2 == 1
            for (position, shapedGlyph) in shaper.shape(String(word[runStart..<end]), rightToLeft: rightToLeft, features: features).glyphs.enumerated() {
                var glyph = shapedGlyph
                glyph.cluster += offset
                glyph.fallback = entry
                glyph.level = runLevel
                glyph.startsRun = position == 0
                glyphs.append(glyph)
            }
        }
        var index = word.startIndex
        for (position, character) in word.enumerated() {
            let chosen = choice(
                for: character, previous: runFace ?? nil, primary: primary, face: faceName, custom: custom, variant: variant)
            if case .some(let current) = runFace, current == chosen, levels[position] == runLevel {
                // Same face and level: the run goes on.
            } else {
                shapeRun(upTo: index)
                runStart = index
                runFace = .some(chosen)
                runLevel = levels[position]
            }
            index = word.index(after: index)
        }
        shapeRun(upTo: word.endIndex)
        return ShapedRun(glyphs: glyphs)
    }

    /// The face for one grapheme: nil for the DejaVu face, else a ``FontCatalog`` entry.
    ///
    /// - Latin, Greek, Cyrillic and script-less characters: DejaVu when it has them all, else
    ///   the previous grapheme's fallback face when that has them, else the catalogue's ranking.
    /// - Combining marks and joiners on their own: the previous grapheme's face when it has them.
    /// - Han, kana, Hangul, Bopomofo and CJK punctuation: Noto CJK in the locale's form, then
    ///   DejaVu, then the ranking.
    /// - Any other script: the ranking (Noto first), then DejaVu.
    ///
    /// When no face has the character it is drawn with DejaVu (its missing-glyph box).
    /// With a scene's font as `primary` (`custom`), the DejaVu `face` comes first among the
    /// fallbacks for characters that font lacks.
    func choice(
        for character: Character, previous: Int?, primary: HarfBuzzFace, face: FontFace, custom: CustomFont? = nil, variant: CJKVariant
    ) -> Int? {
        let scalars = Array(character.unicodeScalars.lazy.filter { !Self.isIgnorable($0) })
        guard let first = scalars.first else { return previous }
        let presentation = Self.presentation(of: character)
        // A scene's font draws what it has, emoji included (its own colour glyphs, if any).
        if custom != nil, scalars.allSatisfy(primary.covers) { return nil }
        // Emoji-presentation characters, and emoji followed by U+FE0F (❤️), are colour emoji
        // first, whatever face has them in outline; U+FE0E (⌚︎) asks for the text glyph.
        if presentation != .text, FontCatalog.Entry.isColorEmoji(first) || (presentation == .emoji && first.properties.isEmoji),
            let color = FontCatalog.shared.colorEntry,
            scalars.allSatisfy(FontCatalog.shared.entries[color].hasGlyph), FontCatalog.shared.face(at: color) != nil
        {
            return color
        }
        let textPresentation = presentation == .text
        /// The previous grapheme's face, unless it is the colour face and this one asks for text.
        let previous = previous.flatMap { textPresentation && FontCatalog.shared.entries[$0].isColor ? nil : $0 }
        let scriptClass = FontCatalog.ScriptClass(first)
        if scriptClass == .dejaVu || scriptClass == .inherited {
            if scriptClass == .inherited, let previous, FontCatalog.shared.entries[previous].covers(first) { return previous }
            if scalars.allSatisfy(primary.covers) { return nil }
            if let previous, scalars.allSatisfy(FontCatalog.shared.entries[previous].covers) { return previous }
        }
        if scalars.count == 1, custom == nil {
            let key = FallbackChoiceKey(scalar: first, face: face, custom: custom, variant: variant, textPresentation: textPresentation)
            return fallbackChoices.value(for: key) {
                FallbackChoice(
                    entry: contextFreeChoice(
                        scalars, scriptClass: scriptClass, primary: primary, face: face, custom: custom, variant: variant,
                        textPresentation: textPresentation))
            }.entry
        }
        return contextFreeChoice(
            scalars, scriptClass: scriptClass, primary: primary, face: face, custom: custom, variant: variant, textPresentation: textPresentation)
    }

    /// How a grapheme asks to be presented: by a variation selector 16 (emoji) or 15 (text).
    enum Presentation {
        case unspecified, emoji, text
    }

    /// The presentation a grapheme's variation selector asks for (the first of U+FE0E, U+FE0F).
    static func presentation(of character: Character) -> Presentation {
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { return .emoji }
            if scalar.value == 0xFE0E { return .text }
        }
        return .unspecified
    }

    private func contextFreeChoice(
        _ scalars: [Unicode.Scalar], scriptClass: FontCatalog.ScriptClass, primary: HarfBuzzFace, face: FontFace, custom: CustomFont?,
        variant: CJKVariant, textPresentation: Bool = false
    ) -> Int? {
        let catalog = FontCatalog.shared
        let style = FaceStyle(face)
        let primaryCovers = scalars.allSatisfy(primary.covers)
        if custom != nil, !primaryCovers, scriptClass != .cjk, let dejaVu = catalog.indexByFace[FallbackFaceKey(path: self.face(face).path, index: 0)],
            scalars.allSatisfy(catalog.entries[dejaVu].covers), catalog.face(at: dejaVu) != nil
        {
            return dejaVu
        }
        var found: Int?
        switch scriptClass {
        case .cjk:
            found = catalog.firstCovering(scalars, in: catalog.cjkFaces(for: style, variant: variant), textPresentation: textPresentation)
            if found == nil, primaryCovers { return nil }
            found = found ?? catalog.firstCovering(scalars, in: catalog.ranking(for: style), textPresentation: textPresentation)
        case .dejaVu, .inherited:
            if primaryCovers { return nil }
            found = catalog.firstCovering(scalars, in: catalog.ranking(for: style), textPresentation: textPresentation)
        case .other:
            found = catalog.firstCovering(scalars, in: catalog.ranking(for: style), textPresentation: textPresentation)
        }
        guard let found, catalog.face(at: found) != nil else { return nil }
        return found
    }

    /// Joiners and variation selectors: they pick no face of their own.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: true
        default: false
        }
    }
}
