#include "CPlatform.h"
#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

// Signal handlers run on whatever thread the kernel picks, even when every worker thread is busy, so the
// one-second promise does not depend on a free Dispatch thread. Everything here is async-signal-safe.
static volatile sig_atomic_t stop_signal = 0;

static void on_deadline(int number) {
    (void)number;
    pcsite_write_exit_file(128 + stop_signal);
    _exit(128 + stop_signal);
}

static void on_stop(int number) {
    if (stop_signal != 0) {
        pcsite_write_exit_file(128 + number);
        _exit(128 + number);
    }
    stop_signal = number;
    struct itimerval deadline;
    memset(&deadline, 0, sizeof deadline);
    deadline.it_value.tv_usec = 900000;
    setitimer(ITIMER_REAL, &deadline, NULL);
}

static void install(int number, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    sigaction(number, &action, NULL);
}

void pcsite_install_stop_handlers(void) {
    install(SIGALRM, on_deadline);
    install(SIGTERM, on_stop);
    install(SIGINT, on_stop);
}

int pcsite_stop_signal(void) {
    return stop_signal;
}
