// Preloaded into pcsite (scripts/shared-retains.sh): samples the swift_retain/swift_release calls pcsite's own code
// makes (through the PLT) and, at exit, lists the objects more than one thread retained or released, most often
// first, with their type names, then the callers (module + offset: `addr2line -f -e MODULE OFFSET | swift demangle`)
// of the most shared types. An object every thread writes the reference count of bounces between the cores' caches.
// An object is its address and type, so a freed address reused for another type is another object.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void *(*retain_fn)(void *);
typedef void (*release_fn)(void *);
static retain_fn real_retain;
static release_fn real_release;

#define SLOTS (1 << 22)
struct slot { _Atomic(uintptr_t) ptr; uintptr_t meta; _Atomic(uint64_t) count; _Atomic(uint64_t) threads; };
static struct slot *table;
static _Atomic int next_thread;
static __thread int thread_index = -1;
static __thread unsigned calls;
static int period = 16;

#define CALLERS (1 << 16)
struct caller { _Atomic(uintptr_t) key; uintptr_t meta, ret; _Atomic(uint64_t) count; };
static struct caller *callers;

static void record_caller(uintptr_t meta, uintptr_t ret) {
    if (!callers) return;
    uintptr_t k = meta * 31 + ret;
    uintptr_t h = (k * 0x9E3779B97F4A7C15ull) >> 48;
    for (int i = 0; i < 64; i++) {
        struct caller *c = &callers[(h + i) & (CALLERS - 1)];
        uintptr_t seen = atomic_load_explicit(&c->key, memory_order_relaxed);
        if (seen == 0) {
            uintptr_t expected = 0;
            if (atomic_compare_exchange_strong(&c->key, &expected, k)) { c->meta = meta; c->ret = ret; seen = k; }
            else seen = expected;
        }
        if (seen == k && c->meta == meta && c->ret == ret) { atomic_fetch_add_explicit(&c->count, 1, memory_order_relaxed); return; }
    }
}

static void record(void *object, uintptr_t ret) {
    if (!object || !table) return;
    if (++calls % period) return;
    if (thread_index < 0) thread_index = atomic_fetch_add(&next_thread, 1) % 64;
    uintptr_t p = (uintptr_t)object;
    if (p < 4096 || (p >> 56)) return;  // tagged or null-ish
    uintptr_t meta = *(uintptr_t *)p;
    record_caller(meta, ret);
    uintptr_t h = ((p ^ meta) * 0x9E3779B97F4A7C15ull) >> 42;
    for (int i = 0; i < 64; i++) {
        struct slot *s = &table[(h + i) & (SLOTS - 1)];
        uintptr_t seen = atomic_load_explicit(&s->ptr, memory_order_relaxed);
        if (seen == 0) {
            uintptr_t expected = 0;
            if (atomic_compare_exchange_strong(&s->ptr, &expected, p)) { s->meta = meta; seen = p; }
            else seen = expected;
        }
        if (seen == p && s->meta == meta) {
            atomic_fetch_add_explicit(&s->count, 1, memory_order_relaxed);
            atomic_fetch_or_explicit(&s->threads, 1ull << thread_index, memory_order_relaxed);
            return;
        }
    }
}

void *swift_retain(void *object) {
    if (!real_retain) real_retain = (retain_fn)dlsym(RTLD_NEXT, "swift_retain");
    record(object, (uintptr_t)__builtin_return_address(0));
    return real_retain(object);
}

void swift_release(void *object) {
    if (!real_release) real_release = (release_fn)dlsym(RTLD_NEXT, "swift_release");
    record(object, (uintptr_t)__builtin_return_address(0));
    real_release(object);
}

typedef struct { const char *data; uintptr_t length; } type_name;
static int by_count(const void *a, const void *b) {
    uint64_t x = ((const struct slot *)a)->count, y = ((const struct slot *)b)->count;
    return x < y ? 1 : x > y ? -1 : 0;
}

__attribute__((constructor)) static void start(void) {
    table = calloc(SLOTS, sizeof(struct slot));
    callers = calloc(CALLERS, sizeof(struct caller));
    const char *p = getenv("RC_PERIOD");
    if (p) period = atoi(p);
}

__attribute__((destructor)) static void finish(void) {
    struct slot *t = table; table = NULL;
    if (!t) return;
    type_name (*get_name)(uintptr_t, int) = (type_name (*)(uintptr_t, int))dlsym(RTLD_DEFAULT, "swift_getTypeName");
    static struct slot shared[200000];
    size_t n = 0; uint64_t total = 0, shared_total = 0;
    for (size_t i = 0; i < SLOTS; i++) {
        uint64_t c = atomic_load(&t[i].count); total += c;
        if (__builtin_popcountll(atomic_load(&t[i].threads)) >= 2) { shared_total += c; if (n < 200000) shared[n++] = t[i]; }
    }
    qsort(shared, n, sizeof shared[0], by_count);
    FILE *out = fopen(getenv("RC_OUT") ? getenv("RC_OUT") : "/tmp/rc.txt", "w");
    fprintf(out, "sampled calls %llu, on objects more than one thread touched %llu (%.1f%%), threads %d\n",
            (unsigned long long)total, (unsigned long long)shared_total, total ? 100.0 * shared_total / total : 0, next_thread);
    for (size_t i = 0; i < n && i < 60; i++) {
        type_name name = {"?", 1};
        // Class instances: metadata's first word; try it as a type.
        if (get_name && shared[i].meta > 4096) name = get_name(shared[i].meta, 1);
        fprintf(out, "%10llu threads=%2d %p %.*s\n", (unsigned long long)shared[i].count,
                __builtin_popcountll(shared[i].threads), (void *)shared[i].ptr, (int)name.length, name.data);
    }
    // The callers of the ten most shared types.
    for (size_t i = 0; i < n && i < 12; i++) {
        if (i > 0 && shared[i].meta == shared[i-1].meta) continue;
        type_name name = {"?", 1};
        if (get_name && shared[i].meta > 4096) name = get_name(shared[i].meta, 1);
        fprintf(out, "callers of %.*s:\n", (int)name.length, name.data);
        for (int round = 0; round < 6; round++) {
            uint64_t best = 0; struct caller *top = NULL;
            for (size_t j = 0; j < CALLERS; j++)
                if (callers[j].meta == shared[i].meta && callers[j].count > best) { best = callers[j].count; top = &callers[j]; }
            if (!top) break;
            Dl_info info; memset(&info, 0, sizeof info);
            dladdr((void *)top->ret, &info);
            fprintf(out, "   %8llu %s+0x%lx %s\n", (unsigned long long)best, info.dli_fname ? info.dli_fname : "?",
                    (unsigned long)(top->ret - (uintptr_t)info.dli_fbase), info.dli_sname ? info.dli_sname : "");
            top->count = 0;
        }
    }
    fclose(out);
}
