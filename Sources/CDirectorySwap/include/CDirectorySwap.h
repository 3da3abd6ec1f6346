#ifndef C_DIRECTORY_SWAP_H
#define C_DIRECTORY_SWAP_H

/// Atomically exchanges two paths (both must exist): renameat2(RENAME_EXCHANGE) on Linux,
/// renamex_np(RENAME_SWAP) on Darwin. Returns 0 on success, else -1 with errno set.
int horizon_exchange_paths(const char *first, const char *second);

#endif
