#include "CICU.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>

int32_t zt_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *breaks) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (iterator == NULL || U_FAILURE(status)) {
        if (iterator != NULL) ubrk_close(iterator);
        return -1;
    }
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t position = ubrk_next(iterator); position != UBRK_DONE && count < length; position = ubrk_next(iterator)) {
        breaks[count++] = position;
    }
    ubrk_close(iterator);
    return count;
}

int32_t zt_bidi_levels(const uint16_t *text, int32_t length, int32_t rightToLeft, uint8_t *levels) {
    UBiDi *bidi = ubidi_open();
    if (bidi == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    ubidi_setPara(bidi, (const UChar *)text, length, rightToLeft ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return -1;
    }
    for (int32_t i = 0; i < length; i++) levels[i] = ubidi_getLevelAt(bidi, i);
    ubidi_close(bidi);
    return 0;
}

void zt_reorder_visual(const uint8_t *levels, int32_t length, int32_t *order) {
    ubidi_reorderVisual(levels, length, order);
}
