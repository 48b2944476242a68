#ifndef PCSITE_SHARE_CARD_H
#define PCSITE_SHARE_CARD_H

#include <stddef.h>
#include <stdint.h>

/// A contest's share card (CONTRACT §12): laid out by Pango (HarfBuzz shaping, FriBidi, fontconfig fallback),
/// drawn by Cairo, written as a palette PNG. One renderer belongs to one thread at a time: Pango's font maps are
/// not shared between threads.

#define PCSITE_CARD_WIDTH 1200
#define PCSITE_CARD_HEIGHT 630

/// Colours as 0xRRGGBB.
typedef struct pcsite_card_style {
    uint32_t background;
    uint32_t text;
    /// The invitation's button and the stripe at the start edge.
    uint32_t accent;
    uint32_t accent_text;
    /// A PNG file, or NULL.
    const char *logo_path;
} pcsite_card_style;

/// The card's words, UTF-8. `invitation` is NULL when the contest cannot be joined; `facts` may be empty.
typedef struct pcsite_card_text {
    const char *site_title;
    const char *name;
    const char *facts;
    const char *invitation;
    /// The site's language is written right to left: the layout mirrors.
    int right_to_left;
} pcsite_card_text;

typedef struct pcsite_card_renderer pcsite_card_renderer;

/// NULL when the logo cannot be read (`pcsite_card_logo_readable` tells which).
pcsite_card_renderer *pcsite_card_renderer_new(const pcsite_card_style *style);
void pcsite_card_renderer_free(pcsite_card_renderer *renderer);

/// Whether `path` is a PNG Cairo can read.
int pcsite_card_logo_readable(const char *path);

/// Draws the card and encodes it; on success `*png` is malloc'd (the caller frees it) and 0 is returned.
int pcsite_card_render(pcsite_card_renderer *renderer, const pcsite_card_text *text, uint8_t **png, size_t *length);

/// How the contest's name was laid out, for tests and the card's alt text.
typedef struct pcsite_card_name_layout {
    int lines;
    int ellipsized;
    /// The first line's resolved direction: 1 right to left, 0 left to right.
    int first_line_right_to_left;
    /// The families of the fonts used, separated by '\n', NUL-terminated (truncated to fit).
    char families[512];
} pcsite_card_name_layout;

void pcsite_card_layout_name(pcsite_card_renderer *renderer, const pcsite_card_text *text, pcsite_card_name_layout *out);

/// A digest of every font file fontconfig offers (path, size, modification time): a card's key changes when the
/// fonts that may draw it do. `*count` is how many fonts there are: with none, Pango cannot draw a word.
uint64_t pcsite_card_fonts_fingerprint(int *count);

/// The palette PNG writer on its own (tests): `rgb` is `width` × `height` pixels of 0x00RRGGBB, rows `stride`
/// pixels apart, written with at most `limit` (≤ 256) colours.
int pcsite_card_encode_png(const uint32_t *rgb, int width, int height, int stride, unsigned limit, uint8_t **png,
                           size_t *length);

#endif
