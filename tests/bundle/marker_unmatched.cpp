// Bundler fixture: a region is closed that was never opened.
int main() { return 0; }
// submission: leave out to here
