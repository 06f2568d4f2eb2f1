// Bundler fixture: includes in comments, a header included twice and from
// two levels, standard headers repeated across files.
#include <vector>
#include "lib/a.hpp"
/* A block comment that mentions
#include "does_not_exist.hpp"
   must stay a comment. */
// #include "also_missing.hpp"
#include "lib/a.hpp"
#include "lib/b.hpp"  // also reached through a.hpp
#include <vector>

int main() {
    const std::vector<int> values{a(), b()};
    return values[0] + values[1] == 3 && fixture_text() == "ab" ? 0 : 1;
}
