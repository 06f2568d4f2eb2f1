#ifndef FIXTURE_D_HPP
#define FIXTURE_D_OTHER_NAME
// Bundler fixture: #ifndef and #define name different macros, so this is no
// include guard and all three directives must stay.
inline int d() { return 8; }
#endif
