/* The benchmark's C floor: the least any program can do with a test. It
   starts with the C library alone (no C++ runtime), reads the whole input
   named on its command line, and prints a constant. A static program's cost
   is quoted as a ratio to this. */

#include <stdio.h>

int main(int argc, char** argv) {
    static char buffer[1 << 16];
    FILE* in = argc > 1 ? fopen(argv[1], "rb") : stdin;
    if (!in) return 2;
    while (fread(buffer, 1, sizeof buffer, in) == sizeof buffer) {
    }
    puts("0");
    return 0;
}
