import Foundation
import Geometry
import Testing
import Views
@testable import Symbols

/// The symbol table and the Material Icons font it draws from.
@Suite struct SymbolFontTests {
    /// The end points of a path, for bounds (control points stay inside a glyph's box too).
    func points(_ path: Path) -> [Point] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .closeSubpath: nil
            }
        }
    }

    @Test func everyNameDrawsANonEmptyOutlineInsideTheUnitSquare() throws {
        #expect(SymbolFont.names.count >= 150)
        for name in SymbolFont.names {
            guard case .glyph(let glyph) = SymbolFont.lookup(name) else {
                Issue.record("\(name) does not resolve")
                continue
            }
            let ends = points(glyph.outline)
            #expect(ends.count >= 3, "\(name) has an empty outline")
            // Material Icons' glyphs stay inside their 24-unit design grid, a few font units over at most.
            for p in ends {
                #expect(p.x >= -0.01 && p.x <= 1.01 && p.y >= -0.01 && p.y <= 1.01, "\(name) leaves its square at \(p)")
            }
        }
    }

    @Test func theNamesTheIssueListsAreKnown() {
        let required = [
            "heart", "heart.fill", "star", "star.fill", "plus", "minus", "xmark", "checkmark", "chevron.left",
            "chevron.right", "chevron.up", "chevron.down", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "gear",
            "gearshape", "person", "person.fill", "house", "magnifyingglass", "bell", "trash", "pencil",
            "square.and.arrow.up", "play.fill", "pause.fill", "bolt", "cloud", "sun.max", "moon",
        ]
        for name in required { #expect(SymbolNames.table[name] != nil, "\(name)") }
    }

    /// The codepoints agree with the package's own list, when it is installed (`"favorite": e87d,`).
    @Test func codepointsMatchThePackagesList() throws {
        let list = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
        guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { return }
        for (name, entry) in SymbolNames.table {
            let line = "\"\(entry.material)\": \(String(entry.codepoint, radix: 16)),"
            #expect(text.contains(line), "\(name) → \(line)")
        }
    }

    /// `heart.fill` is Material's "favorite": in its 24-unit grid the heart spans x 2…22 and
    /// y 3…21.35 (from the top), so in the unit square x 0.083…0.917 and y 0.125…0.890.
    @Test func heartFillSitsWhereMaterialDrawsIt() throws {
        guard case .glyph(let glyph) = SymbolFont.lookup("heart.fill") else {
            Issue.record("heart.fill does not resolve")
            return
        }
        let ends = points(glyph.outline)
        let xs = ends.map(\.x), ys = ends.map(\.y)
        #expect(abs(xs.min()! - 2.0 / 24) < 0.01 && abs(xs.max()! - 22.0 / 24) < 0.01)
        #expect(abs(ys.min()! - 3.0 / 24) < 0.01 && abs(ys.max()! - 21.35 / 24) < 0.01)
    }

    @Test func anUnknownNameIsUnknown() {
        guard case .unknown = SymbolFont.lookup("hart.fill") else {
            Issue.record("hart.fill resolved")
            return
        }
    }
}
