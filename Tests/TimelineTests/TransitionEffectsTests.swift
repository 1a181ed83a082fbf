import Geometry
import Testing
import Timeline
import Views

/// The effects of each transition in each phase (SEMANTICS §5), for a 100×40 view.
@Suite struct TransitionEffectsTests {
    let size = Size(width: 100, height: 40)

    func effects(_ transition: Transition, _ phase: TransitionPhase) -> [ViewModifier] {
        transition.effects(in: phase, size: size)
    }

    @Test func opacityAndScale() {
        #expect(effects(.opacity, .willAppear) == [.opacity(0)])
        #expect(effects(.opacity, .identity) == [.opacity(1)])
        #expect(effects(.opacity, .didDisappear) == [.opacity(0)])
        // Scale 0 is kept invertible at 1e-5.
        #expect(effects(.scale(0, anchor: .center), .willAppear) == [.scaleEffect(x: 1e-5, y: 1e-5, anchor: .center)])
        #expect(effects(.scale(0.5, anchor: .topLeading), .didDisappear) == [.scaleEffect(x: 0.5, y: 0.5, anchor: .topLeading)])
        #expect(effects(.scale(0.5, anchor: .topLeading), .identity) == [.scaleEffect(x: 1, y: 1, anchor: .topLeading)])
        #expect(effects(.identity, .willAppear).isEmpty)
    }

    @Test func moveAndSlideUseTheViewsOwnSize() {
        #expect(effects(.move(.leading), .willAppear) == [.offset(x: -100, y: 0)])
        #expect(effects(.move(.top), .didDisappear) == [.offset(x: 0, y: -40)])
        #expect(effects(.move(.bottom), .identity) == [.offset(x: 0, y: 0)])
        // Slide: in from the leading edge, out to the trailing edge; one offset per side.
        #expect(effects(.slide, .willAppear) == [.offset(x: -100, y: 0), .offset(x: 0, y: 0)])
        #expect(effects(.slide, .didDisappear) == [.offset(x: 0, y: 0), .offset(x: 100, y: 0)])
        #expect(effects(.offset(x: 3, y: -4), .willAppear) == [.offset(x: 3, y: -4)])
    }

    @Test func pushMovesFromTheEdgeAndOutTowardTheOpposite() {
        #expect(effects(.push(from: .trailing), .willAppear) == [.offset(x: 100, y: 0), .opacity(0)])
        #expect(effects(.push(from: .trailing), .didDisappear) == [.offset(x: -100, y: 0), .opacity(0)])
        #expect(effects(.push(from: .top), .identity) == [.offset(x: 0, y: 0), .opacity(1)])
    }

    @Test func asymmetricAndCombined() {
        // Seed 002's detail view: in with scale + opacity, out with slide + opacity. Each side
        // is at identity while the other is active.
        let transition = Transition.asymmetric(
            insertion: .combined(.scale(0, anchor: .center), .opacity), removal: .combined(.slide, .opacity))
        let scaleAtRest = ViewModifier.scaleEffect(x: 1, y: 1, anchor: .center)
        #expect(
            effects(transition, .willAppear) == [
                .scaleEffect(x: 1e-5, y: 1e-5, anchor: .center), .opacity(0),
                .offset(x: 0, y: 0), .offset(x: 0, y: 0), .opacity(1),
            ])
        #expect(
            effects(transition, .didDisappear) == [
                scaleAtRest, .opacity(1), .offset(x: 0, y: 0), .offset(x: 100, y: 0), .opacity(0),
            ])
        #expect(effects(transition, .identity).allSatisfy { [scaleAtRest, .opacity(1), .offset(x: 0, y: 0)].contains($0) })
    }

    @Test func customModifiersKeepTheirIdentityValuesAtRest() {
        let axis = Axis3D(x: 0, y: 1, z: 0)
        let flip = Transition.modifiers(
            active: [.rotation3DEffect(.degrees(90), axis: axis, anchor: .leading)],
            identity: [.rotation3DEffect(.degrees(0), axis: axis, anchor: .leading)])
        #expect(effects(flip, .willAppear) == [.rotation3DEffect(.degrees(90), axis: axis, anchor: .leading)])
        #expect(effects(flip, .identity) == [.rotation3DEffect(.degrees(0), axis: axis, anchor: .leading)])
        // Without identity values the active modifiers rest at their neutral value; layout
        // modifiers are not transition effects.
        let custom = Transition.modifiers(active: [.opacity(0.2), .padding(EdgeInsets(all: 4)), .offset(x: 5, y: 0)], identity: [])
        #expect(effects(custom, .identity) == [.opacity(1), .offset(x: 0, y: 0)])
        #expect(effects(custom, .didDisappear) == [.opacity(0.2), .offset(x: 5, y: 0)])
    }
}
