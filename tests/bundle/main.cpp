// Bundler fixture: includes in comments, a header included twice and from
// two levels, standard headers repeated across files, a #line directive, and
// a string literal holding "/*" before an include that must still be followed.
#include <vector>
#include "lib/a.hpp"
/* A block comment that mentions
#include "does_not_exist.hpp"
   must stay a comment. */
// #include "also_missing.hpp"
#include "lib/a.hpp"
#include "lib/b.hpp"  // also reached through a.hpp
#include <vector>
#line 1 "renamed.cpp"
const char* const kNotAComment = "/* not a comment";
#include "lib/c.hpp"

int main() {
    const std::vector<int> values{a(), b(), c()};
    return values[0] + values[1] + values[2] == 7 && fixture_text() == "ab" && kNotAComment[0] == '/' ? 0 : 1;
}
