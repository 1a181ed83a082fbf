import CHarfBuzz
import Foundation

extension FontCatalog {
    /// How a character chooses its face.
    enum ScriptClass: Hashable, Sendable {
        /// Latin, Greek, Cyrillic and characters of no one script: the DejaVu face first.
        case dejaVu
        /// Han, kana, Hangul, Bopomofo and CJK punctuation: Noto CJK in the locale's form first.
        case cjk
        /// Every other script: the catalogue's ranking (Noto first), then DejaVu.
        case other
        /// Combining marks and joiners: the face of the character before.
        case inherited

        init(_ scalar: Unicode.Scalar) {
            let v = scalar.value
            if (0x2E80...0x2FFF).contains(v) || (0x3000...0x303F).contains(v) || (0x3200...0x33FF).contains(v)
                || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFFEF).contains(v)
            {
                self = .cjk
                return
            }
            switch hb_unicode_script(hb_unicode_funcs_get_default(), v) {
            case HB_SCRIPT_LATIN, HB_SCRIPT_GREEK, HB_SCRIPT_CYRILLIC, HB_SCRIPT_COMMON, HB_SCRIPT_UNKNOWN: self = .dejaVu
            case HB_SCRIPT_INHERITED: self = .inherited
            case HB_SCRIPT_HAN, HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA, HB_SCRIPT_HANGUL, HB_SCRIPT_BOPOMOFO: self = .cjk
            default: self = .other
            }
        }
    }

    /// The entries to try for `style`, best first: the design's Noto family ("Noto Sans …",
    /// "Noto Serif …", "Noto Sans Mono …"), other Noto families, the rest; within each, non-UI
    /// families first, then the nearest weight, the matching slant, and the family name.
    func ranking(for style: FaceStyle) -> [Int] {
        rankings.value(for: RankingKey(style: style, variant: nil)) {
            let preferred: [String] = switch style.design {
            case .sans: ["Noto Sans "]
            case .serif: ["Noto Serif ", "Noto Sans "]
            case .mono: ["Noto Sans Mono", "Noto Sans "]
            }
            func rank(_ entry: Entry) -> Int {
                preferred.firstIndex(where: entry.family.hasPrefix) ?? (entry.family.hasPrefix("Noto ") ? preferred.count : preferred.count + 1)
            }
            return orderedIndices(style: style, by: { rank($0) * 2 + ($0.family.hasSuffix(" UI") ? 1 : 0) })
        }
    }

    /// The Noto CJK faces of the locale's form for `style`, nearest weight first.
    func cjkFaces(for style: FaceStyle, variant: CJKVariant) -> [Int] {
        rankings.value(for: RankingKey(style: style, variant: variant)) {
            let family = switch style.design {
            case .sans: "Noto Sans CJK \(variant.rawValue)"
            case .serif: "Noto Serif CJK \(variant.rawValue)"
            case .mono: "Noto Sans Mono CJK \(variant.rawValue)"
            }
            let sans = "Noto Sans CJK \(variant.rawValue)"
            return orderedIndices(style: style, by: { $0.family == family ? 0 : $0.family == sans ? 1 : nil })
        }
    }

    /// Entries with a rank (nil leaves one out), by rank, weight distance, slant, then the catalogue's order.
    private func orderedIndices(style: FaceStyle, by rank: (Entry) -> Int?) -> [Int] {
        entries.indices.compactMap { index in rank(entries[index]).map { (index, $0) } }
            .sorted { a, b in
                let (ea, eb) = (entries[a.0], entries[b.0])
                let ka = (a.1, abs(ea.weight - style.weight), ea.isItalic == style.isItalic ? 0 : 1, a.0)
                let kb = (b.1, abs(eb.weight - style.weight), eb.isItalic == style.isItalic ? 0 : 1, b.0)
                return ka < kb
            }
            .map(\.0)
    }

    /// The first entry of `candidates` that covers every scalar, else the first that covers the
    /// first scalar, else nil; never the colour face for a text-presentation grapheme (U+FE0E).
    func firstCovering(_ scalars: [Unicode.Scalar], in candidates: [Int], textPresentation: Bool = false) -> Int? {
        guard let first = scalars.first else { return nil }
        if textPresentation {
            return firstCovering(scalars, in: candidates.filter { !entries[$0].isColor })
        }
        if scalars.count > 1, let all = candidates.first(where: { index in scalars.allSatisfy(entries[index].covers) }) {
            return all
        }
        return candidates.first { entries[$0].covers(first) }
    }

    /// The HarfBuzz face of entry `index`, opened on first use and shaping in DejaVu's 2048
    /// units per em; nil when the file cannot be read.
    func face(at index: Int) -> HarfBuzzFace? {
        opened.value(for: index) {
            let entry = entries[index]
            return OpenedFace(face: try? HarfBuzzFace(
                path: entry.face.path, index: entry.face.index, shapingUnitsPerEm: Self.shapingUnitsPerEm))
        }.face
    }

    /// The units per em fallback faces are shaped in: DejaVu's, so their advances add up with
    /// the DejaVu glyphs' on one line.
    static let shapingUnitsPerEm = 2048

    struct RankingKey: Hashable, Sendable {
        var style: FaceStyle
        var variant: CJKVariant?
    }

    struct OpenedFace: Sendable {
        var face: HarfBuzzFace?
    }
}
