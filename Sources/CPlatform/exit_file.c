#include "CPlatform.h"
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// A run stopped by the 0.9 s deadline (or a second signal) exits from a signal handler, where Swift cannot run:
// the metrics it would have written are prepared in advance and written here with async-signal-safe calls only.
static volatile sig_atomic_t armed = 0;
static char *temporary_path = NULL;
static char *final_path = NULL;
static char *interrupted_text = NULL;
static char *terminated_text = NULL;

void pcsite_arm_exit_file(const char *temporary, const char *final, const char *interrupted, const char *terminated) {
    armed = 0;
    free(temporary_path);
    free(final_path);
    free(interrupted_text);
    free(terminated_text);
    temporary_path = strdup(temporary);
    final_path = strdup(final);
    interrupted_text = strdup(interrupted);
    terminated_text = strdup(terminated);
    armed = temporary_path && final_path && interrupted_text && terminated_text;
}

void pcsite_disarm_exit_file(void) {
    armed = 0;
}

void pcsite_write_exit_file(int status) {
    if (!armed) return;
    armed = 0;
    const char *text = status == 130 ? interrupted_text : terminated_text;
    int descriptor = open(temporary_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (descriptor < 0) return;
    size_t length = strlen(text), offset = 0;
    while (offset < length) {
        ssize_t count = write(descriptor, text + offset, length - offset);
        if (count <= 0) break;
        offset += (size_t)count;
    }
    close(descriptor);
    if (offset == length) rename(temporary_path, final_path);
    else unlink(temporary_path);
}
