// Bundler fixture: an include of the empty system name <> must fail loudly.
#include <vector>
#include <>
int main() { return 0; }
