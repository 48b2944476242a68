#include "CPlatform.h"

/* scripts/release/package.sh links in an object that defines this (the checkout's commit); a plain `swift build` does
   not, and the weak reference is then null. Only the link step sees the commit, so a new commit relinks
   the binary instead of recompiling every module. */
extern const char pcsite_commit_text[] __attribute__((weak));

const char *pcsite_build_commit(void) { return pcsite_commit_text ? pcsite_commit_text : ""; }
