#ifndef PCSITE_CPLATFORM_H
#define PCSITE_CPLATFORM_H

/// Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE). Returns 0 or -1 with errno set.
int pcsite_exchange_paths(const char *first, const char *second);

/// Removes a folder tree without following symbolic links. Returns 0 or -1 with errno set.
int pcsite_remove_tree(const char *path);

/// Puts the tree at `staging` in place of `target`, never leaving `target` half-written: an atomic
/// exchange where the kernel has one, else `target` is renamed to `aside` and `staging` into place.
/// Returns 0 when done (the previous tree, if any, is then at `staging` or `aside` for the caller to
/// remove), or -1 with errno set and `target` as it was.
int pcsite_replace_folder(const char *staging, const char *target, const char *aside);

/// Mirrors the folder tree at `source` into `target` with hard links (folders created, regular files
/// linked, symbolic links and anything else skipped). Returns the number of files linked, or -1 with errno.
long pcsite_link_tree(const char *source, const char *target);

/// Copies the running executable's GNU build id (its `.note.gnu.build-id`, read from memory) into `out`.
/// Returns the number of bytes copied, or 0 when the executable has none.
long pcsite_executable_build_id(unsigned char *out, unsigned long capacity);

/// The commit pcsite was built from (linked in by scripts/release/package.sh), or "" when the build did not say.
const char *pcsite_build_commit(void);

/// Installs SIGTERM and SIGINT handlers: the first signal is recorded (see `pcsite_stop_signal`) and arms a
/// 0.9 s deadline after which the process exits with 128 + the signal; a second signal exits at once.
void pcsite_install_stop_handlers(void);

/// The first SIGTERM or SIGINT received since `pcsite_install_stop_handlers`, or 0.
int pcsite_stop_signal(void);

/// Prepares the file written when a stop signal ends the process from its handler (see `stop_signals.c`): the text
/// for exit status 130 (SIGINT) or 143 (SIGTERM) is written to `temporary`, then renamed to `final`.
void pcsite_arm_exit_file(const char *temporary, const char *final, const char *interrupted, const char *terminated);

/// The run wrote its own file: a later forced exit leaves it alone.
void pcsite_disarm_exit_file(void);

/// Writes the armed file for `status` (async-signal-safe); does nothing when not armed.
void pcsite_write_exit_file(int status);

/// Starts `argv[0]` (looked up in PATH) with `envp` (NULL: this process's environment) and exactly three open
/// files: `input`, `output` and `errors` as its standard input, output and error. Nothing else of this process
/// is inherited (lock files, sockets) and every signal starts at its default, so a background job the child
/// leaves behind holds nothing of ours. Returns 0 and sets `*pid`, or an errno value.
int pcsite_spawn(char *const argv[], char *const envp[], int input, int output, int errors, int *pid);

/// The cores this process may use: the CPUs of its affinity mask (taskset, cpuset), capped by its cgroup's CPU
/// quota (cgroup v2 `cpu.max`, or v1 `cpu.cfs_quota_us` / `cpu.cfs_period_us`), rounded up; at least 1. Read once.
int pcsite_usable_cores(void);

#endif
