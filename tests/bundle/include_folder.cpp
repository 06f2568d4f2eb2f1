// Bundler fixture: an include that names a folder, not a file, must fail loudly.
#include <vector>
#include "lib"
int main() { return 0; }
