#define _GNU_SOURCE
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <unistd.h>
#include "CPlatform.h"

int pcsite_exchange_paths(const char *first, const char *second) {
#ifdef RENAME_EXCHANGE
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    return -1;
#endif
}

static int remove_entry(const char *path, const struct stat *info, int flag, struct FTW *walk) {
    (void)info; (void)walk;
    return (flag == FTW_DP) ? rmdir(path) : unlink(path);
}

int pcsite_remove_tree(const char *path) {
    // Depth first, never following symbolic links: a link inside the tree is removed, not its target.
    return nftw(path, remove_entry, 32, FTW_DEPTH | FTW_PHYS);
}

int pcsite_replace_folder(const char *staging, const char *target, const char *aside) {
    if (rename(staging, target) == 0) return 0;  /* no previous tree */
    if (errno != EEXIST && errno != ENOTEMPTY) return -1;
    if (pcsite_exchange_paths(staging, target) == 0) return 0;
    if (rename(target, aside) != 0) return -1;
    if (rename(staging, target) != 0) {
        int saved = errno;
        rename(aside, target);
        errno = saved;
        return -1;
    }
    return 0;
}
