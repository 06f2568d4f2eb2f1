// The benchmark's verdicts on its targets (tools/bench.cpp), apart so that
// tests/test_bench_targets.cpp pins them: a time target judged on the median
// of the rounds, a miss told apart by whether the target lies inside the
// spread the rounds measured; a count judged against a peer's within a slack.
#ifndef PUZZLES_BENCH_TARGETS_HPP
#define PUZZLES_BENCH_TARGETS_HPP

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

namespace bench {

// A time target's outcome on one case.
enum class Verdict { kMet, kMissedInsideSpread, kMissedBeyondSpread };

// The rounds' ratios (each round's program time over the floor's time in
// the same round) as the verdict reads them: the median, and the middle
// half of the rounds (the 25th to the 75th percentile) as the spread.
struct RoundRatios {
    double median, low_quartile, high_quartile;
};

inline RoundRatios summarize(std::vector<double> ratios) {
    assert(!ratios.empty());
    std::sort(ratios.begin(), ratios.end());
    const auto at = [&](double fraction) {
        return ratios[static_cast<std::size_t>(std::lround(fraction * static_cast<double>(ratios.size() - 1)))];
    };
    return {at(0.5), at(0.25), at(0.75)};
}

// Met when the median is at most the target; a miss is inside the spread
// when the target still lies within the rounds' middle half (the next run
// may well meet it), beyond it when even the lower quartile is over.
inline Verdict judge_time(const RoundRatios& rounds, double target) {
    if (rounds.median <= target) return Verdict::kMet;
    return rounds.low_quartile <= target ? Verdict::kMissedInsideSpread : Verdict::kMissedBeyondSpread;
}

// A count of work (visits, pushes) within `slack` (0.01 for 1%) of the
// peer's, either way (both zero is equal); a count not taken (-1) never is.
inline bool within_of_peer(long long ours, long long peer, double slack) {
    if (ours < 0 || peer < 0) return false;
    return std::fabs(static_cast<double>(ours - peer)) <= slack * static_cast<double>(peer);
}

}  // namespace bench

#endif  // PUZZLES_BENCH_TARGETS_HPP
