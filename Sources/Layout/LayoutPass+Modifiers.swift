import Geometry
import Views

extension LayoutPass {
    /// The size of view `i` with modifiers `0..<level` applied (steps M1–M7 in LayoutEngine.swift).
    func modifiedSize(_ i: Int, level: Int, _ p: ProposedSize) -> Size {
        let inner = level - 1
        switch nodes[i].node.modifiers[inner] {
        case .padding(let insets):
            let insets = insets.finite
            let child = size(i, level: inner, p.inset(by: insets))
            return Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
        case .fixedFrame(let width, let height, _):
            let width = width.validFrameLength, height = height.validFrameLength
            if let width, let height { return Size(width: width, height: height) }
            let child = size(i, level: inner, ProposedSize(width: width ?? p.width, height: height ?? p.height))
            return Size(width: width ?? child.width, height: height ?? child.height)
        case .flexibleFrame(let frame):
            let horizontal = frame.horizontal, vertical = frame.vertical
            if let width = horizontal.fixedLength(p.width), let height = vertical.fixedLength(p.height) {
                return Size(width: width, height: height)
            }
            let proposal = ProposedSize(
                width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
            let child = size(i, level: inner, proposal)
            return Size(
                width: horizontal.fixedLength(p.width)
                    ?? horizontal.length(child: child.width, childProposal: proposal.width),
                height: vertical.fixedLength(p.height)
                    ?? vertical.length(child: child.height, childProposal: proposal.height))
        case .fixedSize(let horizontal, let vertical):
            return size(i, level: inner, p.fixing(horizontal: horizontal, vertical: vertical))
        case .position:
            return p.replacingUnspecified()
        case .aspectRatio(let ratio, let mode):
            return size(i, level: inner, aspectProposal(i, level: inner, ratio: ratio, mode: mode, p))
        case .offset, .layoutPriority, .background, .overlay, .mask, .clip, .opacity, .scaleEffect, .rotationEffect, .rotation3DEffect, .shadow, .blur:
            return size(i, level: inner, p)
        }
    }

    /// For a frame modifier at `level` of view `i` proposed `p`: what its child is proposed and
    /// where the child's top-leading corner sits relative to the frame's. The child's alignment
    /// guide goes on the frame's own guide (a frame has no text baseline, so baseline alignments
    /// put the child's baseline on the frame's bottom edge).
    func frameChild(_ i: Int, level: Int, _ p: ProposedSize) -> (proposal: ProposedSize, offset: Point) {
        let inner = level - 1
        let frameSize = size(i, level: level, p)
        let proposal: ProposedSize
        let alignment: Alignment
        switch nodes[i].node.modifiers[inner] {
        case .fixedFrame(let width, let height, let frameAlignment):
            proposal = ProposedSize(
                width: width.validFrameLength ?? p.width, height: height.validFrameLength ?? p.height)
            alignment = frameAlignment
        case .flexibleFrame(let frame):
            proposal = ProposedSize(
                width: frame.horizontal.placementProposal(frameLength: frameSize.width, proposed: p.width),
                height: frame.vertical.placementProposal(frameLength: frameSize.height, proposed: p.height))
            alignment = frame.alignment
        default:
            return (p, .zero)
        }
        let child = size(i, level: inner, proposal)
        let childX: Double =
            if case .custom = alignment.horizontal {
                horizontalGuide(alignment.horizontal, of: i, level: inner, proposal, size: child)
            } else {
                horizontalGuide(alignment.horizontal, width: child.width)
            }
        let x = horizontalGuide(alignment.horizontal, width: frameSize.width, height: frameSize.height) - childX
        let y = ownVerticalGuide(alignment.vertical, height: frameSize.height, width: frameSize.width)
            - verticalGuide(alignment.vertical, of: i, level: inner, proposal, size: child)
        return (proposal, Point(x: x, y: y))
    }
}

extension ProposedSize {
    /// The proposal shrunk by `insets`, never below zero; unspecified axes stay unspecified.
    func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - insets.horizontal) }, height: height.map { max(0, $0 - insets.vertical) })
    }

    /// The proposal with the fixed axes made unspecified, as `fixedSize` proposes.
    func fixing(horizontal: Bool, vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : width, height: vertical ? nil : height)
    }
}

extension EdgeInsets {
    /// The insets with non-finite values replaced by 0.
    var finite: EdgeInsets {
        EdgeInsets(
            top: top.finiteOrZero, leading: leading.finiteOrZero, bottom: bottom.finiteOrZero,
            trailing: trailing.finiteOrZero)
    }
}

extension Optional where Wrapped == Double {
    /// A fixed frame length: nil stays nil (the child's length), a non-finite value is ignored as
    /// SwiftUI ignores it, a negative one becomes 0.
    var validFrameLength: Double? {
        flatMap { $0.isFinite ? max(0, $0) : nil }
    }
}
