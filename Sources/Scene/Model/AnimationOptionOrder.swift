/// The options an animation chains outside its curve, as the scene format names them, and the
/// order the format applies them in when they are keys beside the curve
/// (`.delay(d).speed(s).repeatCount(n)`). A chain in any other order is an `options` list; the
/// Swift importer writes keys only for chains in this order.
public enum AnimationOptionOrder {
    /// The options, in the order keys are applied.
    public static let keys = ["delay", "speed", "repeatCount", "repeatForever"]

    /// Where option `key` is applied among keys (nil: no option). The two repeats share a place:
    /// only one of them may be a key.
    public static func rank(of key: String) -> Int? {
        keys.firstIndex(of: key == "repeatForever" ? "repeatCount" : key)
    }
}
