#define _GNU_SOURCE
#include <stdio.h>
#include <fcntl.h>
#include "CPlatform.h"

int pcsite_exchange_paths(const char *first, const char *second) {
#ifdef RENAME_EXCHANGE
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    return -1;
#endif
}
