// A made-up rulebook for the rules-search tests (see generated_rulebook.h): one generator for the
// index-equality test and the speed guard.
#include "generated_rulebook.h"

#include "core/model/rule_hit.h"
#include "core/storage/rulebook_repository.h"
#include "core/support/progress.h"

#include <random>

namespace ost::test {

void add_generated_rulebook(ost::storage::UserDatabase& db, const GeneratedRulebook& shape) {
    std::mt19937 rng(shape.seed);
    std::vector<ost::storage::ImportedSection> sections;
    for (int s = 0; s < shape.sections; ++s) {
        std::string body;
        for (int w = 0; w < shape.words_per_section; ++w) {
            if (rng() % shape.invented_every == 0) {
                for (unsigned k = 0, n = 2 + rng() % 3; k < n; ++k) {
                    body += "bcdfgklmnprstvz"[rng() % 15];
                    body += "aeiou"[rng() % 5];
                }
            } else {
                body += shape.words[rng() % shape.words.size()];
            }
            const bool stop = shape.sentence_every > 0 && w % shape.sentence_every == shape.sentence_every - 1;
            body += stop ? ". " : " ";
        }
        sections.push_back({"Section " + std::to_string(s) + " " + shape.words[rng() % shape.words.size()], body});
    }
    ost::Rulebook book;
    book.system_id = "wme";
    book.lang = "en";
    book.title = "Generated";
    book.source_file = "generated.md";
    ost::NullProgress progress;
    ost::storage::RulebookRepository(db.connection()).add(book, sections, progress);
}

} // namespace ost::test
