// Bundler fixture: a region the submission leaves out is opened, never closed.
int main() { return 0; }
// submission: leave out from here
int people_only() { return 1; }
