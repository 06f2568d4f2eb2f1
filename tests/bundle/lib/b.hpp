#pragma once
// Bundler fixture: reached from main.cpp and from a.hpp; must appear once.
#include <string>
#include <vector>

inline int b() { return 2; }
inline const char* b_letter() { return "b"; }
