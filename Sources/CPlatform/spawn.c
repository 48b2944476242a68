#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>
#include "CPlatform.h"

extern char **environ;

int pcsite_spawn(char *const argv[], char *const envp[], int input, int output, int errors, int *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int code = posix_spawn_file_actions_init(&actions);
    if (code != 0) return code;
    code = posix_spawnattr_init(&attributes);
    if (code != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return code;
    }
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    if ((code = posix_spawn_file_actions_adddup2(&actions, input, 0)) == 0
        && (code = posix_spawn_file_actions_adddup2(&actions, output, 1)) == 0
        && (code = posix_spawn_file_actions_adddup2(&actions, errors, 2)) == 0
        && (code = posix_spawn_file_actions_addclosefrom_np(&actions, 3)) == 0
        && (code = posix_spawnattr_setsigmask(&attributes, &none)) == 0
        && (code = posix_spawnattr_setsigdefault(&attributes, &all)) == 0
        && (code = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)) == 0) {
        pid_t child = 0;
        code = posix_spawnp(&child, argv[0], &actions, &attributes, argv, envp ? envp : environ);
        if (code == 0) *pid = child;
    }
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return code;
}
