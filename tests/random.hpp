#ifndef TESTS_RANDOM_HPP
#define TESTS_RANDOM_HPP
// A small deterministic PRNG for the stress tests (SplitMix64): the same seed
// gives the same cases with every compiler and standard library, which
// std::uniform_int_distribution does not promise.

#include <cstdint>

namespace testing_support {

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // Uniform in lo..hi (inclusive); the modulo bias is irrelevant for tests.
    int between(int lo, int hi) {
        const auto span = static_cast<std::uint64_t>(hi - lo + 1);
        return lo + static_cast<int>(next() % span);
    }

    // True with probability percent/100.
    bool chance(int percent) { return between(0, 99) < percent; }

private:
    std::uint64_t state_;
};

}  // namespace testing_support

#endif  // TESTS_RANDOM_HPP
