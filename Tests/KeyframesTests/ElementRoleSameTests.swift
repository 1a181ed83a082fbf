import Geometry
import Testing

@testable import Keyframes

/// `ElementRole.same` compares the roles that hold only a modifier index case by case, without
/// copying them whole, and answers as the derived `==` for every pair of roles.
@Suite struct ElementRoleSameTests {
    /// One role of each case, two for those with a modifier index (indices 1 and 2), both
    /// answers of `blur`'s `opaque`, and every shape kind and paint of `shape` and `clip`.
    static let roles: [ElementRole] = {
        var roles: [ElementRole] = []
        for index in [1, 2] {
            roles += [
                .offset(modifier: index), .opacity(modifier: index), .scale(modifier: index), .rotation(modifier: index),
                .rotation3D(modifier: index), .shadow(modifier: index), .mask(modifier: index), .blur(modifier: index, opaque: false),
                .blur(modifier: index, opaque: true),
            ]
        }
        let kinds: [ElementRole.ShapeKind] = [
            .rectangle, .roundedRectangle, .capsule, .circle, .ellipse,
            .path(Path(rect: Rect(x: 0, y: 0, width: 4, height: 2))), .path(Path(rect: Rect(x: 0, y: 0, width: 4, height: 3))),
        ]
        for kind in kinds {
            roles += [.shape(kind, .fill), .shape(kind, .stroke(inset: true)), .shape(kind, .fillAndStroke), .clip(modifier: 1, shape: kind)]
        }
        return roles
    }()

    @Test func answersAsEqualityForEveryPair() {
        for a in Self.roles {
            for b in Self.roles {
                #expect(ElementRole.same(a, b) == (a == b), "\(a) against \(b)")
            }
        }
    }

    @Test func rolesOfOneCaseDifferByTheirIndex() {
        #expect(ElementRole.same(.offset(modifier: 3), .offset(modifier: 3)))
        #expect(!ElementRole.same(.offset(modifier: 3), .offset(modifier: 4)))
        #expect(!ElementRole.same(.offset(modifier: 3), .opacity(modifier: 3)))
        #expect(!ElementRole.same(.blur(modifier: 0, opaque: true), .blur(modifier: 0, opaque: false)))
    }

    @Test func twinKeysCompareByTheirRolesAndEpochs() {
        let key = ElementTwins.Key(role: .offset(modifier: 2), epochs: [0, 0.1, 0, 3])
        #expect(key == ElementTwins.Key(role: .offset(modifier: 2), epochs: [0, 0.1, 0, 3]))
        #expect(key != ElementTwins.Key(role: .offset(modifier: 1), epochs: [0, 0.1, 0, 3]))
        #expect(key != ElementTwins.Key(role: .opacity(modifier: 2), epochs: [0, 0.1, 0, 3]))
        #expect(key != ElementTwins.Key(role: .offset(modifier: 2), epochs: [0, 0.2, 0, 3]))
    }
}
