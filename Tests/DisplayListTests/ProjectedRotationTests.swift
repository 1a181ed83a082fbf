import DisplayList
import Geometry
import Testing
import Views

/// rotation3DEffect drawn as the orthographic projection of the rotation (Rodrigues' formula).
@Suite struct ProjectedRotationTests {
    func close(_ t: AffineTransform, _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Bool {
        abs(t.a - a) < 1e-12 && abs(t.b - b) < 1e-12 && abs(t.c - c) < 1e-12 && abs(t.d - d) < 1e-12
    }

    @Test func aboutTheYAxisNarrowsByTheCosine() {
        // 60° about y: x shrinks to cos 60° = 0.5; y untouched. 180° mirrors (−1).
        #expect(close(AffineTransform(projectedRotation: .degrees(60), axis: Axis3D(x: 0, y: 1, z: 0)), 0.5, 0, 0, 1))
        #expect(close(AffineTransform(projectedRotation: .degrees(180), axis: Axis3D(x: 0, y: 1, z: 0)), -1, 0, 0, 1))
    }

    @Test func aboutTheZAxisIsAPlainRotation() {
        let projected = AffineTransform(projectedRotation: .degrees(30), axis: Axis3D(x: 0, y: 0, z: 2))
        let plain = AffineTransform(rotation: .degrees(30))
        #expect(close(projected, plain.a, plain.b, plain.c, plain.d))
    }

    @Test func aZeroAxisChangesNothing() {
        #expect(AffineTransform(projectedRotation: .degrees(30), axis: Axis3D(x: 0, y: 0, z: 0)) == .identity)
    }
}
