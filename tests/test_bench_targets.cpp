// The benchmark's verdicts (dev/bench_targets.hpp): met on the median,
// a miss inside or beyond the rounds' spread, the peer's counts within 1%.

#include <catch2/catch.hpp>

#include "../dev/bench_targets.hpp"

using bench::Verdict;

TEST_CASE("the rounds' median and quartiles") {
    const bench::RoundRatios rounds = bench::summarize({1.4, 1.0, 1.3, 1.1, 1.2});
    CHECK(rounds.median == 1.2);
    CHECK(rounds.low_quartile == 1.1);
    CHECK(rounds.high_quartile == 1.3);
    CHECK(bench::summarize({0.9}).median == 0.9);
}

TEST_CASE("a time target is judged on the median, a miss placed against the spread") {
    CHECK(bench::judge_time({1.20, 1.10, 1.30}, 1.2) == Verdict::kMet);
    CHECK(bench::judge_time({1.19, 1.15, 1.40}, 1.2) == Verdict::kMet);
    CHECK(bench::judge_time({1.25, 1.15, 1.30}, 1.2) == Verdict::kMissedInsideSpread);
    CHECK(bench::judge_time({1.25, 1.20, 1.30}, 1.2) == Verdict::kMissedInsideSpread);
    CHECK(bench::judge_time({1.25, 1.21, 1.30}, 1.2) == Verdict::kMissedBeyondSpread);
}

TEST_CASE("the peer's counts: within 1% either way, an uncounted one never") {
    CHECK(bench::within_of_peer(23056, 23067, 0.01));
    CHECK(bench::within_of_peer(10100, 10000, 0.01));
    CHECK(bench::within_of_peer(9900, 10000, 0.01));
    CHECK_FALSE(bench::within_of_peer(10101, 10000, 0.01));
    CHECK_FALSE(bench::within_of_peer(9899, 10000, 0.01));
    CHECK(bench::within_of_peer(0, 0, 0.01));
    CHECK_FALSE(bench::within_of_peer(1, 0, 0.01));
    CHECK_FALSE(bench::within_of_peer(-1, 10000, 0.01));
    CHECK_FALSE(bench::within_of_peer(10000, -1, 0.01));
}
