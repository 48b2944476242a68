#include "share_card.h"

#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

// The design, in pixels of the 1200 × 630 card. Any change here is a change of the card's design: raise
// ShareCardDesign.version in Swift so every published card is drawn again.
enum {
    margin = 80,
    stripe_width = 16,
    logo_height = 72,
    title_size = 34,
    name_size = 66,
    name_top = 200,
    facts_size = 34,
    facts_gap = 28,
    button_size = 34,
    button_padding_x = 30,
    button_padding_y = 16,
    button_radius = 14,
};

static const char *const family = "Noto Sans, Noto Sans Arabic, Noto Sans CJK JP, sans-serif";

struct pcsite_card_renderer {
    pcsite_card_style style;
    cairo_surface_t *surface;
    cairo_t *cr;
    PangoFontMap *font_map;
    PangoContext *context;
    cairo_surface_t *logo;
};

int pcsite_card_logo_readable(const char *path) {
    cairo_surface_t *logo = cairo_image_surface_create_from_png(path);
    int readable = cairo_surface_status(logo) == CAIRO_STATUS_SUCCESS && cairo_image_surface_get_width(logo) > 0
        && cairo_image_surface_get_height(logo) > 0;
    cairo_surface_destroy(logo);
    return readable;
}

pcsite_card_renderer *pcsite_card_renderer_new(const pcsite_card_style *style) {
    cairo_surface_t *logo = NULL;
    if (style->logo_path) {
        logo = cairo_image_surface_create_from_png(style->logo_path);
        if (cairo_surface_status(logo) != CAIRO_STATUS_SUCCESS || cairo_image_surface_get_height(logo) <= 0) {
            cairo_surface_destroy(logo);
            return NULL;
        }
    }
    pcsite_card_renderer *renderer = calloc(1, sizeof *renderer);
    renderer->style = *style;
    renderer->style.logo_path = NULL;
    renderer->logo = logo;
    renderer->surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, PCSITE_CARD_WIDTH, PCSITE_CARD_HEIGHT);
    renderer->cr = cairo_create(renderer->surface);
    renderer->font_map = pango_cairo_font_map_new();
    renderer->context = pango_font_map_create_context(renderer->font_map);
    pango_cairo_update_context(renderer->cr, renderer->context);
    // Pinned so that the same machine draws the same pixels every time: grey antialiasing, no hinting.
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT);
    pango_cairo_context_set_font_options(renderer->context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(renderer->context, FALSE);
    return renderer;
}

void pcsite_card_renderer_free(pcsite_card_renderer *renderer) {
    if (!renderer) return;
    if (renderer->logo) cairo_surface_destroy(renderer->logo);
    g_object_unref(renderer->context);
    g_object_unref(renderer->font_map);
    cairo_destroy(renderer->cr);
    cairo_surface_destroy(renderer->surface);
    free(renderer);
}

static void set_colour(cairo_t *cr, uint32_t rgb) {
    cairo_set_source_rgb(cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0);
}

/// A paragraph in the site's direction: `lines` lines at most within `width`, then "…".
static PangoLayout *paragraph(pcsite_card_renderer *renderer, const char *text, int size, int bold, int width,
                              int lines, int right_to_left) {
    pango_context_set_base_dir(renderer->context, right_to_left ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR);
    PangoLayout *layout = pango_layout_new(renderer->context);
    PangoFontDescription *font = pango_font_description_from_string(family);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_auto_dir(layout, FALSE);
    pango_layout_set_alignment(layout, right_to_left ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
    if (width > 0) pango_layout_set_width(layout, width * PANGO_SCALE);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_height(layout, -lines);
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    pango_layout_set_text(layout, text, -1);
    return layout;
}

static void show(cairo_t *cr, PangoLayout *layout, double x, double y, uint32_t colour) {
    set_colour(cr, colour);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
}

static void rounded_rectangle(cairo_t *cr, double x, double y, double width, double height, double radius) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
    cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
    cairo_arc(cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
    cairo_arc(cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

static void draw(pcsite_card_renderer *renderer, const pcsite_card_text *text) {
    cairo_t *cr = renderer->cr;
    const pcsite_card_style *style = &renderer->style;
    const int rtl = text->right_to_left, inner = PCSITE_CARD_WIDTH - 2 * margin;
    set_colour(cr, style->background);
    cairo_paint(cr);
    set_colour(cr, style->accent);
    cairo_rectangle(cr, rtl ? PCSITE_CARD_WIDTH - stripe_width : 0, 0, stripe_width, PCSITE_CARD_HEIGHT);
    cairo_fill(cr);

    // The site: its logo, then its title, on one line at the top.
    double title_start = margin, title_width = inner;
    if (renderer->logo) {
        double scale = (double)logo_height / cairo_image_surface_get_height(renderer->logo);
        double width = cairo_image_surface_get_width(renderer->logo) * scale;
        if (width > inner / 3.0) { scale *= inner / 3.0 / width; width = inner / 3.0; }
        double x = rtl ? PCSITE_CARD_WIDTH - margin - width : margin;
        cairo_save(cr);
        cairo_translate(cr, x, 64);
        cairo_scale(cr, scale, scale);
        cairo_set_source_surface(cr, renderer->logo, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_paint(cr);
        cairo_restore(cr);
        title_width = inner - width - 24;
        if (!rtl) title_start = margin + width + 24;
    }
    PangoLayout *title = paragraph(renderer, text->site_title, title_size, 1, (int)title_width, 1, rtl);
    int title_height;
    pango_layout_get_pixel_size(title, NULL, &title_height);
    show(cr, title, title_start, 64 + (logo_height - title_height) / 2.0, style->text);
    g_object_unref(title);

    PangoLayout *name = paragraph(renderer, text->name, name_size, 1, inner, 2, rtl);
    int name_height;
    pango_layout_get_pixel_size(name, NULL, &name_height);
    show(cr, name, margin, name_top, style->text);
    g_object_unref(name);

    if (text->facts && *text->facts) {
        PangoLayout *facts = paragraph(renderer, text->facts, facts_size, 0, inner, 1, rtl);
        show(cr, facts, margin, name_top + name_height + facts_gap, style->text);
        g_object_unref(facts);
    }

    if (text->invitation) {
        PangoLayout *invitation = paragraph(renderer, text->invitation, button_size, 1, -1, 1, rtl);
        int width, height;
        pango_layout_get_pixel_size(invitation, &width, &height);
        if (width > inner - 2 * button_padding_x) width = inner - 2 * button_padding_x;
        double box_width = width + 2 * button_padding_x, box_height = height + 2 * button_padding_y;
        double x = rtl ? PCSITE_CARD_WIDTH - margin - box_width : margin;
        double y = PCSITE_CARD_HEIGHT - 64 - box_height;
        set_colour(cr, style->accent);
        rounded_rectangle(cr, x, y, box_width, box_height, button_radius);
        cairo_fill(cr);
        pango_layout_set_width(invitation, width * PANGO_SCALE);
        show(cr, invitation, x + button_padding_x, y + button_padding_y, style->accent_text);
        g_object_unref(invitation);
    }
    cairo_surface_flush(renderer->surface);
}

int pcsite_card_render(pcsite_card_renderer *renderer, const pcsite_card_text *text, uint8_t **png, size_t *length) {
    draw(renderer, text);
    const uint32_t *pixels = (const uint32_t *)cairo_image_surface_get_data(renderer->surface);
    int stride = cairo_image_surface_get_stride(renderer->surface) / 4;
    return pcsite_card_encode_png(pixels, PCSITE_CARD_WIDTH, PCSITE_CARD_HEIGHT, stride, renderer->logo ? 256 : 16, png, length);
}

void pcsite_card_layout_name(pcsite_card_renderer *renderer, const pcsite_card_text *text, pcsite_card_name_layout *out) {
    memset(out, 0, sizeof *out);
    PangoLayout *name = paragraph(renderer, text->name, name_size, 1, PCSITE_CARD_WIDTH - 2 * margin, 2,
                                  text->right_to_left);
    out->lines = pango_layout_get_line_count(name);
    out->ellipsized = pango_layout_is_ellipsized(name);
    PangoLayoutLine *first = pango_layout_get_line_readonly(name, 0);
    if (first) {
        // The line's own direction: its first run's embedding level is odd when it reads right to left.
        PangoGlyphItem *run = first->runs ? first->runs->data : NULL;
        out->first_line_right_to_left = run ? (run->item->analysis.level % 2) : 0;
    }
    size_t used = 0;
    PangoLayoutIter *iter = pango_layout_get_iter(name);
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
        if (!run) continue;
        PangoFontDescription *font = pango_font_describe(run->item->analysis.font);
        const char *name_of_family = pango_font_description_get_family(font);
        size_t size = name_of_family ? strlen(name_of_family) : 0;
        if (size && !strstr(out->families, name_of_family) && used + size + 2 < sizeof out->families) {
            memcpy(out->families + used, name_of_family, size);
            used += size;
            out->families[used++] = '\n';
        }
        pango_font_description_free(font);
    } while (pango_layout_iter_next_run(iter));
    pango_layout_iter_free(iter);
    g_object_unref(name);
}

uint64_t pcsite_card_fonts_fingerprint(int *count) {
    *count = 0;
    if (!FcInit()) return 0;
    FcFontSet *fonts = FcConfigGetFonts(NULL, FcSetSystem);
    if (fonts) *count = fonts->nfont;
    uint64_t sum = (uint64_t)pango_version();
    for (int index = 0; fonts && index < fonts->nfont; index++) {
        FcChar8 *file = NULL;
        if (FcPatternGetString(fonts->fonts[index], FC_FILE, 0, &file) != FcResultMatch) continue;
        struct stat info;
        uint64_t hash = 1469598103934665603ull;
        for (const FcChar8 *c = file; *c; c++) hash = (hash ^ *c) * 1099511628211ull;
        if (stat((const char *)file, &info) == 0) {
            hash = (hash ^ (uint64_t)info.st_size) * 1099511628211ull;
            hash = (hash ^ (uint64_t)info.st_mtim.tv_sec) * 1099511628211ull;
        }
        // Order-free: fontconfig's order of the same fonts may differ between caches.
        hash ^= hash >> 29;
        hash *= 0xbf58476d1ce4e5b9ull;
        hash ^= hash >> 32;
        sum += hash;
    }
    return sum;
}
