// Fuzz target: the text of a PDF rulebook as poppler gives it, pages separated here by '\f'
// (form feed), cut into sections. Invariants: every section has a title and a non-blank body,
// its pages lie within the book (1 <= first <= last <= page count) and sections follow page order;
// cut at a heading level (issue 16's split preview, level from the input's length), the same
// holds, and no section starts at a heading deeper than the level.
#include "core/services/rulebook_import.h"


#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> pages;
    std::size_t start = 0;
    while (start <= input.size()) {
        const auto end = input.find('\f', start);
        pages.push_back(input.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) {
            break;
        }
        start = end + 1;
    }
    try {
        const int level = static_cast<int>(size % 4); // 0: every level
        const auto cut = ost::reference::split_pdf_pages(pages, "Fuzz", level);
        for (const auto& section : cut) {
            if (level > 0 && section.level > level) {
                std::abort();
            }
        }
        int previous = 1;
        for (const auto& section : cut) {
            if (section.title.empty() || section.body.find_first_not_of(" \t\r\n") == std::string::npos) {
                std::abort();
            }
            if (section.page_first < 1 || section.page_first > section.page_last ||
                section.page_last > static_cast<int>(pages.size()) || section.page_first < previous) {
                std::abort();
            }
            previous = section.page_first;
        }
    } catch (...) {
        std::abort(); // page text always splits
    }
    return 0;
}
