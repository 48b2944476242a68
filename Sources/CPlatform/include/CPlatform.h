#ifndef PCSITE_CPLATFORM_H
#define PCSITE_CPLATFORM_H

/// Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE). Returns 0 or -1 with errno set.
int pcsite_exchange_paths(const char *first, const char *second);

/// Removes a folder tree without following symbolic links. Returns 0 or -1 with errno set.
int pcsite_remove_tree(const char *path);

#endif
