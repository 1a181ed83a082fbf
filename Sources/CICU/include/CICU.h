// ICU's line breaking (UAX #14) and bidi (UAX #9) behind plain C types: ICU's own headers are
// not shown to Swift, where their enums would clash with Foundation's bundled copy of ICU.
#ifndef ZOETROPE_CICU_H
#define ZOETROPE_CICU_H
#include <stdint.h>

/// Writes the UTF-16 offsets after each line-break opportunity of `text` into `breaks` (room for
/// `length` entries; the last is `length`). Returns how many, or -1 when ICU cannot open a line
/// break iterator (no data).
int32_t zt_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *breaks);

/// Writes each UTF-16 unit's bidi level into `levels` (room for `length`); the paragraph level
/// is detected from the first strong character, else `rightToLeft` decides. Returns 0, or -1
/// when ICU fails.
int32_t zt_bidi_levels(const uint16_t *text, int32_t length, int32_t rightToLeft, uint8_t *levels);

/// The visual order of runs with the given levels (UAX #9 rule L2): `order[i]` is the logical
/// index of the run shown at visual position i.
void zt_reorder_visual(const uint8_t *levels, int32_t length, int32_t *order);

#endif
