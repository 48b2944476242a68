#include "CPlatform.h"

/* scripts/package.sh passes the checkout's commit as -Xcc -DPCSITE_COMMIT="<id>"; a plain `swift build` does not. */
#ifndef PCSITE_COMMIT
#define PCSITE_COMMIT ""
#endif

const char *pcsite_build_commit(void) { return PCSITE_COMMIT; }
