// Diagnostic for scripts/bench-rc-atomics.sh, never linked into Zoetrope: preloaded with
// LD_PRELOAD into a single-threaded benchmark, it makes every reference-count call the program's
// own code makes (through the PLT) non-atomic, so that the time atomic counting costs can be
// measured by difference. The runtime's calls to itself are not replaced, and nothing is in a
// build that links the runtime statically (as the Makefile's release builds do): the script
// needs a build against the shared runtime. Unsafe in any program
// whose threads share objects: the server must never run with it.
#include <stddef.h>

void *swift_nonatomic_retain(void *object);
void swift_nonatomic_release(void *object);
void *swift_nonatomic_retain_n(void *object, unsigned count);
void swift_nonatomic_release_n(void *object, unsigned count);
void *swift_nonatomic_bridgeObjectRetain(void *object);
void swift_nonatomic_bridgeObjectRelease(void *object);

void *swift_retain(void *object) { return swift_nonatomic_retain(object); }
void swift_release(void *object) { swift_nonatomic_release(object); }
void *swift_retain_n(void *object, unsigned count) { return swift_nonatomic_retain_n(object, count); }
void swift_release_n(void *object, unsigned count) { swift_nonatomic_release_n(object, count); }
void *swift_bridgeObjectRetain(void *object) { return swift_nonatomic_bridgeObjectRetain(object); }
void swift_bridgeObjectRelease(void *object) { swift_nonatomic_bridgeObjectRelease(object); }
