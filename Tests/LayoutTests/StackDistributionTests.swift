import Geometry
import Testing
import Views

@testable import Layout

/// Main-axis distribution (steps S1–S4). GridMeasurer: 10 pt per character, 20 pt lines.
@Suite struct StackDistributionTests {
    @Test func spacersShareWhatTheFixedViewsLeave() {
        let root = V.hstack("h", [
            V.text("ab", "ab"), V.spacer("s1"), V.text("cde", "cde"), V.spacer("s2"), V.text("f", "f"),
        ])
        let laid = layout(root, 300, 100)
        // Default spacing is 0 next to a Spacer, so no gaps at all. Texts (priority 0) go first,
        // with both spacers' minimums reserved: 300 − 8 − 8 = 284, least flexible first
        // (f: 10…10, ab: 10…20, cde: 10…30): f takes 10, ab 20, cde 30. Spacers (priority −∞)
        // share the remaining 300 − 60 = 240: 120 each.
        // x: ab 0, s1 20, cde 140, s2 170, f 290. Height: texts 20, spacers 0 centred on y = 10.
        // The stack is 300 × 20, centred in the 100-high canvas: y = 40.
        #expect(laid.frame == rect(0, 40, 300, 20), "\(laid.layoutDump())")
        #expect(laid.frame(of: "ab") == rect(0, 40, 20, 20))
        #expect(laid.frame(of: "s1") == rect(20, 50, 120, 0))
        #expect(laid.frame(of: "cde") == rect(140, 40, 30, 20))
        #expect(laid.frame(of: "s2") == rect(170, 50, 120, 0))
        #expect(laid.frame(of: "f") == rect(290, 40, 10, 20))
    }

    @Test func explicitSpacingAppliesNextToSpacersToo() {
        let root = V.hstack("h", spacing: 10, [V.text("ab", "ab"), V.spacer("s"), V.text("c", "c")])
        let laid = layout(root, 200, 50)
        // Two gaps of 10: available 180. Texts first with the spacer's 8 reserved (172): c 10, ab 20.
        // Spacer: 180 − 30 = 150. x: ab 0, s 30, c 190. Stack 200 × 20 at y = 15.
        #expect(laid.frame(of: "ab") == rect(0, 15, 20, 20), "\(laid.layoutDump())")
        #expect(laid.frame(of: "s") == rect(30, 25, 150, 0))
        #expect(laid.frame(of: "c") == rect(190, 15, 10, 20))
    }

    @Test func spacerMinLengthHoldsWhenSpaceRunsOut() {
        let root = V.hstack("h", [V.rect("r", [V.frame(95, 10)]), V.spacer("s", minLength: 20)])
        let laid = layout(root, 100, 10)
        // The rect keeps 95 (offered 100 − 20 = 80, but a fixed frame is 95); the spacer is offered
        // 100 − 95 = 5 and takes its minimum 20. Stack 115 wide, centred: x = −7.5.
        #expect(laid.frame(of: "r") == rect(-7.5, 0, 95, 10), "\(laid.layoutDump())")
        #expect(laid.frame(of: "s") == rect(87.5, 5, 20, 0))
    }

    @Test func equalColoursShareEqually() {
        let root = V.hstack("h", spacing: 0, [V.color("a"), V.color("b"), V.color("c")])
        let laid = layout(root, 300, 50)
        // All three are 0…∞ flexible: in order, 300/3 = 100, then 200/2, then 100/1.
        #expect(laid.frame(of: "a") == rect(0, 0, 100, 50))
        #expect(laid.frame(of: "b") == rect(100, 0, 100, 50))
        #expect(laid.frame(of: "c") == rect(200, 0, 100, 50))
    }

    @Test func layoutPriorityReservesLowerMinimumsFirst() {
        let root = V.hstack("h", spacing: 0, [
            V.color("a", [.flexibleFrame(FlexibleFrame(minWidth: 30))]),
            V.color("b", [.layoutPriority(1)]),
        ])
        let laid = layout(root, 200, 100)
        // b (priority 1) is offered 200 minus a's minimum (30, a colour at 0 raised to minWidth) = 170.
        // a then gets the remaining 30.
        #expect(laid.frame(of: "a") == rect(0, 0, 30, 100), "\(laid.layoutDump())")
        #expect(laid.frame(of: "b") == rect(30, 0, 170, 100))
        #expect(laid["b"]?.frames == [rect(30, 0, 170, 100), rect(30, 0, 170, 100)])
    }

    @Test func eachPriorityReservesTheMinimumsOfAllLowerOnes() {
        let root = V.hstack("h", spacing: 0, [
            V.color("a", [.flexibleFrame(FlexibleFrame(minWidth: 40))]),
            V.color("b", [.layoutPriority(2)]),
            V.color("c", [.flexibleFrame(FlexibleFrame(minWidth: 20)), .layoutPriority(1)]),
            V.spacer("s"),
        ])
        let laid = layout(root, 300, 100)
        // The rule of docs/layout.md ("Stacks", step 2): each priority group is offered what is
        // left minus the minimums of every lower group, and a Spacer's priority is −∞.
        // Four priorities: b (2), c (1), a (0), s (−∞). Minimums at 0: c 20, a 40, s 8. b is
        // offered 300 − (20 + 40 + 8) = 232; c then 68 − (40 + 8) = 20; a 48 − 8 = 40; s the 8
        // left. In order: a at 0, b at 40, c at 272, s at 292 (0 high, centred on y = 50).
        #expect(laid.frame(of: "a") == rect(0, 0, 40, 100), "\(laid.layoutDump())")
        #expect(laid.frame(of: "b") == rect(40, 0, 232, 100))
        #expect(laid.frame(of: "c") == rect(272, 0, 20, 100))
        #expect(laid.frame(of: "s") == rect(292, 50, 8, 0))
    }

    @Test func layoutPriorityLetsLongTextWinOverShortText() {
        func row(priority: Bool) -> ViewNode {
            V.hstack("h", [
                V.text("long", "aa bb cc dd", priority ? [.layoutPriority(1)] : []),
                V.text("short", "xyz"),
            ])
        }
        // Canvas 100 × 20 (one line high); gap 8, available 92.
        // With priority: "xyz" at width 0 is one character per line, cut to the one line that fits
        // the height: 10 wide. long is offered 92 − 10 = 82: "aa bb cc" (80) fits, "dd" would wrap
        // and is cut by the height. short gets 92 − 80 = 12: "x". Stack 80 + 8 + 10 = 98, x = 1.
        let withPriority = layout(row(priority: true), 100, 20)
        #expect(withPriority.frame(of: "long") == rect(1, 0, 80, 20), "\(withPriority.layoutDump())")
        #expect(withPriority["long"]?.text?.lines.map(\.string) == ["aa bb cc"])
        #expect(withPriority.frame(of: "short") == rect(89, 0, 10, 20))
        // Without: short is less flexible (10…30 against 10…110) and goes first: offered 46, takes 30;
        // long is offered 62: "aa bb" (50). Stack 50 + 8 + 30 = 88, x = 6.
        let without = layout(row(priority: false), 100, 20)
        #expect(without.frame(of: "long") == rect(6, 0, 50, 20), "\(without.layoutDump())")
        #expect(without.frame(of: "short") == rect(64, 0, 30, 20))
    }

    @Test func maxWidthInfinityFillsTheStackWidth() {
        let root = V.vstack("v", [
            V.text("hi", "hi", [.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), .background(V.color("bg"), alignment: .center)]),
            V.text("hello", "hello"),
        ])
        let laid = layout(root, 200, 100)
        // hi's frame: min(max(200, 20), ∞) = 200 wide, 20 high; hello 50 × 20. Gap 8: stack 200 × 48,
        // at y = 26. hello centred: x = 75. The text inside the frame is centred: x = 90.
        #expect(laid.frame(of: "hi") == rect(0, 26, 200, 20), "\(laid.layoutDump())")
        #expect(laid["hi"]?.frames == [rect(90, 26, 20, 20), rect(0, 26, 200, 20), rect(0, 26, 200, 20)])
        #expect(laid.frame(of: "bg") == rect(0, 26, 200, 20))
        #expect(laid.frame(of: "hello") == rect(75, 54, 50, 20))
    }

    @Test func nestedStacks() {
        let root = V.vstack("v", alignment: .leading, spacing: 0, [
            V.hstack("h", [V.rect("r1", [V.frame(30, 30)]), V.rect("r2", [V.frame(40, 20)])]),
            V.text("t", "abc"),
        ])
        let laid = layout(root, 200, 200)
        // h: 30 + 8 + 40 = 78 wide, 30 high (r2 centred: y 5). t: 30 × 20 below it.
        // v: 78 × 50, centred in 200 × 200: (61, 75).
        #expect(laid.frame(of: "v") == rect(61, 75, 78, 50), "\(laid.layoutDump())")
        #expect(laid.frame(of: "h") == rect(61, 75, 78, 30))
        #expect(laid.frame(of: "r1") == rect(61, 75, 30, 30))
        #expect(laid.frame(of: "r2") == rect(99, 80, 40, 20))
        #expect(laid.frame(of: "t") == rect(61, 105, 30, 20))
    }

    @Test func unspecifiedProposalGivesIdealSizes() {
        let stack = V.hstack("h", [V.text("a", "ab"), V.spacer("s"), V.rect("r")])
        // Ideal: "ab" 20, Spacer its minimum 8 (no gaps beside it), rect 10: 38 × 20.
        #expect(engine.sizeThatFits(stack, proposal: .unspecified) == Size(width: 38, height: 20))
        // Probing with ∞ is allowed and unbounded.
        #expect(engine.sizeThatFits(stack, proposal: ProposedSize(width: .infinity, height: nil)).width == .infinity)
    }

    @Test func emptyViewsTakeNoSpacing() {
        let root = V.hstack("h", [V.text("a", "a"), V.empty("e"), V.text("b", "b")])
        // One gap of 8 only: 10 + 8 + 10 = 28 wide, x = 36 in 100.
        let laid = layout(root, 100, 20)
        #expect(laid.frame == rect(36, 0, 28, 20), "\(laid.layoutDump())")
        #expect(laid.frame(of: "b") == rect(54, 0, 10, 20))
    }
}
