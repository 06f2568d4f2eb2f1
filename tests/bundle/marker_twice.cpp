// Bundler fixture: a region opened twice before it is closed.
// submission: leave out from here
int people_only() { return 1; }
// submission: leave out from here
// submission: leave out to here
int main() { return 0; }
