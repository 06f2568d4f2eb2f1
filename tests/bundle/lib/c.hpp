#pragma once
// Bundler fixture: a header included after a string literal holding "/*",
// which must not be taken for the start of a comment.
inline int c() { return 4; }
