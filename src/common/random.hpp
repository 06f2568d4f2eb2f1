#ifndef JUDGE_RANDOM_HPP
#define JUDGE_RANDOM_HPP
// A small deterministic PRNG (SplitMix64) for the generators and the stress
// tests: the same seed gives the same tests with every compiler and standard
// library, which std::uniform_int_distribution does not promise.

#include <cstdint>

namespace judge {

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // Uniform in lo..hi (inclusive); the modulo bias (below 2^-50 here) is irrelevant.
    int between(int lo, int hi) {
        const auto span = static_cast<std::uint64_t>(hi - lo + 1);
        return lo + static_cast<int>(next() % span);
    }

    // True with probability percent/100.
    bool chance(int percent) { return between(0, 99) < percent; }

private:
    std::uint64_t state_;
};

}  // namespace judge

#endif  // JUDGE_RANDOM_HPP
