#ifndef PCSITE_CPLATFORM_H
#define PCSITE_CPLATFORM_H

/// Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE). Returns 0 or -1 with errno set.
int pcsite_exchange_paths(const char *first, const char *second);

#endif
