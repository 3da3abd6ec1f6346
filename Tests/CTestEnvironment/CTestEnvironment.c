// Runs when the test bundle is loaded, before any test thread exists (setenv is not safe beside other
// threads): swift-snapshot-testing writes the files of a failed comparison under $SNAPSHOT_ARTIFACTS,
// else under the system's temporary folder, in a folder a first user who ran the tests owns — so a
// second user's `swift test` failed on it. Each run gets a folder of its own, made only on a failure.
#include "CTestEnvironment.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

const int horizon_test_environment_ready = 1;

__attribute__((constructor)) static void horizon_test_environment(void) {
    if (getenv("SNAPSHOT_ARTIFACTS") != NULL) return;
    const char *temporary = getenv("TMPDIR");
    if (temporary == NULL || temporary[0] == '\0') temporary = "/tmp";
    char folder[4096];
    int length = snprintf(folder, sizeof folder, "%s/horizon-snapshot-artifacts-%ld-%ld", temporary,
                          (long)getuid(), (long)getpid());
    if (length > 0 && (size_t)length < sizeof folder) setenv("SNAPSHOT_ARTIFACTS", folder, 0);
}
