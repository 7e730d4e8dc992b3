// A made-up rulebook for the rules-search tests: rules words mixed with invented ones, seeded,
// so the index-equality and the speed tests search the same kind of text without repeating it.
#pragma once

#include "core/storage/user_database.h"

#include <string>
#include <vector>

namespace ost::test {

/// The shape of a generated rulebook: which real words, how many sections and words, how often an
/// invented word replaces a real one (1 in `invented_every`), and where sentences end (after every
/// `sentence_every` words; 0 for no full stops).
struct GeneratedRulebook {
    std::vector<std::string> words;
    unsigned seed = 1;
    int sections = 60;
    int words_per_section = 300;
    unsigned invented_every = 4;
    int sentence_every = 0;
};

/// Imports the rulebook described by `shape` into `db` as an English WME rulebook named
/// "Generated" (source file "generated.md"). Same shape, same text, on every run.
void add_generated_rulebook(ost::storage::UserDatabase& db, const GeneratedRulebook& shape);

} // namespace ost::test
