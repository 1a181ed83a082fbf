import Geometry
import Views

extension Typesetter {
    /// Lays `text` out in lines no wider than `maxWidth` (nil or infinite: no wrapping).
    ///
    /// Lines are `lineHeight` apart plus `lineSpacing`; the first baseline is at the ascent.
    /// The size is the widest line (trailing spaces not counted) by the lines' total height;
    /// empty text is one empty line (zero width, one line high). With a `lineLimit` that cuts
    /// text, the last kept line is refilled with the rest of its paragraph and cut between
    /// graphemes so that it and a trailing "…" fit (see `Typesetter+Styling.swift` for
    /// tightening, shrinking and the other truncation modes).
    public func layout(_ text: ResolvedText, maxWidth: Double?) -> TextLayout {
        guard text.string.utf8.count <= Self.longestCachedText, !text.usesSceneFont else {
            return makeLayout(text, maxWidth: maxWidth)
        }
        return layouts.value(for: LayoutKey(text, maxWidth: maxWidth)) { makeLayout(text, maxWidth: maxWidth) }
    }

    /// `prepared`'s cache key without the width, made once for every width it is laid out at;
    /// none for a text that is not cached.
    public func prepare(_ text: ResolvedText) -> PreparedText {
        guard text.string.utf8.count <= Self.longestCachedText, !text.usesSceneFont else { return PreparedText(text) }
        return PreparedText(text, measurerKey: LayoutKey.Text(text))
    }

    /// `layout(_:maxWidth:)` of a prepared text. After a hit the prepared text keeps the cache's
    /// own key text, equal to its own, so that its other widths are found by identity.
    public func layout(_ prepared: PreparedText, maxWidth: Double?) -> TextLayout {
        guard let text = prepared.measurerKey as? LayoutKey.Text else { return layout(prepared.text, maxWidth: maxWidth) }
        let (key, layout) = layouts.entry(for: LayoutKey(text, maxWidth: maxWidth)) { makeLayout(prepared.text, maxWidth: maxWidth) }
        if key.keepsOwnLineLimit { prepared.measurerKey = key.text }
        return layout
    }

    /// `layout(_:maxWidth:)` of the prepared text with `lineLimit` in place of its own: its key
    /// is the prepared key's text with that limit in place of its own, neither the string hashed
    /// again nor the text copied.
    public func layout(_ prepared: PreparedText, lineLimit: Int, maxWidth: Double?) -> TextLayout {
        guard let text = prepared.measurerKey as? LayoutKey.Text else {
            return layout(prepared.text.withLineLimit(lineLimit), maxWidth: maxWidth)
        }
        return layouts.value(for: LayoutKey(text, lineLimit: lineLimit, maxWidth: maxWidth)) {
            makeLayout(prepared.text.withLineLimit(lineLimit), maxWidth: maxWidth)
        }
    }

    /// One layout attempt and whether it had to cut text (an ellipsis, or a word broken
    /// between lines).
    struct Attempt {
        var layout: TextLayout
        var isCut: Bool
    }

    /// Lays `text` out at font size `fontSize` with `tightening` points taken from the tracking.
    func attempt(_ text: ResolvedText, maxWidth: Double?, fontSize requestedSize: Double, tightening: Double = 0) -> Attempt {
        let styling = text.styling
        let faceName = FontFace.forFont(text.font)
        let face = face(faceName)
        let custom = text.font.custom.flatMap { customFace($0) == nil ? nil : $0 }
        let fontSize = Self.validSize(requestedSize)
        let scale = fontSize / Double(face.unitsPerEm)
        var font = text.font
        font.size = fontSize
        let metrics = metrics(for: font)
        let variant = CJKVariant(locale: text.locale)
        func units(_ points: Double) -> Int {
            guard scale > 0, points.isFinite else { return 0 }
            return Int((points / scale).rounded())
        }
        let kerning = units(styling.kerning), tracking = units(styling.tracking - tightening)
        var features: ShapingFeatures = []
        if tracking != 0 { features.insert(.noLigatures) }
        if styling.monospacedDigit { features.insert(.tabularDigits) }
        func spaced(_ run: ShapedRun) -> ShapedRun { run.spaced(kerning: kerning, tracking: tracking) }
        let rich = text.runs.isEmpty ? nil : RichRuns(text.runs, base: text.font, fontSize: fontSize, customFace: { self.customFace($0) != nil })
        let breaker = LineBreaker(
            limit: Self.limit(maxWidth: maxWidth, scale: scale),
            spaceAdvance: shaped(" ", face: faceName, custom: custom).advance + kerning + tracking,
            trailing: tracking,
            shape: { piece in
                guard let rich else {
                    return spaced(self.shaped(piece.word, face: faceName, custom: custom, variant: variant, levels: piece.levels, features: features))
                }
                return spaced(self.shapeRich(piece, runs: rich, base: faceName, custom: custom, variant: variant, features: features))
            })
        let maxLines = text.lineLimit.map { max(1, $0) }

        var drafts: [LineDraft] = []
        var isCut = false
        let paragraphs =
            rich == nil
            ? TextPiece.paragraphs(of: text.string, locale: text.locale, direction: text.layoutDirection)
            : Self.richParagraphs(of: text.string, locale: text.locale, direction: text.layoutDirection)
        for (index, pieces) in paragraphs.enumerated() {
            let remaining = maxLines.map { $0 - drafts.count }
            let lines = breaker.lines(of: pieces, maxLines: remaining)
            let isLast = index == paragraphs.count - 1
            if let remaining, lines.count > remaining || (lines.count == remaining && !isLast) {
                drafts += lines[..<(remaining - 1)].map(\.draft)
                var ellipsis = spaced(shaped("\u{2026}", face: faceName, custom: custom))
                if rich != nil { ellipsis.glyphs = ellipsis.glyphs.map { var glyph = $0; glyph.source = -1; return glyph } }
                drafts.append(
                    breaker.truncatedLine(
                        of: pieces, from: lines[remaining - 1].start, ellipsis: ellipsis, mode: styling.truncationMode))
                isCut = true
                break
            }
            isCut = isCut || lines.contains(where: \.splitsWord)
            drafts += lines.map(\.draft)
        }

        drafts = drafts.map { $0.visuallyOrdered() }
        let widths = drafts.map { Double($0.hasContent ? $0.advance - tracking : 0) * scale }
        let width = widths.max() ?? 0
        let raise = styling.baselineOffset.isFinite ? styling.baselineOffset : 0
        var ascent = metrics.ascent, descent = metrics.descent
        for (run, style) in zip(rich?.runs ?? [], rich?.styles ?? []) {
            var runFont = run.font
            runFont.size = style.fontSize
            let runMetrics = self.metrics(for: runFont)
            ascent = max(ascent, runMetrics.ascent)
            descent = max(descent, runMetrics.descent)
        }
        let lineHeight = ascent + descent + metrics.lineGap + abs(raise)
        let pitch = lineHeight + text.lineSpacing
        var fallbackFaces: [FallbackFace] = [], slots: [Int: Int] = [:], customSlots: [CustomSlotKey: Int] = [:]
        /// A glyph's face: a catalogue entry, else its run's scene font, else the text's.
        func slot(_ entry: Int?, style: Int?) -> Int? {
            guard let entry else {
                guard let font = style.map({ rich?.customs[$0] }) ?? custom else { return nil }
                let synthesis = synthesis(for: style.flatMap { rich?.runs[$0].font } ?? text.font, custom: font)
                let key = CustomSlotKey(font: font, synthesis: synthesis)
                if let slot = customSlots[key] { return slot }
                customSlots[key] = fallbackFaces.count
                var face = FallbackFace(path: "", index: 0, family: font.family, custom: font)
                face.synthesis = synthesis
                face.isColor = customFace(font)?.hasColorBitmaps ?? false
                fallbackFaces.append(face)
                return fallbackFaces.count - 1
            }
            if let slot = slots[entry] { return slot }
            let catalogEntry = FontCatalog.shared.entries[entry]
            slots[entry] = fallbackFaces.count
            var fallbackFace = FallbackFace(path: catalogEntry.face.path, index: catalogEntry.face.index, family: catalogEntry.family)
            fallbackFace.isColor = catalogEntry.isColor
            fallbackFaces.append(fallbackFace)
            return fallbackFaces.count - 1
        }
        let lines = drafts.indices.map { index in
            TextLine(
                string: drafts[index].text,
                x: Self.offset(of: widths[index], in: width, alignment: text.alignment, direction: text.layoutDirection),
                baseline: ascent + max(0, raise) + Double(index) * pitch,
                width: widths[index],
                glyphs: drafts[index].glyphs.map {
                    PositionedGlyph(
                        glyph: $0.id, x: Double($0.x) * scale, y: -Double($0.y) * scale - raise, fallback: slot($0.fallback, style: $0.style),
                        style: $0.style)
                },
                segments: rich == nil ? [] : Self.segments(of: drafts[index], in: text.string, scale: scale))
        }
        let height = Double(lines.count) * lineHeight + Double(max(0, lines.count - 1)) * text.lineSpacing
        var layout = TextLayout(
            size: Size(width: width, height: height), lines: lines, face: faceName, fontSize: fontSize, fallbackFaces: fallbackFaces)
        if styling.underline != nil || styling.strikethrough != nil {
            // A scene's font has its own units per em.
            let decorationFace = custom.flatMap(customFace) ?? face
            layout.decorations = decorations(
                of: lines, styling: styling, metrics: decorationFace.decorationMetrics(), scale: fontSize / Double(decorationFace.unitsPerEm))
        }
        if let rich {
            layout.styles = rich.styles
            layout.decorations += richDecorations(of: lines, drafts: drafts, runs: rich, raise: raise, scale: scale)
        }
        layout.letterSpacing = Double(kerning + tracking) * scale
        layout.baselineOffset = raise
        return Attempt(layout: layout, isCut: isCut)
    }

    /// A scene's font as one glyph face: the font and what it fakes.
    struct CustomSlotKey: Hashable {
        var font: CustomFont
        var synthesis: FontSynthesis
    }

    /// `maxWidth` in font units with a little slack, so that a width measured here and proposed
    /// back after some arithmetic still fits; nil when unbounded.
    static func limit(maxWidth: Double?, scale: Double) -> Double? {
        guard let maxWidth, maxWidth.isFinite, scale > 0 else { return nil }
        return (max(0, maxWidth) + 1e-6) / scale
    }

    /// Where a line starts: leading and trailing are the left and right edges, swapped when
    /// the layout direction is right to left.
    static func offset(of lineWidth: Double, in width: Double, alignment: TextAlignment, direction: LayoutDirection = .leftToRight) -> Double {
        switch (alignment, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): 0
        case (.center, _): (width - lineWidth) / 2
        case (.trailing, .leftToRight), (.leading, .rightToLeft): width - lineWidth
        }
    }
}
