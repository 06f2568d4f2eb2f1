// A folder of a test's own under the system's temporary folder, removed with
// everything in it at the end of the test: the one place tests write files.
#ifndef TESTS_SCRATCH_FOLDER_HPP
#define TESTS_SCRATCH_FOLDER_HPP

#include <stdlib.h>

#include <filesystem>
#include <stdexcept>
#include <string>

class Scratch {
public:
    Scratch() {
        std::string pattern = (std::filesystem::temp_directory_path() / "puzzles-test-XXXXXX").string();
        path_ = mkdtemp(pattern.data()) ? pattern : throw std::runtime_error("mkdtemp failed");
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    ~Scratch() { std::filesystem::remove_all(path_); }
    const std::string& path() const { return path_; }
    std::string operator/(const std::string& name) const { return path_ + "/" + name; }

private:
    std::string path_;
};

#endif
