import Foundation

/// sin x and cos x together, for the underdamped spring's hot path.
///
/// fdlibm's kernels on [−π/4, π/4] after a two-part Cody–Waite reduction by π/2: within a couple of
/// ulps of libm, about twice as fast as calling `sin` and `cos`, and identical on every platform.
/// Beyond |x| = 10⁶ (the reduction's exact range) it defers to libm.
@inlinable
func sineCosine(_ x: Double) -> (sin: Double, cos: Double) {
    guard abs(x) < 1e6 else { return (sin(x), cos(x)) }
    let quadrant = (x * 0.636_619_772_367_581_382_43).rounded()
    let r = (x - quadrant * 1.570_796_326_734_125_614_17e+00) - quadrant * 6.077_100_506_506_192_249_32e-11
    let z = r * r
    let s = r + r * z * (-1.666_666_666_666_663_243_48e-01 + z * (8.333_333_333_322_489_461_24e-03
        + z * (-1.984_126_982_985_794_931_34e-04 + z * (2.755_731_370_707_006_767_89e-06
        + z * (-2.505_076_025_340_686_341_95e-08 + z * 1.589_690_995_211_550_102_21e-10)))))
    let c = 1 - 0.5 * z + z * z * (4.166_666_666_666_660_190_37e-02 + z * (-1.388_888_888_887_410_957_49e-03
        + z * (2.480_158_728_947_672_941_78e-05 + z * (-2.755_731_435_139_066_330_35e-07
        + z * (2.087_572_321_298_174_827_90e-09 + z * -1.135_964_755_778_819_482_65e-11)))))
    switch Int(quadrant) & 3 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
}
