extension ElementRole {
    /// `a == b`, the roles that hold only a modifier index (and a plain shape's paint) compared
    /// case by case: the derived `==` copied both roles whole (their payloads retained) before
    /// comparing them, and every element's key is compared with a few others.
    static func same(_ a: ElementRole, _ b: ElementRole) -> Bool {
        switch a {
        case .offset(let x):
            guard case .offset(let y) = b else { return false }
            return x == y
        case .opacity(let x):
            guard case .opacity(let y) = b else { return false }
            return x == y
        case .scale(let x):
            guard case .scale(let y) = b else { return false }
            return x == y
        case .rotation(let x):
            guard case .rotation(let y) = b else { return false }
            return x == y
        case .rotation3D(let x):
            guard case .rotation3D(let y) = b else { return false }
            return x == y
        case .shadow(let x):
            guard case .shadow(let y) = b else { return false }
            return x == y
        case .mask(let x):
            guard case .mask(let y) = b else { return false }
            return x == y
        case .blur(let x, let opaque):
            guard case .blur(let y, let otherOpaque) = b else { return false }
            return x == y && opaque == otherOpaque
        default:
            return a == b
        }
    }
}
