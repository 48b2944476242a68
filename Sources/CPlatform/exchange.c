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

#include <dirent.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>

/* Mirrors the tree at `source` into `target` with hard links: folders are created, regular files
   linked, anything else skipped. Returns the number of files linked, or -1 with errno set. */
long pcsite_link_tree(const char *source, const char *target) {
    if (mkdir(target, 0755) != 0 && errno != EEXIST) return -1;
    DIR *dir = opendir(source);
    if (dir == NULL) return -1;
    long linked = 0;
    struct dirent *entry;
    char from[PATH_MAX], to[PATH_MAX];
    while ((entry = readdir(dir)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        if (snprintf(from, sizeof from, "%s/%s", source, entry->d_name) >= (int)sizeof from
            || snprintf(to, sizeof to, "%s/%s", target, entry->d_name) >= (int)sizeof to) {
            closedir(dir);
            errno = ENAMETOOLONG;
            return -1;
        }
        unsigned char type = entry->d_type;
        if (type == DT_UNKNOWN) {
            struct stat info;
            if (lstat(from, &info) != 0) continue;
            type = S_ISDIR(info.st_mode) ? DT_DIR : S_ISREG(info.st_mode) ? DT_REG : DT_LNK;
        }
        if (type == DT_DIR) {
            long inner = pcsite_link_tree(from, to);
            if (inner < 0) { int saved = errno; closedir(dir); errno = saved; return -1; }
            linked += inner;
        } else if (type == DT_REG) {
            if (link(from, to) != 0) { int saved = errno; closedir(dir); errno = saved; return -1; }
            linked += 1;
        }
    }
    closedir(dir);
    return linked;
}
