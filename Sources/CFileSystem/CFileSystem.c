#define _GNU_SOURCE
#include "CFileSystem.h"
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <sys/xattr.h>

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
