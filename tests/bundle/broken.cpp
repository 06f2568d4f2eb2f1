// Bundler fixture: an include that cannot be resolved must fail loudly.
#include <vector>
#include "lib/nowhere.hpp"
int main() { return 0; }
