#ifndef JUDGE_JUDGE_IO_HPP
#define JUDGE_JUDGE_IO_HPP
// How a judge program meets the world: reading and writing files and
// streams without exceptions, choosing the judge's streams, the exit codes,
// and run_judge, which turns a puzzle's solve() into a whole program.

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <new>
#include <string>
#include <utility>
#include <vector>
// submission: leave out from here
#include <optional>
#include <sstream>
// submission: leave out to here

#include "input_error.hpp"
// submission: leave out from here
#include "input_fields.hpp"
#include "language.hpp"
// submission: leave out to here

namespace judge {

constexpr int kExitOk = 0;
constexpr int kExitBadInput = 1;
constexpr int kExitUsage = 2;

// ---------------------------------------------------------------------------
// Files and streams, without exceptions: every failure comes back with the
// system's reason ("Is a directory", "No space left on device"), is never
// thrown and never ignored.

struct IoResult {
    int code = 0;       // errno of the failure, 0 for success
    std::string error;  // why it failed, for a message; empty for success
    explicit operator bool() const { return error.empty(); }
};

inline IoResult io_failure(int code) { return {code, code ? std::strerror(code) : "unknown error"}; }

constexpr std::size_t kNoLimit = static_cast<std::size_t>(-1);

// Reads everything `file` holds, but stops as soon as it passes `limit`
// bytes, without reading the rest (and sets *too_long, if given). It reads
// straight into `contents`, a file in one read of its size and one byte more
// (which shows that it ended), a pipe in growing chunks: a buffer on the
// stack would cost its pages and a copy (five page faults on a large map).
inline IoResult read_all(std::FILE* file, std::string& contents, std::size_t limit = kNoLimit,
                         bool* too_long = nullptr) {
    struct stat status {};
    fstat(fileno(file), &status);  // the size is a hint: where it fails, or for a pipe, 0
    contents.clear();
    for (std::size_t chunk = std::min(static_cast<std::size_t>(status.st_size), limit) + 1;;
         chunk = contents.size() + 4096) {
        const std::size_t held = contents.size();
        contents.resize(held + chunk);
        errno = 0;
        const std::size_t got = std::fread(&contents[held], 1, chunk, file);
        contents.resize(held + got);
        if (got > limit - held) {
            if (too_long) *too_long = true;
            return {};
        }
        if (got < chunk) break;
    }
    return std::ferror(file) ? io_failure(errno) : IoResult{};
}

inline IoResult read_file(const std::string& path, std::string& contents, std::size_t limit = kNoLimit,
                          bool* too_long = nullptr) {
    errno = 0;
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) return io_failure(errno);
    const IoResult result = read_all(file, contents, limit, too_long);
    std::fclose(file);
    return result;
}

// Writes `contents` to an open file and closes it; the first failure's reason.
inline IoResult write_and_close(std::FILE* file, const std::string& contents) {
    errno = 0;
    const bool written = std::fwrite(contents.data(), 1, contents.size(), file) == contents.size() &&
                         std::fflush(file) == 0;
    const int write_error = errno;
    errno = 0;
    const bool closed = std::fclose(file) == 0;
    if (written && closed) return {};
    return io_failure(written ? errno : write_error);
}

// What `path` names, through a symbolic link too: S_IFREG for a regular
// file, S_IFDIR for a folder, a device's or FIFO's type, 0 for nothing.
inline unsigned file_type(const std::string& path) {
    struct stat status {};
    return stat(path.c_str(), &status) == 0 ? static_cast<unsigned>(status.st_mode & S_IFMT) : 0u;
}

// Empties the regular file at `path`, if there is one, so that it holds no
// stale or partial answer; never a folder, a device or a FIFO, which an output
// path may also name. It truncates rather than removes: that works in a
// read-only folder and on every system, and never deletes anything.
inline void empty_file(const std::string& path) {
    if (file_type(path) != S_IFREG) return;
    if (std::FILE* file = std::fopen(path.c_str(), "wb")) std::fclose(file);
}

// Writes the file at `path` the way every judge expects, on every system:
// opened for writing (created, or truncated if it exists), written, closed,
// each step checked. No temporary file and rename (Windows' rename never
// replaces a file, and a read-only folder holds no new file) and no "x" mode
// (msvcrt.dll refuses it). A failed write (a full disk) leaves the file empty.
inline IoResult write_file(const std::string& path, const std::string& contents) {
    errno = 0;
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (!file) return io_failure(errno);
    const IoResult result = write_and_close(file, contents);
    if (!result) empty_file(path);
    return result;
}

// Writes to standard output and flushes it down to the system, so that a
// closed stream or a full disk is seen here and not lost at exit. Only C's
// stdio writes: <iostream> would build its streams and locale at every
// start, some 45,000 instructions and 5 to 7 page faults.
inline IoResult write_stdout(const std::string& text) {
    errno = 0;
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::fflush(stdout) != 0)
        return io_failure(errno);
    return {};
}

// A message for people on standard error, with its newline.
inline void complain(const std::string& message) {
    std::fputs((message + "\n").c_str(), stderr);
}

#if defined(_WIN32) && !defined(__MINGW32__)
// Windows' _setmode is declared in <io.h>, which other systems lack; so that a
// submission includes the same headers everywhere, Visual C++ gets it declared
// here (mingw-w64's <sys/stat.h> declares it already).
extern "C" int __cdecl _setmode(int file_descriptor, int mode);
#endif

// On Windows, standard input and output are text streams: "\n" goes out as
// "\r\n", and a byte 0x1A ends the input. Binary mode gives the bytes Linux
// gives. (0x8000 is msvcrt's _O_BINARY.)
inline void use_binary_standard_streams() {
#ifdef _WIN32
    _setmode(_fileno(stdin), 0x8000);
    _setmode(_fileno(stdout), 0x8000);
#endif
}

// ---------------------------------------------------------------------------
// Choosing the streams, like a judge does:
//   PROGRAM [--flags] IN [OUT]  explicit paths ("-" for standard input);
//   else the judge's named input file in the working directory, if present,
//        with the answer written to the named output file and to stdout;
//   else standard input and standard output.

struct JudgeFiles {
    const char* input;   // for example "input.txt"
    const char* output;  // for example "output.txt"
    // Longer input is refused unread: far above the largest valid input.
    std::size_t max_input_bytes;
};

// The puzzle: input bytes in, the exact answer text (with its final newline)
// out. Refuses bad input by throwing InputError; any notes for people go to
// `notes`, which run_judge prints on standard error.
using Solver = std::function<std::string(const std::string& input, std::string& notes)>;

// submission: leave out from here
// --explain: a walkthrough of the same input for people, on standard error,
// standard output unchanged. The single-file submissions leave it out (a
// judge never asks), and there --explain is an unknown option.
// Both speak the language of --lang (English by default).
using Explainer = std::function<void(const std::string& input, std::ostream& out, Language language)>;
// --html FILE: a picture of the solution as one self-contained HTML page,
// written to FILE; `input_name` goes into its title.
using Picturer =
    std::function<std::string(const std::string& input, const std::string& input_name, Language language)>;
// submission: leave out to here

struct Program {
    Program(const char* program_name, JudgeFiles judge_files, Solver solver)
        : name(program_name), files(judge_files), solve(std::move(solver)) {}
    const char* name;  // for messages: "civ"
    JudgeFiles files;
    Solver solve;
    // submission: leave out from here
    Explainer explain;
    Picturer picture;
    // submission: leave out to here
};

// A run of a judge program, as its command line and files decide it.
struct Invocation {
    // submission: leave out from here
    bool explain = false;
    Language language = Language::kEnglish;  // --lang, of the walkthrough and the page
    std::string page_path;    // --html FILE
    std::string fields_path;  // --fields FILE
    // submission: leave out to here
    std::vector<std::string> paths;  // INPUT and OUTPUT, as given
    std::string input_name = "standard input";
    std::string input;
    std::vector<std::string> outputs;  // the files to write; "" = standard output
};

// submission: leave out from here
// A side file's option at argv[i] (--html FILE, --html=FILE, the same for
// --fields): its path stored and i moved past it. 1 when taken, 0 when
// argv[i] is not this option, -1 when it is wrong (said).
inline int take_side_file(int argc, char** argv, int& i, const char* program, const std::string& option,
                          std::string& path) {
    const std::string arg = argv[i];
    const bool separate = arg == option;
    if (!separate && arg.rfind(option + "=", 0) != 0) return 0;
    if (separate && i + 1 == argc) {
        complain(program + (": " + option) + " needs a file name");
        return -1;
    }
    path = separate ? argv[++i] : arg.substr(option.size() + 1);
    if (!path.empty() && path != "-") return 1;
    complain(program + (": " + option) + " needs a file name (standard output carries the answer)");
    return -1;
}

// --lang CODE or --lang=CODE at argv[i]: the language stored and i moved
// past it. 1 when taken, 0 when argv[i] is not --lang, -1 when it is wrong (said).
inline int take_language(int argc, char** argv, int& i, const char* program, Language& language) {
    const std::string arg = argv[i];
    const bool separate = arg == "--lang";
    if (!separate && arg.rfind("--lang=", 0) != 0) return 0;
    const std::string code = separate ? (i + 1 < argc ? argv[++i] : "") : arg.substr(7);
    if (const std::optional<Language> chosen = language_from_code(code)) {
        language = *chosen;
        return 1;
    }
    complain(program + std::string(": --lang needs en, ru or ro") + (code.empty() ? "" : ", not " + shortened(code)));
    return -1;
}
// submission: leave out to here

// The flags and paths of the command line; false (with a message) when it is wrong.
inline bool parse_command_line(int argc, char** argv, const Program& program, Invocation& run) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        // submission: leave out from here
        if (arg == "--explain" && program.explain) {
            run.explain = true;
            continue;
        }
        int taken = program.picture ? take_side_file(argc, argv, i, program.name, "--html", run.page_path) : 0;
        if (taken == 0) taken = take_side_file(argc, argv, i, program.name, "--fields", run.fields_path);
        if (taken == 0 && (program.explain || program.picture)) taken = take_language(argc, argv, i, program.name, run.language);
        if (taken < 0) return false;
        if (taken > 0) continue;
        // submission: leave out to here
        if (arg.size() > 1 && arg[0] == '-') {
            complain(program.name + std::string(": unknown option ") + shortened(arg));
            return false;
        }
        run.paths.push_back(arg);
    }
    if (run.paths.size() > 2) {
        complain(program.name + std::string(": too many arguments"));
        return false;
    }
    return true;
}

// After a refusal no output file may keep an answer to some other input.
inline void empty_stale_outputs(const Invocation& run) {
    for (const std::string& output : run.outputs)
        if (!output.empty() && output != run.input_name) empty_file(output);
    // submission: leave out from here
    for (const std::string& side_file : {run.page_path, run.fields_path})
        if (!side_file.empty() && side_file != run.input_name) empty_file(side_file);
    // submission: leave out to here
}

// submission: leave out from here
// A person who pipes a sample in, in a folder that holds a stray copy of the
// judge's input file, gets that file's answer: said on standard error (judges
// ignore it), when standard input is a file or a pipe that went unread.
inline void note_unread_standard_input(const Program& program) {
    struct stat status {};
    if (fstat(fileno(stdin), &status) != 0 || !(S_ISREG(status.st_mode) || S_ISFIFO(status.st_mode))) return;
    complain(program.name + (": read " + std::string(program.files.input)) +
             " from the working folder, as a judge would, and wrote the answer to " + program.files.output +
             " too; standard input was not read");
}
// submission: leave out to here

// Reads the input the command line names: the explicit path, else the
// judge's file if the working directory has one (then the answer goes to its
// output file as well), else standard input. False, with a message, when it
// cannot be read; `too_long` when it passes the limit.
inline bool read_input(Invocation& run, const Program& program, bool& too_long) {
    const JudgeFiles& files = program.files;
    IoResult read;
    if (!run.paths.empty() && run.paths[0] != "-") {
        run.input_name = run.paths[0];
        read = read_file(run.input_name, run.input, files.max_input_bytes, &too_long);
    } else if (run.paths.empty() && (read = read_file(files.input, run.input, files.max_input_bytes, &too_long)).code != ENOENT) {
        run.input_name = files.input;
        run.outputs.push_back(files.output);
        // submission: leave out from here
        if (read) note_unread_standard_input(program);
        // submission: leave out to here
    } else {
        read = read_all(stdin, run.input, files.max_input_bytes, &too_long);
    }
    run.outputs.push_back(run.paths.size() == 2 ? run.paths[1] : "");
    if (read) return true;
    complain(program.name + (": cannot read " + run.input_name) + ": " + read.error);
    empty_stale_outputs(run);
    return false;
}

// Writes the answer to every output; false, with a message, on the first
// failure. Beside the judge's output file, standard output is a courtesy copy:
// the file holds the answer, so a closed or full standard output is no failure.
inline bool write_answer(const Invocation& run, const char* name, const std::string& answer) {
    const bool stdout_is_courtesy = run.outputs.size() > 1;
    for (const std::string& output : run.outputs) {
        const IoResult written = output.empty() ? write_stdout(answer) : write_file(output, answer);
        if (!written && !(output.empty() && stdout_is_courtesy)) {
            complain(name + (": cannot write " + (output.empty() ? "standard output" : output)) + ": " + written.error);
            return false;
        }
    }
    return true;
}

// submission: leave out from here
// The page and the fields may not overwrite the input, an answer or each
// other; false, with a message, if one would.
inline bool side_files_are_free(const Invocation& run, const char* name) {
    for (const auto& [option, path] : {std::pair<const char*, const std::string*>{"--html", &run.page_path},
                                       std::pair<const char*, const std::string*>{"--fields", &run.fields_path}}) {
        if (path->empty()) continue;
        const bool is_input = *path == run.input_name;
        const bool is_output = std::find(run.outputs.begin(), run.outputs.end(), *path) != run.outputs.end();
        const bool is_other = path == &run.fields_path && *path == run.page_path;
        if (!is_input && !is_output && !is_other) continue;
        complain(name + (": " + std::string(option) + " " + *path) + " would overwrite the " +
                 (is_input ? "input" : is_output ? "answer" : "page of --html"));
        return false;
    }
    return true;
}

// Writes a side file (the page of --html, the fields of --fields) before any
// answer, so that one that cannot be written leaves no answer behind either;
// false, with a message, on failure.
inline bool write_side_file(const Invocation& run, const Program& program, const std::string& path,
                            const std::string& contents) {
    const IoResult written = write_file(path, contents);
    if (written) return true;
    complain(program.name + (": cannot write " + path) + ": " + written.error);
    empty_stale_outputs(run);
    return false;
}
// submission: leave out to here

// Parses the command line, reads the input, runs the solver and writes the
// answer. Returns the exit code: kExitOk, kExitBadInput or kExitUsage. Never
// throws: memory exhaustion too is a message and an exit code.
inline int run_judge(int argc, char** argv, const Program& program) {
    use_binary_standard_streams();
    Invocation run;
    bool too_long = false;
    try {
        if (!parse_command_line(argc, argv, program, run)) return kExitUsage;
        if (!read_input(run, program, too_long)) return kExitUsage;
        // submission: leave out from here
        if (!side_files_are_free(run, program.name)) return kExitUsage;
        // submission: leave out to here
        if (too_long) {
            complain(program.name + (": " + run.input_name) + ": the input is longer than " +
                     count_of(static_cast<long long>(program.files.max_input_bytes), "byte") + ", far more than any valid input");
            empty_stale_outputs(run);
            return kExitBadInput;
        }
        std::string notes;
        // submission: leave out from here
        FieldLog fields(!run.fields_path.empty());
        // submission: leave out to here
        const std::string answer = program.solve(run.input, notes);
        std::fwrite(notes.data(), 1, notes.size(), stderr);
        // submission: leave out from here
        const std::string field_lines = fields.finish();
        if (run.explain) {
            std::ostringstream walkthrough;
            program.explain(run.input, walkthrough, run.language);
            const std::string text = walkthrough.str();
            std::fwrite(text.data(), 1, text.size(), stderr);
        }
        if (!run.page_path.empty() &&
            !write_side_file(run, program, run.page_path, program.picture(run.input, run.input_name, run.language)))
            return kExitUsage;
        if (!run.fields_path.empty() && !write_side_file(run, program, run.fields_path, field_lines)) return kExitUsage;
        // submission: leave out to here
        return write_answer(run, program.name, answer) ? kExitOk : kExitUsage;
    } catch (const InputError& error) {
        complain(program.name + (": " + run.input_name) + ": " + error.what());
        empty_stale_outputs(run);
        return kExitBadInput;
    } catch (const std::bad_alloc&) {
        std::fputs(program.name, stderr);
        std::fputs(": out of memory\n", stderr);
        return kExitUsage;
    }
}

// submission: leave out from here
// --help, for people: a judge never asks, and the single-file submissions
// leave it out.
inline bool asks_for_help(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") return true;
    return false;
}

// Prints the usage, `about` (what the program solves, its input format) and
// the exit codes; returns kExitOk.
inline int print_help(const Program& program, const char* about) {
    const JudgeFiles& files = program.files;
    write_stdout(std::string("Usage: ") + program.name + (program.explain ? " [--explain]" : "") +
                 (program.picture ? " [--html FILE]" : "") +
                 // The rest on a line of its own, under the options, within 80 columns.
                 (program.explain || program.picture
                      ? " [--lang en|ru|ro]\n" + std::string(std::strlen(program.name) + 7, ' ')
                      : std::string()) +
                 " [--fields FILE]" +
                 " [INPUT [OUTPUT]]\n" + about + "\n\n" +
                 "Reads INPUT (\"-\" = standard input) and writes the answer to OUTPUT or\n" +
                 "standard output. Without arguments: reads " + files.input + " if the working directory\n" +
                 "has it, writing the answer to " + files.output + " and standard output; else reads\n" +
                 "standard input. Input longer than " + std::to_string(files.max_input_bytes) +
                 " bytes is refused unread.\n\n" +
                 (program.explain ? "  --explain      also write a human-readable walkthrough to standard error\n" : "") +
                 (program.picture ? "  --html FILE    also write a picture of the solution to FILE, one HTML page\n" : "") +
                 (program.explain || program.picture
                      ? "  --lang CODE    the walkthrough and the picture in English (en, the default),\n"
                        "                 Russian (ru) or Romanian (ro); the answer and the messages\n"
                        "                 about bad input stay as they are\n"
                      : "") +
                 "  --fields FILE  also write to FILE where each field of the input was read:\n" +
                 "                 a line each, its byte offset, length and name (the\n" +
                 "                 playground draws its board from them)\n" +
                 "  --help         show this text\n\n" +
                 "Exit codes: 0 answer written; 1 malformed input (one line on standard error,\n" +
                 "nothing on standard output, any output file emptied); 2 bad arguments, a file or\n" +
                 "stream that cannot be read or written, or memory exhausted.\n");
    return kExitOk;
}
// submission: leave out to here

}  // namespace judge

#endif  // JUDGE_JUDGE_IO_HPP
