// Words of a text as the seed check sees them (see plain_words.h).
// Shared by rules_data_test.cpp and rule_links_test.cpp.
#include "plain_words.h"

#include "core/support/text_fold.h"

namespace ost::test {

std::vector<std::string> plain_words(const std::string& text) {
    const auto folded = ost::fold(text);
    std::vector<std::string> out;
    std::string word;
    for (const char c : folded) {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            word += c;
        } else if (static_cast<unsigned char>(c) < 0x80 && !word.empty()) {
            out.push_back(std::move(word));
            word.clear();
        }
    }
    if (!word.empty()) {
        out.push_back(std::move(word));
    }
    return out;
}

} // namespace ost::test
