import Motion
import Scene

extension Animation {
    /// The animation a scene describes: its curve, then delay, speed and repetition, applied in
    /// that order (as `.delay(d).speed(s).repeatCount(n)` chains in SwiftUI).
    public init(_ scene: SceneAnimation) {
        var animation: Animation
        switch scene.curve {
        case .default:
            animation = .default
        case .bezier(let curve, let duration):
            switch curve {
            case .linear: animation = .linear(duration: duration)
            case .easeIn: animation = .easeIn(duration: duration)
            case .easeOut: animation = .easeOut(duration: duration)
            case .easeInOut: animation = .easeInOut(duration: duration)
            case .timingCurve(let c0x, let c0y, let c1x, let c1y):
                animation = .timingCurve(c0x, c0y, c1x, c1y, duration: duration)
            }
        case .spring(let duration, let bounce, let blendDuration):
            animation = .spring(duration: duration, bounce: bounce, blendDuration: blendDuration)
        case .responseSpring(let response, let dampingFraction, let blendDuration):
            animation = .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
        case .interactiveSpring(let response, let dampingFraction, let blendDuration):
            animation = .interactiveSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
        case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
            animation = .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        case .interpolatingSpringDuration(let duration, let bounce, let initialVelocity):
            animation = .interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: initialVelocity)
        case .smooth(let duration, let extraBounce):
            animation = .smooth(duration: duration, extraBounce: extraBounce)
        case .snappy(let duration, let extraBounce):
            animation = .snappy(duration: duration, extraBounce: extraBounce)
        case .bouncy(let duration, let extraBounce):
            animation = .bouncy(duration: duration, extraBounce: extraBounce)
        }
        if scene.delay != 0 { animation = animation.delay(scene.delay) }
        if scene.speed != 1 { animation = animation.speed(scene.speed) }
        switch scene.repetition {
        case .count(let count, let autoreverses): animation = animation.repeatCount(count, autoreverses: autoreverses)
        case .forever(let autoreverses): animation = animation.repeatForever(autoreverses: autoreverses)
        case nil: break
        }
        self = animation
    }
}
