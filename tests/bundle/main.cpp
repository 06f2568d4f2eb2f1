// Bundler fixture: includes in comments, a header included twice and from
// two levels, standard headers repeated across files, a #line directive, and
// a string literal holding "/*" before an include that must still be followed,
// comments after the code starts (left out), a region between the markers
// (left out), a header whose #ifndef and #define differ (not a guard), a
// header whose name is one letter.
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
#include "lib/d.hpp"
#include "z"
// A comment line after the code started: left out of the bundle.
const char* const kUrl = "http://example.org";  // a trailing comment: left out
const char kQuote = '"';  // the quote opens no string, so this comment goes too
// submission: leave out from here
#include <map>
const int kLeftOut = this_does_not_compile;
// submission: leave out to here

int main() {
    const std::vector<int> values{a(), b(), c()};
    return values[0] + values[1] + values[2] + d() + z() == 19 && fixture_text() == "ab" && kNotAComment[0] == '/' &&
                   kUrl[5] == '/' && kQuote == '"'
               ? 0
               : 1;
}
