// bundler: turns one main.cpp and the project headers it includes into the
// single file a judge accepts. Project headers ("quoted") are inlined once,
// their include guards or #pragma once dropped; standard headers (<angled>)
// are written once each at the top; includes inside comments are left alone;
// lines from "// submission: leave out from here" to "// submission: leave
// out to here" (the --explain code) are left out; each file keeps the comment
// that opens it (main.cpp's rules, a header's purpose), but not its other
// comment-only lines: the code is documented in src/, which the submission's
// first line names, and a judge's size limit counts comments too.
// Usage: bundler --name PUZZLE [--commit ID] INPUT OUTPUT; exit 1 on any error.

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct BundleError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::vector<std::string> read_lines(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw BundleError("cannot read " + path.string());
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

std::string trim(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return "";
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// Tracks /* */ comments across lines, so that a directive is recognised only
// where the preprocessor would see one, and finds where a line's // comment
// starts: outside string and character literals.
class CommentTracker {
public:
    bool inside() const { return inside_; }
    // Follows `line`; returns where its // comment starts, or npos.
    std::size_t feed(const std::string& line) {
        char literal = 0;  // the quote of the string or character literal we are in
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (inside_) {
                if (line.compare(i, 2, "*/") == 0) {
                    inside_ = false;
                    ++i;
                }
            } else if (literal) {
                if (line[i] == '\\') ++i;
                else if (line[i] == literal) literal = 0;
            } else if (line[i] == '"' || line[i] == '\'') {
                literal = line[i];
            } else if (line.compare(i, 2, "//") == 0) {
                return i;
            } else if (line.compare(i, 2, "/*") == 0) {
                inside_ = true;
                ++i;
            }
        }
        return std::string::npos;
    }

private:
    bool inside_ = false;
};

// A directive's words: "#  include  <x>  // c" gives {"include", "<x>"}.
std::vector<std::string> directive_words(const std::string& line) {
    std::string text = trim(line);
    if (text.empty() || text[0] != '#') return {};
    const auto comment = text.find("//");
    if (comment != std::string::npos) text = text.substr(0, comment);
    std::istringstream in(text.substr(1));
    std::vector<std::string> words;
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

// The line numbers of an include guard (#ifndef X / #define X ... #endif at
// the end) or of #pragma once, to be dropped; empty when there is none.
std::set<std::size_t> guard_lines(const std::vector<std::string>& lines) {
    std::vector<std::size_t> directives;
    CommentTracker comments;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool code = !comments.inside();
        comments.feed(lines[i]);
        if (code && !directive_words(lines[i]).empty()) directives.push_back(i);
    }
    if (directives.empty()) return {};
    const auto words = [&](std::size_t k) { return directive_words(lines[directives[k]]); };
    if (words(0) == std::vector<std::string>{"pragma", "once"}) return {directives[0]};
    if (directives.size() < 3) return {};
    const auto first = words(0), second = words(1), last = words(directives.size() - 1);
    if (first.size() == 2 && first[0] == "ifndef" && second.size() >= 2 && second[0] == "define" &&
        second[1] == first[1] && !last.empty() && last[0] == "endif")
        return {directives[0], directives[1], directives.back()};
    return {};
}

// A code line without the // comment that starts at `comment_at` (npos: none).
// A line that is only a comment stays whole, and so does one with a raw
// string literal, whose text the comment tracker does not follow.
std::string without_trailing_comment(const std::string& line, std::size_t comment_at) {
    if (comment_at == std::string::npos || trim(line.substr(0, comment_at)).empty() ||
        line.find("R\"") != std::string::npos)
        return line;
    return line.substr(0, line.find_last_not_of(" \t", comment_at - 1) + 1);
}

// The markers of a region the submission leaves out, each alone on its line.
constexpr const char* kLeaveOutFrom = "// submission: leave out from here";
constexpr const char* kLeaveOutTo = "// submission: leave out to here";

class Bundler {
public:
    void add_file(const fs::path& path) {
        const fs::path canonical = fs::weakly_canonical(path);
        if (!inlined_.insert(canonical).second) return;  // each project header once
        const std::vector<std::string> lines = read_lines(canonical);
        const std::set<std::size_t> guard = guard_lines(lines);
        CommentTracker comments;
        bool left_out = false, opening_comment = true;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const std::string& line = lines[i];
            const bool code = !comments.inside();
            const std::size_t comment_at = comments.feed(line);
            if (guard.count(i)) continue;
            const std::string text = trim(line);
            const bool comment_only = code && text.compare(0, 2, "//") == 0;
            if (!text.empty() && !comment_only && text[0] != '#') opening_comment = false;
            if (comment_only && !opening_comment && text != kLeaveOutFrom && text != kLeaveOutTo) continue;
            if (trim(line) == kLeaveOutFrom || trim(line) == kLeaveOutTo) {
                const bool opening = trim(line) == kLeaveOutFrom;
                if (opening == left_out)
                    throw BundleError(canonical.string() + ":" + std::to_string(i + 1) + ": unmatched \"" + trim(line) + "\"");
                left_out = opening;
                continue;
            }
            if (left_out) continue;
            const std::vector<std::string> words = code ? directive_words(line) : std::vector<std::string>{};
            if (!words.empty() && words[0] == "line") continue;
            if (words.empty() || words[0] != "include") {
                body_.push_back(code ? without_trailing_comment(line, comment_at) : line);
                continue;
            }
            const std::string where = canonical.string() + ":" + std::to_string(i + 1);
            if (words.size() < 2) throw BundleError(where + ": an include that names no file");
            const std::string& target = words[1];
            if (target.size() > 2 && target.front() == '<' && target.back() == '>') {
                if (std::find(system_.begin(), system_.end(), target) == system_.end()) system_.push_back(target);
            } else if (target.size() > 2 && target.front() == '"' && target.back() == '"') {
                const fs::path header = canonical.parent_path() / target.substr(1, target.size() - 2);
                if (!fs::is_regular_file(header)) throw BundleError(where + ": cannot find " + target);
                add_file(header);
            } else {
                throw BundleError(where + ": cannot understand the include " + target);
            }
        }
        if (left_out) throw BundleError(canonical.string() + ": \"" + std::string(kLeaveOutFrom) + "\" is never closed");
    }

    // The submission: what it solves and where it came from, the standard
    // headers, then the code, with runs of blank lines left by the removed
    // directives folded into one.
    std::string result(const std::string& name, const std::string& source, const std::string& commit) const {
        std::string text = "// " + name + ": single-file submission of " + source + ", built from commit " + commit + "\n";
        for (const std::string& header : system_) text += "#include " + header + "\n";
        bool previous_blank = false;
        for (const std::string& line : body_) {
            const bool blank = trim(line).empty();
            if (!(blank && previous_blank)) text += line + "\n";
            previous_blank = blank;
        }
        return text;
    }

private:
    std::set<fs::path> inlined_;
    std::vector<std::string> system_;  // in order of first appearance
    std::vector<std::string> body_;
};

}  // namespace

int main(int argc, char** argv) {
    std::string name, commit = "unknown";
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if ((arg == "--name" || arg == "--commit") && i + 1 < argc)
            (arg == "--name" ? name : commit) = argv[++i];
        else
            paths.push_back(arg);
    }
    if (paths.size() != 2 || name.empty()) {
        std::cerr << "usage: bundler --name PUZZLE [--commit ID] INPUT OUTPUT\n";
        return 2;
    }
    try {
        Bundler bundler;
        bundler.add_file(paths[0]);
        std::ofstream out(paths[1], std::ios::binary);
        out << bundler.result(name, fs::path(paths[0]).lexically_normal().generic_string(), commit);
        if (!out.flush()) throw BundleError("cannot write " + paths[1]);
    } catch (const std::exception& error) {
        std::cerr << "bundler: " << error.what() << "\n";
        std::remove(paths[1].c_str());
        return 1;
    }
    return 0;
}
