#ifndef TESTS_SAMPLES_HPP
#define TESTS_SAMPLES_HPP
// A puzzle's samples (DIRECTORY/NAME.in with NAME.out), for unit tests that
// put every sample through a checker.

#include <catch2/catch.hpp>
#include <dirent.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../src/common/judge_io.hpp"

namespace testing_support {

struct Sample {
    std::string name, input, expected;
};

inline std::vector<Sample> load_samples(const std::string& folder) {
    std::vector<Sample> samples;
    DIR* directory = opendir(folder.c_str());
    if (!directory) return samples;
    while (const dirent* entry = readdir(directory)) {
        const std::string file = entry->d_name;
        if (file.size() < 4 || file.compare(file.size() - 3, 3, ".in") != 0) continue;
        Sample sample{file.substr(0, file.size() - 3), "", ""};
        const std::string base = folder + "/" + sample.name;
        if (judge::read_file(base + ".in", sample.input) && judge::read_file(base + ".out", sample.expected))
            samples.push_back(sample);
    }
    closedir(directory);
    std::sort(samples.begin(), samples.end(), [](const Sample& a, const Sample& b) { return a.name < b.name; });
    return samples;
}

// Runs `check` on every sample of `folder`, a failure naming the sample;
// returns how many there were, so that a test can insist they were found.
template <class Check>
int check_each_sample(const std::string& folder, Check check) {
    int count = 0;
    for (const Sample& sample : load_samples(folder)) {
        INFO(sample.name);
        check(sample);
        ++count;
    }
    return count;
}

}  // namespace testing_support

#endif  // TESTS_SAMPLES_HPP
