#include "share_card.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// A palette PNG: the card is a few flat colours and their antialiased edges, so 256 colours (the most used ones,
// the others mapped to the nearest) lose nothing a reader sees. Written with no filter at deflate level 1: Cairo's
// own writer (RGB, zlib level 6, every filter) took ~23 ms a card, this ~1 ms (BENCHMARKS.md, "Share cards").

typedef struct {
    uint32_t *keys;   // 0x00RRGGBB, or `empty`
    uint32_t *counts; // then, once the palette is chosen, the palette index
    size_t mask;
    size_t used;
} colour_table;

static const uint32_t empty = 0xffffffffu;

static size_t slot_of(const colour_table *table, uint32_t colour) {
    size_t slot = (colour * 0x9e3779b1u) & table->mask;
    while (table->keys[slot] != empty && table->keys[slot] != colour) slot = (slot + 1) & table->mask;
    return slot;
}

static int table_init(colour_table *table, size_t capacity) {
    table->keys = malloc(capacity * sizeof *table->keys);
    table->counts = calloc(capacity, sizeof *table->counts);
    if (!table->keys || !table->counts) return -1;
    memset(table->keys, 0xff, capacity * sizeof *table->keys);
    table->mask = capacity - 1;
    table->used = 0;
    return 0;
}

static void table_free(colour_table *table) {
    free(table->keys);
    free(table->counts);
}

static int table_add(colour_table *table, uint32_t colour, uint32_t count) {
    if ((table->used + 1) * 2 > table->mask + 1) {
        colour_table grown;
        if (table_init(&grown, (table->mask + 1) * 2) != 0) return -1;
        for (size_t slot = 0; slot <= table->mask; slot++) {
            if (table->keys[slot] == empty) continue;
            size_t to = slot_of(&grown, table->keys[slot]);
            grown.keys[to] = table->keys[slot];
            grown.counts[to] = table->counts[slot];
            grown.used++;
        }
        table_free(table);
        *table = grown;
    }
    size_t slot = slot_of(table, colour);
    if (table->keys[slot] == empty) {
        table->keys[slot] = colour;
        table->used++;
    }
    table->counts[slot] += count;
    return 0;
}

typedef struct { uint32_t colour, count; } colour_count;

// Most used first; equal counts by colour, so the palette never depends on the table's layout.
static int by_use(const void *a, const void *b) {
    const colour_count *x = a, *y = b;
    if (x->count != y->count) return x->count > y->count ? -1 : 1;
    return x->colour < y->colour ? -1 : x->colour > y->colour;
}

static long distance(uint32_t a, uint32_t b) {
    long dr = (long)((a >> 16) & 0xff) - (long)((b >> 16) & 0xff);
    long dg = (long)((a >> 8) & 0xff) - (long)((b >> 8) & 0xff);
    long db = (long)(a & 0xff) - (long)(b & 0xff);
    return dr * dr + dg * dg + db * db;
}

static unsigned nearest(const uint32_t *palette, unsigned size, uint32_t colour) {
    unsigned best = 0;
    long best_distance = -1;
    for (unsigned index = 0; index < size; index++) {
        long d = distance(colour, palette[index]);
        if (best_distance < 0 || d < best_distance) { best = index; best_distance = d; }
    }
    return best;
}

/// The most used colour first, then each time the colour that is used most times its distance² from the palette
/// so far: the flat colours and an even spread of their edges' blends.
static void choose_palette(const colour_count *colours, size_t count, uint32_t *palette, unsigned size) {
    long *gap = malloc(count * sizeof *gap);
    for (size_t index = 0; index < count; index++) gap[index] = -1;
    for (unsigned chosen = 0; chosen < size; chosen++) {
        size_t best = 0;
        double best_score = -1;
        for (size_t index = 0; index < count; index++) {
            if (chosen > 0) {
                long d = distance(colours[index].colour, palette[chosen - 1]);
                if (gap[index] < 0 || d < gap[index]) gap[index] = d;
            }
            double score = chosen == 0 ? colours[index].count : (double)colours[index].count * (double)gap[index];
            if (score > best_score) { best = index; best_score = score; }
        }
        palette[chosen] = colours[best].colour;
        gap[best] = 0;
    }
    free(gap);
}

static void put32(uint8_t *to, uint32_t value) {
    to[0] = value >> 24; to[1] = value >> 16; to[2] = value >> 8; to[3] = value;
}

/// Appends a chunk (length, type, data, CRC) at `*at`.
static void chunk(uint8_t *out, size_t *at, const char type[4], const uint8_t *data, uint32_t length) {
    put32(out + *at, length);
    memcpy(out + *at + 4, type, 4);
    if (length) memcpy(out + *at + 8, data, length);
    uint32_t crc = (uint32_t)crc32(0, out + *at + 4, length + 4);
    put32(out + *at + 8 + length, crc);
    *at += 12 + length;
}

int pcsite_card_encode_png(const uint32_t *rgb, int width, int height, int stride, unsigned limit, uint8_t **png,
                           size_t *length) {
    colour_table table;
    if (table_init(&table, 1024) != 0) return -1;
    // Runs of one colour (the background, mostly) are counted once per run.
    for (int y = 0; y < height; y++) {
        const uint32_t *row = rgb + (size_t)y * stride;
        uint32_t run_colour = row[0] & 0xffffff, run = 0;
        for (int x = 0; x < width; x++) {
            uint32_t colour = row[x] & 0xffffff;
            if (colour == run_colour) { run++; continue; }
            if (table_add(&table, run_colour, run) != 0) { table_free(&table); return -1; }
            run_colour = colour;
            run = 1;
        }
        if (table_add(&table, run_colour, run) != 0) { table_free(&table); return -1; }
    }
    colour_count *colours = malloc(table.used * sizeof *colours);
    size_t count = 0;
    for (size_t slot = 0; slot <= table.mask; slot++) {
        if (table.keys[slot] != empty) colours[count++] = (colour_count){table.keys[slot], table.counts[slot]};
    }
    qsort(colours, count, sizeof *colours, by_use);
    unsigned size = count < limit ? (unsigned)count : limit;
    uint32_t palette[256];
    choose_palette(colours, count, palette, size);
    free(colours);
    for (size_t slot = 0; slot <= table.mask; slot++) {
        if (table.keys[slot] != empty) table.counts[slot] = nearest(palette, size, table.keys[slot]);
    }
    const int depth = size <= 2 ? 1 : size <= 4 ? 2 : size <= 16 ? 4 : 8;
    const size_t row_bytes = ((size_t)width * depth + 7) / 8 + 1;
    uint8_t *raw = calloc(row_bytes * height, 1);
    for (int y = 0; y < height; y++) {
        const uint32_t *row = rgb + (size_t)y * stride;
        uint8_t *out = raw + row_bytes * y + 1; // filter 0: none
        uint32_t last_colour = empty, last_index = 0;
#define INDEX_OF(colour) ((colour) == last_colour ? last_index \
    : (last_colour = (colour), last_index = table.counts[slot_of(&table, last_colour)]))
        if (depth == 8) {
            for (int x = 0; x < width; x++) out[x] = (uint8_t)INDEX_OF(row[x] & 0xffffff);
        } else if (depth == 4) {
            int x = 0;
            for (; x + 1 < width; x += 2) {
                uint32_t high = INDEX_OF(row[x] & 0xffffff);
                out[x >> 1] = (uint8_t)(high << 4 | INDEX_OF(row[x + 1] & 0xffffff));
            }
            if (x < width) out[x >> 1] = (uint8_t)(INDEX_OF(row[x] & 0xffffff) << 4);
        } else {
            for (int x = 0; x < width; x++) {
                int bit = x * depth;
                out[bit >> 3] |= (uint8_t)(INDEX_OF(row[x] & 0xffffff) << (8 - depth - (bit & 7)));
            }
        }
#undef INDEX_OF
    }
    table_free(&table);

    uLong bound = compressBound(row_bytes * height);
    uint8_t *compressed = malloc(bound);
    z_stream stream = {0};
    int status = deflateInit2(&stream, 1, Z_DEFLATED, 15, 9, Z_RLE);
    if (status != Z_OK) { free(compressed); free(raw); return -1; }
    stream.next_in = raw;
    stream.avail_in = (uInt)(row_bytes * height);
    stream.next_out = compressed;
    stream.avail_out = (uInt)bound;
    status = deflate(&stream, Z_FINISH);
    uLong compressed_length = stream.total_out;
    deflateEnd(&stream);
    free(raw);
    if (status != Z_STREAM_END) { free(compressed); return -1; }

    size_t total = 8 + (12 + 13) + (12 + 3 * size) + (12 + compressed_length) + 12;
    uint8_t *out = malloc(total);
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    memcpy(out, signature, 8);
    size_t at = 8;
    uint8_t header[13];
    put32(header, (uint32_t)width);
    put32(header + 4, (uint32_t)height);
    header[8] = (uint8_t)depth;
    header[9] = 3; // indexed colour
    header[10] = header[11] = header[12] = 0;
    chunk(out, &at, "IHDR", header, 13);
    uint8_t entries[3 * 256];
    for (unsigned index = 0; index < size; index++) {
        entries[3 * index] = palette[index] >> 16;
        entries[3 * index + 1] = palette[index] >> 8;
        entries[3 * index + 2] = palette[index];
    }
    chunk(out, &at, "PLTE", entries, 3 * size);
    chunk(out, &at, "IDAT", compressed, (uint32_t)compressed_length);
    free(compressed);
    chunk(out, &at, "IEND", NULL, 0);
    *png = out;
    *length = at;
    return 0;
}
