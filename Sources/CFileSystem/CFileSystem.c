#define _GNU_SOURCE
#include "CFileSystem.h"
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <sys/xattr.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

// The pipe each forwarded signal writes to, by signal, plus one (0: none): a handler may touch
// nothing else (async-signal-safe). One per signal, so that a pipe forwarding SIGUSR1 never wakes one
// waiting for SIGINT or SIGTERM (two pipes for different signals may live at once, as in the tests).
static volatile sig_atomic_t horizon_signal_pipe[NSIG];

static void horizon_write_signal(int number) {
    int saved = errno;
    unsigned char byte = 1;
    int descriptor = number > 0 && number < NSIG ? horizon_signal_pipe[number] - 1 : -1;
    if (descriptor >= 0) (void)write(descriptor, &byte, 1);
    errno = saved;
}

// What each forwarded signal did before, and whether it was blocked, given back by
// horizon_restore_signal. Written and read by the one thread that forwards and restores.
static struct sigaction horizon_previous_action[NSIG];
static int horizon_previously_blocked[NSIG];

int horizon_forward_signal(int number, int descriptor) {
    if (number <= 0 || number >= NSIG) {
        errno = EINVAL;
        return -1;
    }
    horizon_signal_pipe[number] = descriptor + 1;
    struct sigaction action = {0};
    action.sa_handler = horizon_write_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(number, &action, &horizon_previous_action[number]) != 0) return -1;
    // A process may start with the signal blocked (a parent's mask is inherited: test runners, some
    // service managers); blocked, it would never reach the handler.
    sigset_t set, previous;
    sigemptyset(&set);
    sigaddset(&set, number);
    errno = pthread_sigmask(SIG_UNBLOCK, &set, &previous);
    if (errno != 0) return -1;
    horizon_previously_blocked[number] = sigismember(&previous, number) == 1;
    return 0;
}

int horizon_restore_signal(int number) {
    if (number <= 0 || number >= NSIG) {
        errno = EINVAL;
        return -1;
    }
    if (sigaction(number, &horizon_previous_action[number], NULL) != 0) return -1;
    // The pipe is about to close: a late signal must not write to whatever takes its number next.
    horizon_signal_pipe[number] = 0;
    if (!horizon_previously_blocked[number]) return 0;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, number);
    errno = pthread_sigmask(SIG_BLOCK, &set, NULL);
    return errno == 0 ? 0 : -1;
}

// Swift's Glibc module does not export <sys/xattr.h> nor renameat2: these wrappers are the only way
// the store reaches them.

#if defined(__APPLE__)
int horizon_exchange_paths(const char *first, const char *second) {
    return renamex_np(first, second, RENAME_SWAP);
}

ssize_t horizon_list_attributes(int descriptor, char *names, size_t size) {
    return flistxattr(descriptor, names, size, 0);
}

ssize_t horizon_get_attribute(int descriptor, const char *name, void *value, size_t size) {
    return fgetxattr(descriptor, name, value, size, 0, 0);
}

int horizon_set_attribute(int descriptor, const char *name, const void *value, size_t size) {
    return fsetxattr(descriptor, name, value, size, 0, 0);
}
#elif defined(__linux__)
int horizon_exchange_paths(const char *first, const char *second) {
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}

ssize_t horizon_list_attributes(int descriptor, char *names, size_t size) {
    return flistxattr(descriptor, names, size);
}

ssize_t horizon_get_attribute(int descriptor, const char *name, void *value, size_t size) {
    return fgetxattr(descriptor, name, value, size);
}

int horizon_set_attribute(int descriptor, const char *name, const void *value, size_t size) {
    return fsetxattr(descriptor, name, value, size, 0);
}
#else
int horizon_exchange_paths(const char *first, const char *second) {
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
}

ssize_t horizon_list_attributes(int descriptor, char *names, size_t size) {
    (void)descriptor; (void)names; (void)size;
    return 0;
}

ssize_t horizon_get_attribute(int descriptor, const char *name, void *value, size_t size) {
    (void)descriptor; (void)name; (void)value; (void)size;
    errno = ENOTSUP;
    return -1;
}

int horizon_set_attribute(int descriptor, const char *name, const void *value, size_t size) {
    (void)descriptor; (void)name; (void)value; (void)size;
    errno = ENOTSUP;
    return -1;
}
#endif
