#ifndef C_FILE_SYSTEM_H
#define C_FILE_SYSTEM_H

#include <stddef.h>
#include <sys/types.h>

/// Atomically exchanges two paths (both must exist): renameat2(RENAME_EXCHANGE) on Linux,
/// renamex_np(RENAME_SWAP) on Darwin. Returns 0 on success, else -1 with errno set.
int horizon_exchange_paths(const char *first, const char *second);

/// The names of a file's extended attributes (flistxattr), NUL-separated; as flistxattr.
ssize_t horizon_list_attributes(int descriptor, char *names, size_t size);

/// One extended attribute's value (fgetxattr); as fgetxattr.
ssize_t horizon_get_attribute(int descriptor, const char *name, void *value, size_t size);

/// Sets one extended attribute (fsetxattr, created or replaced); 0, or -1 with errno set.
int horizon_set_attribute(int descriptor, const char *name, const void *value, size_t size);

/// Makes the signal write one byte to `descriptor` (a pipe's write end) instead of its default action,
/// from a handler that needs no thread (a Dispatch signal source needs one, which `ulimit -u` may refuse);
/// the signal is unblocked on the calling thread. What the signal did before, and whether it was
/// blocked, is kept for horizon_restore_signal. 0, or -1 with errno set.
int horizon_forward_signal(int number, int descriptor);

/// Gives the signal back the action and the blocked state it had before horizon_forward_signal;
/// 0, or -1 with errno set.
int horizon_restore_signal(int number);

#endif
