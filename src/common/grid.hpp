#ifndef JUDGE_GRID_HPP
#define JUDGE_GRID_HPP
// The grid: W columns by H rows of cells with bounds-checked access by
// coordinates, flat indices for search loops, and the eight neighbour offsets.

#include <array>
#include <cstddef>
#include <stdexcept>
#include <vector>

namespace judge {

struct Offset {
    int dx;
    int dy;
};

// Up, right, down, left, then the diagonals.
inline constexpr std::array<Offset, 8> kSteps8{
    {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}};

template <class T>
class Grid {
public:
    // width and height are at least 0 (a parser has checked them).
    Grid(int width, int height, const T& fill)
        : width_(width), height_(height), cells_(static_cast<std::size_t>(width * height), fill) {}

    int width() const { return width_; }
    int size() const { return width_ * height_; }
    bool contains(int x, int y) const { return x >= 0 && x < width_ && y >= 0 && y < height_; }
    int index(int x, int y) const { return y * width_ + x; }

    // Bounds-checked access by coordinates.
    T& at(int x, int y) { return cells_[checked_index(x, y)]; }
    const T& at(int x, int y) const { return cells_[checked_index(x, y)]; }

    // Unchecked access by flat index, for search loops.
    T& operator[](int i) { return cells_[static_cast<std::size_t>(i)]; }
    const T& operator[](int i) const { return cells_[static_cast<std::size_t>(i)]; }

    // Flat-index deltas of the given offsets; valid wherever the neighbour
    // stays inside (a border of blocked cells guarantees that in a search).
    template <std::size_t N>
    std::array<int, N> deltas(const std::array<Offset, N>& steps) const {
        std::array<int, N> result{};
        for (std::size_t k = 0; k < N; ++k) result[k] = steps[k].dy * width_ + steps[k].dx;
        return result;
    }

private:
    std::size_t checked_index(int x, int y) const {
        if (!contains(x, y)) throw std::out_of_range("Grid: cell outside the grid");
        return static_cast<std::size_t>(index(x, y));
    }

    int width_;
    int height_;
    std::vector<T> cells_;
};

}  // namespace judge

#endif  // JUDGE_GRID_HPP
