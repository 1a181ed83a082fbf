/* Preloaded into `zoetrope serve` under valgrind (scripts/http/instructions-per-request.sh):
 * libdispatch hands sigsuspend a mask in read-only memory, and valgrind 3.19 writes into the
 * mask it is given, so the server crashes at start. This sigsuspend passes a copy. */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, _NSIG / 8);
}
