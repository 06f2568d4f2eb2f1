// Bundler fixture: string and character literals that hold comment markers,
// escapes and raw strings; each line must come out whole, its trailing
// comment gone, and the program checks the values it holds.
#include <cstring>

const char* const kEscapedQuote = "a\"//b";  // a comment after an escaped quote
const char* const kRaw = R"(a" // b)";  // a raw string: no escapes, a quote inside
const char* const kRawDelimited = R"x(a)" // b)x";
const char* const kBlockInString = "/* not a comment */";
const char* const kBackslashLast = "a\\";  // the quote after an escaped backslash ends it
const char kQuote = '"', kSlash = '/';  /* a block comment after two characters */



int main() {
    const bool whole = std::strcmp(kEscapedQuote, "a\"/" "/b") == 0 && std::strlen(kRaw) == 7 &&
                       std::strlen(kRawDelimited) == 8 && std::strlen(kBlockInString) == 19 &&
                       std::strlen(kBackslashLast) == 2 && kQuote == '"' && kSlash == '/';
    return whole ? 0 : 1;
}
