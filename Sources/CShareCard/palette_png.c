#include "share_card.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// A palette PNG: the card is a few flat colours and their antialiased edges, so 256 colours (the most used ones,
// the others mapped to the nearest) lose nothing a reader sees. Cairo's own writer (RGB, zlib level 6, every filter)
// took ~23 ms a card; this one, no filter and its own deflate (below), ~0.8 ms (BENCHMARKS.md, "Share cards").
// The card is read as runs of one colour, and two rows in three are the row above again (the flat background, the
// stripe, the button's fill): such a row is counted, indexed and compressed once. Counting and indexing pixel by
// pixel took ~1.3 ms a card, the runs ~0.45.

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

/// The image as runs of one colour, row by row. A row that repeats the one above has no runs of its own.
typedef struct {
    uint32_t colour; // 0x00RRGGBB, then, once the palette is chosen, the palette index
    uint32_t length;
} colour_run;

typedef struct {
    colour_run *runs;
    size_t count, capacity;
    size_t *first;    // row y's runs are runs[first[y]] up to runs[first[y + 1]]
    uint8_t *repeats; // row y is row y - 1 again
} image_runs;

static void runs_free(image_runs *image) {
    free(image->runs);
    free(image->first);
    free(image->repeats);
}

static int push_run(image_runs *image, uint32_t colour, uint32_t length) {
    if (image->count == image->capacity) {
        size_t capacity = image->capacity ? image->capacity * 2 : 16384;
        colour_run *runs = realloc(image->runs, capacity * sizeof *runs);
        if (!runs) return -1;
        image->runs = runs;
        image->capacity = capacity;
    }
    image->runs[image->count++] = (colour_run){colour, length};
    return 0;
}

/// Where the run of pixels equal to row[x] ends: two pixels compared at once (callgrind: 0.36 M of ~6.5 M
/// instructions a card fewer than one at a time; four at once was more again).
static int run_end(const uint32_t *row, int x, int width) {
    const uint64_t two = (uint64_t)row[x] * 0x100000001u;
    uint64_t next;
    int end = x + 1;
    while (end + 2 <= width && (memcpy(&next, row + end, 8), next == two)) end += 2;
    while (end < width && row[end] == row[x]) end++;
    return end;
}

static int scan_runs(image_runs *image, const uint32_t *rgb, int width, int height, int stride) {
    *image = (image_runs){0};
    image->first = malloc(((size_t)height + 1) * sizeof *image->first);
    image->repeats = malloc((size_t)height);
    if (!image->first || !image->repeats) return -1;
    for (int y = 0; y < height; y++) {
        const uint32_t *row = rgb + (size_t)y * stride;
        image->first[y] = image->count;
        image->repeats[y] = y > 0 && memcmp(row, row - stride, (size_t)width * sizeof *row) == 0;
        if (image->repeats[y]) continue;
        // Whole pixels compared: Cairo leaves RGB24's top byte undefined, so one colour may come as two runs.
        for (int x = 0, end; x < width; x = end) {
            end = run_end(row, x, width);
            if (push_run(image, row[x] & 0xffffff, (uint32_t)(end - x)) != 0) return -1;
        }
    }
    image->first[height] = image->count;
    return 0;
}

/// Each row's runs counted once, times the rows that repeat it.
static int count_colours(colour_table *table, const image_runs *image, int height) {
    for (int y = 0; y < height; y++) {
        if (image->repeats[y]) continue;
        uint32_t rows = 1;
        while (y + rows < (uint32_t)height && image->repeats[y + rows]) rows++;
        for (size_t at = image->first[y]; at < image->first[y + 1]; at++) {
            if (table_add(table, image->runs[at].colour, image->runs[at].length * rows) != 0) return -1;
        }
    }
    return 0;
}

/// Sets `bytes` bytes to `byte`, 8 at a time: up to 7 past the end, which the next run (or the row's slack)
/// overwrites. Calling memset for the short runs of the words' edges cost more (callgrind: 0.23 M instructions a
/// card).
static void fill_bytes(uint8_t *to, size_t bytes, uint8_t byte) {
    const uint64_t eight = byte * 0x0101010101010101u;
    for (size_t at = 0; at < bytes; at += 8) memcpy(to + at, &eight, 8);
}

/// Sets `length` pixels from `x` on to `index`, `depth` bits each, left to right; below 4 bits the row starts
/// zeroed.
static void fill(uint8_t *pixels, int depth, size_t x, size_t length, unsigned index) {
    if (depth == 8) {
        fill_bytes(pixels + x, length, (uint8_t)index);
    } else if (depth == 4) {
        if (x & 1) { pixels[x >> 1] |= (uint8_t)index; x++; length--; }
        fill_bytes(pixels + (x >> 1), length >> 1, (uint8_t)(index * 0x11));
        if (length & 1) pixels[(x + length - 1) >> 1] = (uint8_t)(index << 4);
    } else {
        for (size_t end = x + length; x < end; x++) {
            size_t bit = x * depth;
            pixels[bit >> 3] |= (uint8_t)(index << (8 - depth - (bit & 7)));
        }
    }
}

/// A row as PNG stores it: filter 0 (none), then the palette indices of its runs.
static void pack_row(uint8_t *row, size_t row_bytes, int depth, const colour_run *run, const colour_run *end) {
    row[0] = 0;
    if (depth < 4) memset(row + 1, 0, row_bytes - 1);
    for (size_t x = 0; run < end; x += run->length, run++) fill(row + 1, depth, x, run->length, run->colour);
}

// Our own DEFLATE (RFC 1951): the rows are known to repeat, which zlib would have to search for. A row that is the
// row above again is 3 copies of it, bytes the row above has too one copy, a run of one byte one copy of the byte
// before it; then one block with Huffman codes made for this image. zlib's level 1 (Z_RLE) took ~1.2 ms a card
// for 17.7 KB on average, this ~0.45 ms, the rows' packing included, for 16.3 KB; the fixed codes instead of our
// own were no faster and made 21.5 KB.

/// A code as written: bit-reversed (Huffman codes go most significant bit first), then any extra bits.
typedef struct { uint32_t value, bits; } code;

typedef struct {
    uint8_t *out;
    size_t at;
    uint64_t pending;
    unsigned count;
} deflater;

static uint32_t reversed(uint32_t value, unsigned bits) {
    uint32_t result = 0;
    for (unsigned bit = 0; bit < bits; bit++) result = result << 1 | ((value >> bit) & 1);
    return result;
}

static void put(deflater *d, code c) {
    d->pending |= (uint64_t)c.value << d->count;
    d->count += c.bits;
    if (d->count >= 32) {
        for (int byte = 0; byte < 4; byte++) d->out[d->at++] = (uint8_t)(d->pending >> (8 * byte));
        d->pending >>= 32;
        d->count -= 32;
    }
}

static void flush(deflater *d) {
    for (; d->count > 0; d->count = d->count > 8 ? d->count - 8 : 0) {
        d->out[d->at++] = (uint8_t)d->pending;
        d->pending >>= 8;
    }
}

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                         67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4,
                                         5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513,
                                           769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                           11, 11, 12, 12, 13, 13};
// The order in which the code lengths' own code lengths are written.
static const uint8_t length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

enum { literals = 286, distances = 30, end_of_block = 256 };

/// The stream before its codes are chosen: a byte (< 256), or 256 + (length << 1 | 1 when the copy is from the row
/// above, 0 from the byte before).
typedef struct {
    uint16_t *tokens;
    size_t count, capacity;
    uint32_t literal_uses[literals], distance_uses[distances];
    uint8_t length_symbol[259];
    uint8_t distance_symbol[2];
    uint16_t distance[2];
} token_stream;

static int push_token(token_stream *stream, uint16_t token) {
    if (stream->count == stream->capacity) {
        size_t capacity = stream->capacity ? stream->capacity * 2 : 65536;
        uint16_t *tokens = realloc(stream->tokens, capacity * sizeof *tokens);
        if (!tokens) return -1;
        stream->tokens = tokens;
        stream->capacity = capacity;
    }
    stream->tokens[stream->count++] = token;
    return 0;
}

static int push_literal(token_stream *stream, uint8_t byte) {
    stream->literal_uses[byte]++;
    return push_token(stream, byte);
}

static unsigned distance_symbol_of(size_t distance) {
    unsigned symbol = 0;
    while (symbol + 1 < distances && distance_base[symbol + 1] <= distance) symbol++;
    return symbol;
}

static void stream_init(token_stream *stream, size_t row_bytes) {
    memset(stream, 0, sizeof *stream);
    for (unsigned symbol = 0, bytes = 3; bytes <= 258; bytes++) {
        while (symbol + 1 < 29 && length_base[symbol + 1] <= bytes) symbol++;
        stream->length_symbol[bytes] = (uint8_t)symbol;
    }
    stream->distance[0] = 1;
    stream->distance[1] = (uint16_t)row_bytes;
    for (int kind = 0; kind < 2; kind++) stream->distance_symbol[kind] = (uint8_t)distance_symbol_of(stream->distance[kind]);
}

/// `length` (≥ 3) bytes again, from the row above or the byte before: copies of 258 bytes at most, none under 3.
static int push_copy(token_stream *stream, size_t length, int from_above) {
    while (length > 0) {
        size_t piece = length <= 258 ? length : length - 258 >= 3 ? 258 : length - 3;
        stream->literal_uses[257 + stream->length_symbol[piece]]++;
        stream->distance_uses[stream->distance_symbol[from_above]]++;
        if (push_token(stream, (uint16_t)(256 + (piece << 1 | (size_t)from_above))) != 0) return -1;
        length -= piece;
    }
    return 0;
}

/// How many bytes `a` and `b` have the same before they differ, 8 at a time (callgrind: 0.6 M instructions a card
/// fewer than one at a time).
static size_t same_bytes(const uint8_t *a, const uint8_t *b, size_t length) {
    size_t at = 0;
    for (uint64_t x, y; at + 8 <= length && (memcpy(&x, a + at, 8), memcpy(&y, b + at, 8), x == y);) at += 8;
    while (at < length && a[at] == b[at]) at++;
    return at;
}

/// A row: runs of one byte as copies of the byte before, stretches the row above (when given) has too as copies.
static int push_row(token_stream *stream, const uint8_t *row, const uint8_t *above, size_t length) {
    for (size_t at = 0; at < length;) {
        size_t end = at + 1 + same_bytes(row + at + 1, row + at, length - at - 1);
        size_t same = above ? same_bytes(row + at, above + at, length - at) : 0;
        if (same >= 3 && same >= end - at) {
            if (push_copy(stream, same, 1) != 0) return -1;
            at += same;
            continue;
        }
        if (push_literal(stream, row[at]) != 0) return -1;
        if (end - at > 3) {
            if (push_copy(stream, end - at - 1, 0) != 0) return -1;
        } else {
            for (size_t again = at + 1; again < end; again++) if (push_literal(stream, row[at]) != 0) return -1;
        }
        at = end;
    }
    return 0;
}

/// The rows as tokens, and the Adler-32 of the bytes they stand for.
static int tokenize_rows(token_stream *stream, const image_runs *image, int height, int depth, size_t row_bytes,
                         uLong *adler) {
    uint8_t *rows = malloc(2 * (row_bytes + 8)); // two rows, each with fill_bytes's slack
    if (!rows) return -1;
    const int copyable = row_bytes >= 3 && row_bytes <= 32768;
    uLong row_adler = adler32(0, NULL, 0);
    *adler = row_adler;
    uint8_t *row = rows, *above = rows + row_bytes + 8; // `above`: the last row pushed
    int status = 0;
    for (int y = 0; y < height && status == 0; y++) {
        int again = image->repeats[y];
        if (!again) {
            pack_row(row, row_bytes, depth, image->runs + image->first[y], image->runs + image->first[y + 1]);
            again = y > 0 && memcmp(row, above, row_bytes) == 0;
        }
        if (!again) {
            row_adler = adler32(1, row, (uInt)row_bytes);
            status = push_row(stream, row, y > 0 && copyable ? above : NULL, row_bytes);
            uint8_t *pushed = row;
            row = above;
            above = pushed;
        } else {
            status = copyable ? push_copy(stream, row_bytes, 1) : push_row(stream, above, NULL, row_bytes);
        }
        *adler = adler32_combine(*adler, row_adler, (z_off_t)row_bytes);
    }
    free(rows);
    stream->literal_uses[end_of_block]++;
    return status ? status : push_token(stream, end_of_block);
}

/// Huffman code lengths for `count` symbols used `uses` times (0: not used); returns the longest.
static unsigned huffman_lengths(const uint32_t *uses, unsigned count, uint8_t *lengths) {
    uint64_t leaves[literals]; // uses << 16 | symbol: sorted, ties broken by symbol
    unsigned used = 0;
    for (unsigned symbol = 0; symbol < count; symbol++) {
        lengths[symbol] = 0;
        if (uses[symbol]) leaves[used++] = (uint64_t)uses[symbol] << 16 | symbol;
    }
    for (unsigned at = 1; at < used; at++) { // insertion sort: a few hundred symbols, mostly in order
        uint64_t leaf = leaves[at];
        unsigned to = at;
        for (; to > 0 && leaves[to - 1] > leaf; to--) leaves[to] = leaves[to - 1];
        leaves[to] = leaf;
    }
    // Two queues: the leaves in order, then the merged nodes, made in order of weight.
    uint64_t weight[2 * literals];
    unsigned parent[2 * literals], depth[2 * literals];
    for (unsigned at = 0; at < used; at++) weight[at] = leaves[at] >> 16;
    unsigned leaf = 0, node = used;
    for (unsigned next = used; next < 2 * used - 1; next++) {
        unsigned pick[2];
        for (int side = 0; side < 2; side++) {
            pick[side] = leaf < used && (node >= next || weight[leaf] <= weight[node]) ? leaf++ : node++;
        }
        weight[next] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = next;
    }
    unsigned longest = 0;
    depth[2 * used - 2] = 0;
    for (unsigned at = 2 * used - 2; at-- > 0;) depth[at] = depth[parent[at]] + 1;
    for (unsigned at = 0; at < used; at++) {
        lengths[leaves[at] & 0xffff] = (uint8_t)depth[at];
        if (depth[at] > longest) longest = depth[at];
    }
    return longest;
}

/// Code lengths of at most `limit` bits, at least two symbols coded (a decoder wants a complete code): the uses
/// are halved until the tree is shallow enough.
static void limited_lengths(const uint32_t *uses, unsigned count, unsigned limit, uint8_t *lengths) {
    uint32_t scaled[literals];
    for (unsigned shift = 0;; shift++) {
        unsigned used = 0;
        for (unsigned symbol = 0; symbol < count; symbol++) {
            scaled[symbol] = uses[symbol] ? (uses[symbol] >> shift) | 1 : 0;
            used += scaled[symbol] != 0;
        }
        for (unsigned symbol = 0; used < 2; symbol++) {
            if (!scaled[symbol]) { scaled[symbol] = 1; used++; }
        }
        if (huffman_lengths(scaled, count, lengths) <= limit) return;
    }
}

static void canonical_codes(const uint8_t *lengths, unsigned count, code *codes) {
    unsigned per_length[16] = {0}, next[16];
    for (unsigned symbol = 0; symbol < count; symbol++) per_length[lengths[symbol]]++;
    per_length[0] = 0;
    for (unsigned bits = 1, value = 0; bits < 16; bits++) next[bits] = value = (value + per_length[bits - 1]) << 1;
    for (unsigned symbol = 0; symbol < count; symbol++) {
        unsigned bits = lengths[symbol];
        codes[symbol] = (code){bits ? reversed(next[bits]++, bits) : 0, bits};
    }
}

/// The two codes' lengths as the block's header writes them: runs of one length as symbols 16, 17 and 18.
static void put_code_lengths(deflater *d, const uint8_t *lengths, unsigned count, unsigned literal_count,
                             unsigned distance_count) {
    uint8_t symbols[literals + distances], extras[literals + distances];
    unsigned items = 0;
    uint32_t uses[19] = {0};
    for (unsigned at = 0, run; at < count; at += run) {
        uint8_t length = lengths[at];
        run = 1;
        while (at + run < count && lengths[at + run] == length && run < (length ? 7u : 138u)) run++;
        if (length == 0 && run >= 11) { symbols[items] = 18; extras[items++] = (uint8_t)(run - 11); }
        else if (length == 0 && run >= 3) { symbols[items] = 17; extras[items++] = (uint8_t)(run - 3); }
        else if (run >= 4) {
            symbols[items] = length; extras[items++] = 0;
            symbols[items] = 16; extras[items++] = (uint8_t)(run - 4);
        } else { symbols[items] = length; extras[items++] = 0; run = 1; }
    }
    for (unsigned item = 0; item < items; item++) uses[symbols[item]]++;
    uint8_t code_lengths[19];
    code codes[19];
    limited_lengths(uses, 19, 7, code_lengths);
    canonical_codes(code_lengths, 19, codes);
    unsigned written = 19;
    while (written > 4 && code_lengths[length_order[written - 1]] == 0) written--;
    put(d, (code){literal_count - 257, 5});
    put(d, (code){distance_count - 1, 5});
    put(d, (code){written - 4, 4});
    for (unsigned at = 0; at < written; at++) put(d, (code){code_lengths[length_order[at]], 3});
    static const uint8_t extra_bits[19] = {[16] = 2, [17] = 3, [18] = 7};
    for (unsigned item = 0; item < items; item++) {
        put(d, codes[symbols[item]]);
        if (extra_bits[symbols[item]]) put(d, (code){extras[item], extra_bits[symbols[item]]});
    }
}

/// The tokens as one final block with codes of their own.
static void put_block(deflater *d, const token_stream *stream) {
    uint8_t lengths[literals + distances];
    limited_lengths(stream->literal_uses, literals, 15, lengths);
    limited_lengths(stream->distance_uses, distances, 15, lengths + literals);
    unsigned literal_count = literals, distance_count = distances;
    while (literal_count > 257 && lengths[literal_count - 1] == 0) literal_count--;
    while (distance_count > 1 && lengths[literals + distance_count - 1] == 0) distance_count--;
    code literal_codes[literals], distance_codes[distances];
    canonical_codes(lengths, literals, literal_codes);
    canonical_codes(lengths + literals, distances, distance_codes);
    // The header's lengths run on from the literals' into the distances'.
    memmove(lengths + literal_count, lengths + literals, distance_count);
    put(d, (code){5, 3}); // the last block, codes of its own
    put_code_lengths(d, lengths, literal_count + distance_count, literal_count, distance_count);
    code distance[2];
    for (int kind = 0; kind < 2; kind++) {
        unsigned symbol = stream->distance_symbol[kind];
        distance[kind] = (code){distance_codes[symbol].value
                                    | (uint32_t)(stream->distance[kind] - distance_base[symbol]) << distance_codes[symbol].bits,
                                distance_codes[symbol].bits + distance_extra[symbol]};
    }
    for (size_t at = 0; at < stream->count; at++) {
        unsigned token = stream->tokens[at];
        if (token <= end_of_block) { put(d, literal_codes[token]); continue; }
        unsigned length = (token - 256) >> 1, symbol = stream->length_symbol[length];
        code length_code = literal_codes[257 + symbol];
        put(d, (code){length_code.value | (length - length_base[symbol]) << length_code.bits,
                      length_code.bits + length_extra[symbol]});
        put(d, distance[(token - 256) & 1]);
    }
}

/// The zlib stream of the image's rows (malloc'd), or NULL.
static uint8_t *deflate_rows(const image_runs *image, int height, int depth, size_t row_bytes, size_t *length) {
    token_stream *stream = malloc(sizeof *stream);
    if (!stream) return NULL;
    stream_init(stream, row_bytes);
    uLong adler;
    uint8_t *out = NULL;
    if (tokenize_rows(stream, image, height, depth, row_bytes, &adler) == 0) {
        // No token takes more than 15 + 5 + 15 + 13 bits, and a literal, the most of a byte, at most 15.
        out = malloc(stream->count * 6 + 1024);
    }
    if (out) {
        out[0] = 0x78; // zlib: deflate, 32 KB window
        out[1] = 0x01; // no dictionary; the header's check bits
        deflater d = {out + 2, 0, 0, 0};
        put_block(&d, stream);
        flush(&d);
        size_t at = 2 + d.at;
        for (int byte = 3; byte >= 0; byte--) out[at++] = (uint8_t)(adler >> (8 * byte));
        *length = at;
    }
    free(stream->tokens);
    free(stream);
    return out;
}

int pcsite_card_encode_png(const uint32_t *rgb, int width, int height, int stride, unsigned limit, uint8_t **png,
                           size_t *length) {
    image_runs image;
    colour_table table;
    if (scan_runs(&image, rgb, width, height, stride) != 0 || table_init(&table, 1024) != 0) {
        runs_free(&image);
        return -1;
    }
    if (count_colours(&table, &image, height) != 0) { table_free(&table); runs_free(&image); return -1; }
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
    uint32_t last_colour = empty, last_index = 0;
    for (size_t at = 0; at < image.count; at++) {
        uint32_t colour = image.runs[at].colour;
        if (colour != last_colour) last_index = table.counts[slot_of(&table, last_colour = colour)];
        image.runs[at].colour = last_index;
    }
    table_free(&table);
    const int depth = size <= 2 ? 1 : size <= 4 ? 2 : size <= 16 ? 4 : 8;
    const size_t row_bytes = ((size_t)width * depth + 7) / 8 + 1;
    size_t compressed_length;
    uint8_t *compressed = deflate_rows(&image, height, depth, row_bytes, &compressed_length);
    runs_free(&image);
    if (!compressed) return -1;

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
