// Bundler fixture: an include that names nothing must fail loudly.
#include <vector>
#include
int main() { return 0; }
