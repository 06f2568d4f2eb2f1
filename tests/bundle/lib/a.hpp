#ifndef FIXTURE_A_HPP
#define FIXTURE_A_HPP
// Bundler fixture: a header that includes another project header.
#include <string>
#include "b.hpp"

inline int a() { return 1; }
inline std::string fixture_text() { return "a" + std::string(b_letter()); }

#endif  // FIXTURE_A_HPP
