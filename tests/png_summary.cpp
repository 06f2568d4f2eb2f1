// png_summary: what a screenshot shows, for the browser tests: its size, how
// many colours it has, the share of pixels that differ from the most common
// (background) colour, and how many pixels have given colours. Decodes 8-bit
// non-interlaced PNG (grey, RGB, RGBA, grey+alpha) with its own inflate, so
// the tests need nothing beyond the compiler.
// Usage: png_summary [--not-blank] FILE [RRGGBB:MIN...]  prints
// "WxH colours=N other=P%" and, per colour asked for, "RRGGBB COUNT"; exit 0,
// or 1 if a colour has fewer than MIN pixels or, with --not-blank, the image
// has fewer than 16 colours or under 3% of its pixels off the background;
// 2 if the file is not a PNG it can read.

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using Bytes = std::vector<std::uint8_t>;

// RFC 1951 inflate: reads bits least significant first.
class Inflater {
public:
    explicit Inflater(const Bytes& data) : data_(data) {}

    Bytes run() {
        Bytes out;
        for (bool last = false; !last;) {
            last = bits(1) == 1;
            const unsigned type = bits(2);
            if (type == 0) {
                stored(out);
            } else if (type == 1) {
                fixed_tables();
                block(out);
            } else if (type == 2) {
                dynamic_tables();
                block(out);
            } else {
                throw std::runtime_error("bad deflate block type");
            }
        }
        return out;
    }

private:
    // A canonical Huffman code: counts per length and symbols in code order.
    struct Huffman {
        std::array<int, 16> count{};
        std::vector<int> symbols;
    };

    unsigned bits(int n) {
        unsigned value = 0;
        for (int i = 0; i < n; ++i) {
            if (position_ / 8 >= data_.size()) throw std::runtime_error("deflate data ends early");
            value |= static_cast<unsigned>((data_[position_ / 8] >> (position_ % 8)) & 1u) << i;
            ++position_;
        }
        return value;
    }

    static Huffman build(const std::vector<int>& lengths) {
        Huffman h;
        for (const int length : lengths) ++h.count[static_cast<std::size_t>(length)];
        h.count[0] = 0;
        std::array<int, 16> offset{};
        for (std::size_t len = 1; len < 16; ++len) offset[len] = offset[len - 1] + h.count[len - 1];
        h.symbols.assign(lengths.size(), 0);
        for (std::size_t symbol = 0; symbol < lengths.size(); ++symbol)
            if (lengths[symbol] != 0)
                h.symbols[static_cast<std::size_t>(offset[static_cast<std::size_t>(lengths[symbol])]++)] =
                    static_cast<int>(symbol);
        return h;
    }

    int decode(const Huffman& h) {
        int code = 0, first = 0, index = 0;
        for (std::size_t len = 1; len < 16; ++len) {
            code |= static_cast<int>(bits(1));
            const int count = h.count[len];
            if (code - count < first) return h.symbols[static_cast<std::size_t>(index + (code - first))];
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        throw std::runtime_error("bad Huffman code");
    }

    void stored(Bytes& out) {
        position_ = (position_ + 7) / 8 * 8;
        const unsigned length = bits(16);
        bits(16);  // its complement
        for (unsigned i = 0; i < length; ++i) out.push_back(static_cast<std::uint8_t>(bits(8)));
    }

    void fixed_tables() {
        std::vector<int> lengths(288, 8);
        std::fill(lengths.begin() + 144, lengths.begin() + 256, 9);
        std::fill(lengths.begin() + 256, lengths.begin() + 280, 7);
        literals_ = build(lengths);
        distances_ = build(std::vector<int>(30, 5));
    }

    void dynamic_tables() {
        const unsigned literal_count = bits(5) + 257, distance_count = bits(5) + 1, code_count = bits(4) + 4;
        static constexpr std::array<int, 19> kOrder{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
        std::vector<int> code_lengths(19, 0);
        for (unsigned i = 0; i < code_count; ++i) code_lengths[static_cast<std::size_t>(kOrder[i])] = static_cast<int>(bits(3));
        const Huffman lengths_code = build(code_lengths);
        std::vector<int> lengths;
        while (lengths.size() < literal_count + distance_count) {
            const int symbol = decode(lengths_code);
            if (symbol < 16) {
                lengths.push_back(symbol);
                continue;
            }
            int repeat = 0, value = 0;
            if (symbol == 16) {
                if (lengths.empty()) throw std::runtime_error("repeat with nothing before");
                value = lengths.back();
                repeat = 3 + static_cast<int>(bits(2));
            } else {
                repeat = symbol == 17 ? 3 + static_cast<int>(bits(3)) : 11 + static_cast<int>(bits(7));
            }
            lengths.insert(lengths.end(), static_cast<std::size_t>(repeat), value);
        }
        literals_ = build(std::vector<int>(lengths.begin(), lengths.begin() + literal_count));
        distances_ = build(std::vector<int>(lengths.begin() + literal_count, lengths.end()));
    }

    void block(Bytes& out) {
        static constexpr std::array<int, 29> kLengthBase{3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
        static constexpr std::array<int, 29> kLengthExtra{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                                          2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
        static constexpr std::array<int, 30> kDistanceBase{1,   2,   3,   4,   5,   7,    9,    13,   17,   25,
                                                           33,  49,  65,  97,  129, 193,  257,  385,  513,  769,
                                                           1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
        static constexpr std::array<int, 30> kDistanceExtra{0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                                            6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
        for (;;) {
            const int symbol = decode(literals_);
            if (symbol < 256) {
                out.push_back(static_cast<std::uint8_t>(symbol));
                continue;
            }
            if (symbol == 256) return;
            const auto l = static_cast<std::size_t>(symbol - 257);
            if (l >= kLengthBase.size()) throw std::runtime_error("bad length symbol");
            const int length = kLengthBase[l] + static_cast<int>(bits(kLengthExtra[l]));
            const auto d = static_cast<std::size_t>(decode(distances_));
            if (d >= kDistanceBase.size()) throw std::runtime_error("bad distance symbol");
            const auto distance = static_cast<std::size_t>(kDistanceBase[d] + static_cast<int>(bits(kDistanceExtra[d])));
            if (distance > out.size()) throw std::runtime_error("distance before the start");
            for (int i = 0; i < length; ++i) out.push_back(out[out.size() - distance]);
        }
    }

    const Bytes& data_;
    std::size_t position_ = 0;
    Huffman literals_, distances_;
};

std::uint32_t big_endian(const Bytes& b, std::size_t at) {
    return static_cast<std::uint32_t>(b[at]) << 24 | static_cast<std::uint32_t>(b[at + 1]) << 16 |
           static_cast<std::uint32_t>(b[at + 2]) << 8 | b[at + 3];
}

struct Image {
    std::uint32_t width = 0, height = 0;
    std::vector<std::uint32_t> pixels;  // 0xRRGGBB, alpha ignored
};

int paeth(int a, int b, int c) {
    const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

Image decode_png(const Bytes& file) {
    static const Bytes kSignature{0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (file.size() < 8 || !std::equal(kSignature.begin(), kSignature.end(), file.begin()))
        throw std::runtime_error("not a PNG file");
    Image image;
    int colour_type = -1;
    Bytes zlib;
    for (std::size_t at = 8; at + 12 <= file.size();) {
        const std::uint32_t length = big_endian(file, at);
        const std::string type(file.begin() + static_cast<std::ptrdiff_t>(at + 4), file.begin() + static_cast<std::ptrdiff_t>(at + 8));
        if (at + 12 + length > file.size()) throw std::runtime_error("chunk " + type + " runs past the end");
        const std::size_t body = at + 8;
        if (type == "IHDR") {
            image.width = big_endian(file, body);
            image.height = big_endian(file, body + 4);
            colour_type = file[body + 9];
            if (file[body + 8] != 8 || file[body + 12] != 0) throw std::runtime_error("only 8-bit non-interlaced PNG");
        } else if (type == "IDAT") {
            zlib.insert(zlib.end(), file.begin() + static_cast<std::ptrdiff_t>(body),
                        file.begin() + static_cast<std::ptrdiff_t>(body + length));
        }
        at += 12 + length;
    }
    const std::map<int, std::size_t> channels{{0, 1}, {2, 3}, {4, 2}, {6, 4}};
    if (!channels.count(colour_type)) throw std::runtime_error("unsupported colour type (palette?)");
    if (zlib.size() < 6) throw std::runtime_error("no image data");
    const std::size_t bpp = channels.at(colour_type), stride = image.width * bpp;
    const Bytes raw = Inflater(Bytes(zlib.begin() + 2, zlib.end())).run();
    if (raw.size() < image.height * (stride + 1)) throw std::runtime_error("image data too short");
    Bytes previous(stride, 0), row(stride);
    image.pixels.reserve(static_cast<std::size_t>(image.width) * image.height);
    for (std::size_t y = 0; y < image.height; ++y) {
        const std::uint8_t filter = raw[y * (stride + 1)];
        for (std::size_t i = 0; i < stride; ++i) {
            const int x = raw[y * (stride + 1) + 1 + i], a = i >= bpp ? row[i - bpp] : 0, b = previous[i],
                      c = i >= bpp ? previous[i - bpp] : 0;
            const int predicted = filter == 0 ? 0 : filter == 1 ? a : filter == 2 ? b : filter == 3 ? (a + b) / 2 : paeth(a, b, c);
            row[i] = static_cast<std::uint8_t>(x + predicted);
        }
        for (std::size_t px = 0; px < image.width; ++px) {
            const std::uint8_t* p = &row[px * bpp];
            image.pixels.push_back(bpp < 3 ? (p[0] * 0x010101u) : (std::uint32_t{p[0]} << 16 | std::uint32_t{p[1]} << 8 | p[2]));
        }
        previous = row;
    }
    return image;
}

}  // namespace

int main(int argc, char** argv) {
    const bool not_blank = argc > 1 && std::string(argv[1]) == "--not-blank";
    if (not_blank) {
        --argc;
        ++argv;
    }
    if (argc < 2) {
        std::cerr << "usage: png_summary [--not-blank] FILE [RRGGBB:MIN...]\n";
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    const Bytes file((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    Image image;
    try {
        image = decode_png(file);
    } catch (const std::exception& error) {
        std::cerr << "png_summary: " << argv[1] << ": " << error.what() << "\n";
        return 2;
    }
    std::map<std::uint32_t, std::size_t> histogram;
    for (const std::uint32_t pixel : image.pixels) ++histogram[pixel];
    std::size_t background = 0;
    for (const auto& [colour, count] : histogram) background = std::max(background, count);
    const double other = image.pixels.empty() ? 0 : 100.0 * static_cast<double>(image.pixels.size() - background) /
                                                         static_cast<double>(image.pixels.size());
    std::printf("%ux%u colours=%zu other=%.1f%%\n", image.width, image.height, histogram.size(), other);
    int missing = not_blank && (histogram.size() < 16 || other < 3) ? 1 : 0;
    for (int i = 2; i < argc; ++i) {
        const std::string wanted = argv[i];
        const std::size_t colon = wanted.find(':');
        const auto colour = static_cast<std::uint32_t>(std::stoul(wanted.substr(0, colon), nullptr, 16));
        const std::size_t least = colon == std::string::npos ? 1 : std::stoul(wanted.substr(colon + 1));
        const std::size_t count = histogram.count(colour) ? histogram[colour] : 0;
        std::printf("%s %zu\n", wanted.substr(0, colon).c_str(), count);
        missing += count >= least ? 0 : 1;
    }
    return missing == 0 ? 0 : 1;
}
