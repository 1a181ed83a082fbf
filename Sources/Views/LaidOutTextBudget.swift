/// The bound on the text one layout lays out (`limits.maxLaidOutCharacters`): the characters
/// (Unicode scalars) of every `Text` the typesetter is asked to shape and break into lines during
/// one layout of the tree (a snapshot's, each update's, each frame's, each instant a keyframe
/// document samples), a text measured at several widths counted at each.
///
/// ``BudgetedTextMeasurer`` counts each text before it is shaped and, once the count has passed
/// the limit, shapes no more (every later text is laid out empty, for the rest of the render:
/// `restart()` at each layout keeps the overrun), so a scene of many texts each within
/// `maxTextLength` cannot take unbounded time and memory.
public typealias LaidOutTextBudget = WorkBudget
