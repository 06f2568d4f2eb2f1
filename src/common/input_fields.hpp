#ifndef JUDGE_INPUT_FIELDS_HPP
#define JUDGE_INPUT_FIELDS_HPP
// --fields: where each field of an accepted input sits, as the program's own
// parse read it (its bytes' offset and length, and its name), so that the
// playground's editor draws exactly what the program read and edits the
// text in place. Never part of a submission: the parse notes its fields
// only while a FieldLog is alive, and the single files leave all of it out.

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace judge {

struct Field {
    std::size_t offset, length;  // bytes of the input
    std::string name;            // "W", "row 3", "worker column", "cell 1 2"
};

// The fields of the parse under way, while a FieldLog is alive.
inline std::vector<Field>* noted_fields = nullptr;

inline void note_field(std::size_t offset, std::size_t length, std::string name) {
    if (noted_fields) noted_fields->push_back({offset, length, std::move(name)});
}

// Collects the fields noted from its making, when `wanted`, until finish()
// (one parse at a time).
class FieldLog {
public:
    explicit FieldLog(bool wanted) {
        if (wanted) noted_fields = &fields_;
    }
    ~FieldLog() { finish(); }
    FieldLog(const FieldLog&) = delete;
    FieldLog& operator=(const FieldLog&) = delete;

    // Stops noting; the fields noted, one line each in the order read:
    // "OFFSET LENGTH NAME".
    std::string finish() {
        if (noted_fields == &fields_) noted_fields = nullptr;
        std::string lines;
        for (const Field& field : fields_)
            lines += std::to_string(field.offset) + " " + std::to_string(field.length) + " " + field.name + "\n";
        return lines;
    }

private:
    std::vector<Field> fields_;
};

}  // namespace judge

#endif  // JUDGE_INPUT_FIELDS_HPP
