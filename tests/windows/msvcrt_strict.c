/* Linked into a Windows build with -Wl,--wrap=fopen,--wrap=rename: what the
 * real msvcrt.dll refuses and wine's copy lets through. msvcrt rejects the C11
 * "x" mode with EINVAL, and its rename never replaces an existing file. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

FILE* __real_fopen(const char* path, const char* mode);
int __real_rename(const char* from, const char* to);

FILE* __wrap_fopen(const char* path, const char* mode) {
    if (strchr(mode, 'x')) {
        errno = EINVAL;
        return NULL;
    }
    return __real_fopen(path, mode);
}

int __wrap_rename(const char* from, const char* to) {
    FILE* existing = __real_fopen(to, "rb");
    if (existing) {
        fclose(existing);
        errno = EEXIST;
        return -1;
    }
    return __real_rename(from, to);
}
