import Foundation
import Testing

@testable import Keyframes

/// `AdaptiveFit.linearLightSlack(above:)` against the encoding's slope, 1.055/2.4·L^(−7/12).
@Suite struct AdaptiveFitLinearLightTests {
    /// At each step the slack times the slope there is at most 12.92 (the steepest slope, which
    /// the tolerance is set for), so the encoded error stays within the tolerance.
    @Test func eachStepIsWithinTheSteepestSlope() {
        func slope(_ light: Double) -> Double { light <= 0.0031308 ? 12.92 : 1.055 / 2.4 * pow(light, -7.0 / 12) }
        for light in [0.0, 0.002, 0.0031308, 0.005, 0.01, 0.03, 0.05, 0.1, 0.25, 0.5, 1] {
            #expect(AdaptiveFit.linearLightSlack(above: light) * slope(light) <= 12.92 + 1e-9, "\(light)")
        }
        // The steps, as worked out: 12.92/6.452 = 2.002 at 0.01, 12.92/2.523 = 5.12 at 0.05,
        // 12.92/0.9868 = 13.09 at 0.25.
        #expect([0.009, 0.01, 0.049, 0.05, 0.249, 0.25].map(AdaptiveFit.linearLightSlack(above:)) == [1, 2, 2, 5, 5, 13])
    }

    /// A fitted component off by more than its tolerance passes where the smaller of the fitted
    /// and the sampled value has slack for it: 0.003 / 12.92 = 0.000232 at 0.3 of light, 13
    /// times that 0.003019, and at 0.02 twice it, 0.000464.
    @Test func theSmallerValueDecides() {
        let tolerance = [0.003 / 12.92]
        func within(_ fitted: Double, _ sample: Double) -> Bool {
            // A line from `fitted` to `fitted` reads `fitted` at any progress.
            AdaptiveFit.withinInLinearLight(0.5, [fitted], [fitted], [sample], tolerance)
        }
        #expect(within(0.3, 0.3002))  // within the tolerance itself
        #expect(within(0.3, 0.302))  // 0.002: within 13×
        #expect(!within(0.3, 0.3035))  // 0.0035: past 13×
        #expect(within(0.3, 0.2995))  // 0.0005 above 0.25: 13×
        #expect(!within(0.26, 0.2465))  // 0.0135 past 13× 0.000232 = 0.0030
        #expect(within(0.0204, 0.02))  // 0.0004 above 0.01: 2×
        #expect(!within(0.0206, 0.02))  // 0.0006: past 2×
        #expect(!within(0.0104, 0.0094))  // 0.001, the smaller below 0.01: 1×
    }
}
