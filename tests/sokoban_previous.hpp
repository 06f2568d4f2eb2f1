#ifndef TESTS_SOKOBAN_PREVIOUS_HPP
#define TESTS_SOKOBAN_PREVIOUS_HPP
// The Sokoban search as it was before the live-pair rewrite (commit 7f40169,
// src/sokoban/main.cpp, its plan tracing left out; the cell sets, unchanged
// since, come from main.cpp): a reference the differential test compares the
// current search with on boards too large for the brute force. Not
// maintained; it only has to stay what it was.

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#define JUDGE_NO_MAIN
#include "../src/sokoban/main.cpp"

namespace sokoban_previous {

using sokoban::kNoCell;
using sokoban::kUnsolvable;
using sokoban::MoveTable;
using sokoban::Warehouse;
using sokoban::build_moves;
using sokoban::CellSet;
using sokoban::kBackward;
using sokoban::kForward;
using sokoban::State;
using sokoban::kDown;
using sokoban::kLeft;
using sokoban::kRight;
using sokoban::kUp;

// A move of one crate, as seen from the crate's cell: a worker standing on
// `worker_from` moves the crate to `crate_to` and itself to `worker_to`,
// provided the other crate is not on `needs_clear`. Forward it is a push
// (the worker behind the crate), backward a pull (the worker beside it steps
// away). worker_from is kNoCell where the board does not allow the move.
struct CrateMove {
    int worker_from = kNoCell, crate_to = 0, worker_to = 0, needs_clear = 0;
};
using CrateMoves = std::vector<std::array<CrateMove, 4>>;  // by crate cell, then direction

inline CrateMoves build_crate_moves(const MoveTable& moves, std::size_t end) {
    CrateMoves table(moves.size());
    for (std::size_t crate = 0; crate < moves.size(); ++crate)
        for (std::size_t d = 0; d < 4; ++d) {
            const int ahead = moves[crate][d], behind = moves[crate][(d + 2) % 4];
            if (end == kForward && ahead != kNoCell && behind != kNoCell)
                table[crate][d] = {behind, ahead, static_cast<int>(crate), ahead};
            const int away = ahead == kNoCell ? kNoCell : moves[static_cast<std::size_t>(ahead)][d];
            if (end == kBackward && away != kNoCell) table[crate][d] = {ahead, ahead, away, away};
        }
    return table;
}

// By crate cell: the cells a worker stands on to move a crate there.
inline std::vector<CellSet> movers_of(const CrateMoves& table) {
    std::vector<CellSet> movers(table.size());
    for (std::size_t crate = 0; crate < table.size(); ++crate)
        for (const CrateMove& move : table[crate])
            if (move.worker_from != kNoCell) movers[crate] |= CellSet::of(move.worker_from);
    return movers;
}

// Where a lone crate can go from `cell` by the moves of `table`, ignoring the
// other crate. With pushes: every cell it can be pushed to. With pulls: every
// cell from which pushes bring it to `cell` (for a target, the cells left out
// are its dead squares).
inline CellSet lone_crate_reach(const CrateMoves& table, int cell) {
    CellSet reached = CellSet::of(cell);
    std::vector<int> queue{cell};
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (const CrateMove& move : table[static_cast<std::size_t>(queue[head])]) {
            if (move.worker_from == kNoCell || reached.has(move.crate_to)) continue;
            reached |= CellSet::of(move.crate_to);
            queue.push_back(move.crate_to);
        }
    return reached;
}

// The states of one breadth-first level that share a placement of the crates.
struct Group {
    CellSet workers;
    std::uint16_t pair;       // pair_index(low, high)
    std::uint16_t low, high;  // the crates' cells
};

// Crate placements numbered low < high < cells: high * (high - 1) / 2 + low.
inline std::size_t pair_index(int low, int high) {
    return static_cast<std::size_t>(high * (high - 1) / 2 + low);
}
inline std::size_t pair_count(int cells) { return pair_index(0, cells); }

// One end of the search: the level in flight (the states first reached at
// distance `radius`) and, when a plan is wanted, every level before it.
struct Side {
    explicit Side(std::size_t which_end) : end(which_end) {}
    std::size_t end;  // kForward or kBackward
    CrateMoves crate_moves;
    // By crate cell: where the worker stands to move that crate (worker_from).
    std::vector<CellSet> movers;
    // Crates stand only where pushes can still bring them onto the targets
    // (forward) or could have brought them from their starts (backward): one
    // set per target or start. Other states lie on no plan.
    std::array<CellSet, 2> crate_can_be;
    std::vector<Group> level;
    std::vector<std::vector<Group>> history;
    int radius = 0;

    bool allowed(int a, int b) const {
        return (crate_can_be[0].has(a) && crate_can_be[1].has(b)) ||
               (crate_can_be[1].has(a) && crate_can_be[0].has(b));
    }
};

// The worker cells each side has reached with the crates on one placement,
// kept together since a visit reads both; aligned so that they share one
// cache line.
struct alignas(32) Placement {
    std::array<CellSet, 2> seen{};  // by side: kForward, kBackward
};

// The whole search: forward from the start by moves, backward from the
// solved positions (both crates on targets, the worker anywhere) by undoing
// moves: the worker steps back, and may pull the crate it had pushed.
// A level is expanded a crate placement at a time: all its walks are four
// shifts of the worker set, its pushes (or pulls) at most 8 single cells.
// Time O(levels * P) word operations and memory O(P), P = n^2 (n^2 - 1) / 2
// placements (4950 at n = 10).
class Search {
public:
    Search(const Warehouse& w, bool with_plan)
        : n_(w.n), moves_(build_moves(w)), with_plan_(with_plan), placements_(pair_count(w.n * w.n)),
          slot_(placements_.size(), kNoSlot) {
        // A level holds a placement at most once. Reserving that much once,
        // the three buffers never move; reserved memory left untouched costs
        // nothing, while a buffer regrown every level would touch new pages.
        for (std::vector<Group>* buffer : {&forward_.level, &backward_.level, &next_})
            buffer->reserve(placements_.size());
        for (Side* side : {&forward_, &backward_}) {
            side->crate_moves = build_crate_moves(moves_, side->end);
            side->movers = movers_of(side->crate_moves);
        }
        // Forward, a crate must still be able to reach a target: undo pushes
        // from the targets. Backward, it must have come from a start.
        const CrateMoves& pulls = backward_.crate_moves;
        const CrateMoves& pushes = forward_.crate_moves;
        forward_.crate_can_be = {lone_crate_reach(pulls, w.targets[0]), lone_crate_reach(pulls, w.targets[1])};
        backward_.crate_can_be = {lone_crate_reach(pushes, w.crates[0]), lone_crate_reach(pushes, w.crates[1])};
        CellSet open_cells;
        for (int cell = 0; cell < n_ * n_; ++cell) {
            if (w.obstacle[static_cast<std::size_t>(cell)]) continue;
            open_cells |= CellSet::of(cell);
            for (std::size_t d = 0; d < 4; ++d)
                if (moves_[static_cast<std::size_t>(cell)][d] != kNoCell) can_step_[d] |= CellSet::of(cell);
        }
        const CellSet targets = CellSet::of(w.targets[0]) | CellSet::of(w.targets[1]);
        start(forward_, w.crates, CellSet::of(w.worker));
        start(backward_, w.targets, open_cells.without(targets));
    }

    // Grows the smaller frontier a level at a time until the two meet.
    // Returns the fewest moves, or kUnsolvable when a side runs dry.
    int run() {
        while (!met_) {
            if (forward_.level.empty() || backward_.level.empty()) return kUnsolvable;
            expand(forward_.level.size() <= backward_.level.size() ? forward_ : backward_);
        }
        return forward_.radius + backward_.radius;
    }

private:
    // Level 0 of `side`: the crates on `crates`, the worker on any of `workers`.
    void start(Side& side, const std::array<int, 2>& crates, CellSet workers) {
        next_.clear();
        if (side.allowed(crates[0], crates[1])) reach(side, crates[0], crates[1], workers);
        start_level(side);
    }

    // Adds the worker cells `cells` with the crates on a and b to the next
    // level of side `mine`, keeping only the unseen ones, and notes the
    // meeting state if the other side has seen one of them. kWalks: the
    // walks of a group, whose placement is not in the level being built yet
    // (walks come first), so no slot is looked up (20% faster at -O2).
    // The walks pass the group's pair index; pushes compute it.
    template <bool kWalks = false>
    void reach(const Side& mine, int a, int b, CellSet cells) {
        const int low = std::min(a, b), high = std::max(a, b);
        reach<kWalks>(mine, low, high, pair_index(low, high), cells);
    }
    template <bool kWalks>
    void reach(const Side& mine, int low, int high, std::size_t pair, CellSet cells) {
        Placement& placement = placements_[pair];
        const CellSet fresh = cells.without(placement.seen[mine.end]);
        if (fresh.empty()) return;
        placement.seen[mine.end] |= fresh;
        if (kWalks || slot_[pair] == kNoSlot) {
            slot_[pair] = static_cast<std::uint16_t>(next_.size());
            // Field by field: a Group built aside and copied in whole is read
            // back before its parts are stored, a stall (a fifth of the search).
            Group& group = next_.emplace_back();
            group.workers = fresh;
            group.pair = static_cast<std::uint16_t>(pair);
            group.low = static_cast<std::uint16_t>(low);
            group.high = static_cast<std::uint16_t>(high);
        } else {
            next_[slot_[pair]].workers |= fresh;
        }
        const CellSet common = fresh & placement.seen[1 - mine.end];
        if (!met_ && !common.empty()) {
            met_ = true;
            meeting_ = State(common.first(), low, high);
        }
    }

    // One level of side `mine`: walks first (each stays with its crates, so
    // no placement is looked up twice), then pushes (forward) or pulls. Stops
    // at the first state the other side has seen: its distance is settled.
    void expand(Side& mine) {
        next_.clear();
        for (const Group& group : mine.level) {
            if (met_) break;
            const CellSet walked = walks(group.workers);
            const CellSet crates = CellSet::of(group.low) | CellSet::of(group.high);
            reach<true>(mine, group.low, group.high, group.pair, walked.without(crates));
        }
        for (const Group& group : mine.level) {
            if (met_) break;
            // Most groups are a walk's new ring, far from both crates: one test skips them.
            if ((group.workers & (mine.movers[group.low] | mine.movers[group.high])).empty()) continue;
            move_crate(mine, group.workers, group.low, group.high);
            move_crate(mine, group.workers, group.high, group.low);
        }
        ++mine.radius;
        start_level(mine);
    }

    // The cells one step from the cells of `from`.
    CellSet walks(CellSet from) const {
        return (from & can_step_[kUp]).minus(n_) | (from & can_step_[kRight]).plus(1) |
               (from & can_step_[kDown]).plus(n_) | (from & can_step_[kLeft]).minus(1);
    }

    // Every push (forward) or pull (backward) of `crate` by one of `workers`.
    // The directions where a worker stands ready are gathered into a bit mask
    // first, without a branch each: the processor cannot guess them.
    void move_crate(const Side& mine, CellSet workers, int crate, int other_crate) {
        const std::array<CrateMove, 4>& options = mine.crate_moves[static_cast<std::size_t>(crate)];
        unsigned ready = 0;
        for (std::size_t d = 0; d < 4; ++d)
            ready |= static_cast<unsigned>(workers.has(options[d].worker_from) && options[d].needs_clear != other_crate)
                     << d;
        for (std::size_t d = 0; ready != 0; ++d, ready >>= 1) {
            if (!(ready & 1u)) continue;
            const CrateMove& move = options[d];
            if (mine.allowed(move.crate_to, other_crate))
                reach(mine, move.crate_to, other_crate, CellSet::of(move.worker_to));
        }
    }

    // Makes the level just built the level in flight of `side`.
    void start_level(Side& side) {
        for (const Group& group : next_) slot_[group.pair] = kNoSlot;
        side.level.swap(next_);
        if (with_plan_) side.history.push_back(side.level);
    }


    int n_;
    MoveTable moves_;
    bool with_plan_;
    std::array<CellSet, 4> can_step_{};  // open cells with an open neighbour in direction d
    Side forward_{kForward}, backward_{kBackward};
    std::vector<Placement> placements_;
    // Where each placement sits in the level being built (a level holds each once).
    static constexpr std::uint16_t kNoSlot = 0xFFFF;
    std::vector<std::uint16_t> slot_;
    std::vector<Group> next_;  // the level being built
    bool met_ = false;
    State meeting_{0, 0, 0};
};

// The fewest moves, or kUnsolvable.
inline int min_moves(const Warehouse& w) {
    return sokoban::starts_solved(w) ? 0 : Search(w, false).run();
}

}  // namespace sokoban_previous

#endif  // TESTS_SOKOBAN_PREVIOUS_HPP
