#ifndef JUDGE_GENERATOR_HPP
#define JUDGE_GENERATOR_HPP
// What the three generators share: options of the form `--name value`, read
// with a range or a list of choices, and the command line
// `PROGRAM-generate --seed S [options]` that prints one test.

#include <cstdint>
#include <functional>
#include <iostream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge_io.hpp"
#include "random.hpp"

namespace generator {

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The options of one generator run. Every option given must be read by the
// generator: one it never asks for is an error, not silently ignored.
class Args {
public:
    Args() = default;
    explicit Args(std::map<std::string, std::string> values) : values_(std::move(values)) {}

    std::uint64_t seed() {
        const std::string text = take("seed", "");
        if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos)
            throw UsageError("--seed needs a number from 0 to 10^19 - 1");
        return std::stoull(text);
    }

    int number(const std::string& name, int fallback, int lo, int hi) {
        const std::string text = take(name, std::to_string(fallback));
        const bool digits = !text.empty() && text.size() <= 9 && text.find_first_not_of("0123456789") == std::string::npos;
        const int value = digits ? std::stoi(text) : lo - 1;
        if (value < lo || value > hi)
            throw UsageError("--" + name + " takes a number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                             ", not '" + text + "'");
        return value;
    }

    std::string choice(const std::string& name, const std::vector<std::string>& choices) {
        const std::string text = take(name, choices.front());
        for (const std::string& allowed : choices)
            if (text == allowed) return text;
        std::string list;
        for (const std::string& allowed : choices) list += (list.empty() ? "" : ", ") + allowed;
        throw UsageError("--" + name + " takes one of " + list + ", not '" + text + "'");
    }

    bool has(const std::string& name) const { return values_.count(name) != 0; }

    // Throws for an option the generator never read.
    void expect_all_read() const {
        for (const auto& [name, value] : values_)
            if (!read_.count(name)) throw UsageError("option --" + name + " is unknown or does not apply to this kind (try --help)");
    }

private:
    std::string take(const std::string& name, const std::string& fallback) {
        read_[name] = true;
        const auto found = values_.find(name);
        return found == values_.end() ? fallback : found->second;
    }

    std::map<std::string, std::string> values_;
    std::map<std::string, bool> read_;
};

using Generate = std::function<std::string(Args& args)>;

// `PROGRAM --seed S [--name value ...]`: prints the test. Exit 0, or 2 with
// one line on standard error for a bad option.
inline int run_generator(int argc, char** argv, const char* program, const char* help, const Generate& generate) {
    judge::use_binary_standard_streams();  // Windows too writes "\n", not "\r\n"
    std::map<std::string, std::string> values;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << "Usage: " << program << " --seed S [options]\n" << help;
            return judge::kExitOk;
        }
        if (arg.size() < 3 || arg.compare(0, 2, "--") != 0 || i + 1 >= argc) {
            std::cerr << program << ": expected --name value pairs, found '" << arg << "' (try --help)\n";
            return judge::kExitUsage;
        }
        values[arg.substr(2)] = argv[++i];
    }
    if (!values.count("seed")) {
        std::cerr << program << ": --seed is required (try --help)\n";
        return judge::kExitUsage;
    }
    try {
        Args args(values);
        const std::string test = generate(args);
        args.expect_all_read();
        std::cout << test << std::flush;
        return std::cout ? judge::kExitOk : judge::kExitUsage;
    } catch (const UsageError& error) {
        std::cerr << program << ": " << error.what() << "\n";
        return judge::kExitUsage;
    }
}

}  // namespace generator

#endif  // JUDGE_GENERATOR_HPP
