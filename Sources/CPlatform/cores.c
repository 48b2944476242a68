#define _GNU_SOURCE
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "CPlatform.h"

/// The quota as whole cores rounded up, or 0 when there is none. cgroup v2 writes "max 100000" or "200000 100000".
static long cgroup_v2_limit(void) {
    FILE *file = fopen("/sys/fs/cgroup/cpu.max", "r");
    if (!file) return 0;
    char quota[32];
    long period = 0;
    long limit = 0;
    if (fscanf(file, "%31s %ld", quota, &period) == 2 && strcmp(quota, "max") != 0 && period > 0) {
        long microseconds = atol(quota);
        if (microseconds > 0) limit = (microseconds + period - 1) / period;
    }
    fclose(file);
    return limit;
}

static long read_number(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) return 0;
    long value = 0;
    if (fscanf(file, "%ld", &value) != 1) value = 0;
    fclose(file);
    return value;
}

/// cgroup v1: a quota of -1 means none.
static long cgroup_v1_limit(void) {
    long quota = read_number("/sys/fs/cgroup/cpu/cpu.cfs_quota_us");
    long period = read_number("/sys/fs/cgroup/cpu/cpu.cfs_period_us");
    return quota > 0 && period > 0 ? (quota + period - 1) / period : 0;
}

static int detect_usable_cores(void) {
    long count = 0;
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) count = CPU_COUNT(&set);
    if (count <= 0) count = sysconf(_SC_NPROCESSORS_ONLN);
    long limit = cgroup_v2_limit();
    if (limit == 0) limit = cgroup_v1_limit();
    if (limit > 0 && limit < count) count = limit;
    return count < 1 ? 1 : (int)count;
}

static atomic_int usable_cores = 0;

int pcsite_usable_cores(void) {
    int count = atomic_load_explicit(&usable_cores, memory_order_relaxed);
    if (count == 0) {
        /* Two threads may both detect: they find the same count. */
        count = detect_usable_cores();
        atomic_store_explicit(&usable_cores, count, memory_order_relaxed);
    }
    return count;
}
