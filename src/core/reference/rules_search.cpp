// RulesSearch: search merging (digest + user rulebooks, both languages), section rendering.
// No SQL here: storage::RulesRepository does the queries.
#include "core/reference/rules_search.h"

#include "core/io/rule_markup.h"
#include "core/reference/rules_query.h"
#include "core/reference/stored_index.h"
#include "core/reference/typo_corrector.h"
#include "core/storage/user_database.h"
#include "core/support/edit_distance.h"
#include "core/support/error.h"
#include "core/support/stemmer.h"
#include "core/support/text_fold.h"

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <set>
#include <tuple>

namespace ost::reference {

RulesSearch::RulesSearch(storage::UserDatabase& db)
    : m_repo(db.connection(), db.has_reference(), db.statements()), m_cache(db.file(), !db.read_only()) {}

namespace {
/// Folded words of a text, in order.
std::vector<std::string> folded_words(std::string_view text) {
    std::vector<std::string> out;
    std::size_t from = 0;
    WordSpan w;
    while (next_word(text, from, w)) {
        out.push_back(fold(text.substr(w.begin, w.end - w.begin)));
    }
    return out;
}

/// Folded words joined by one space, a leading article dropped ("La Charge" → "charge").
std::string normalized(std::string_view text) {
    static const std::set<std::string> kArticles{"la", "le", "les", "l", "the", "a", "an"};
    const auto words = folded_words(text);
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i == 0 && words.size() > 1 && kArticles.count(words[i])) {
            continue;
        }
        out += (out.empty() ? "" : " ") + words[i];
    }
    return out;
}

/// Allowed edits for a word of `length` code points: 1 up to 5, 2 beyond; none below 3.
std::size_t max_edits(std::size_t length) { return length < 3 ? 0 : length <= 5 ? 1 : 2; }

/// Level of a digest section: its id's dots ("wme.charge" 1, "wme.charge.move" 2).
int level(const RuleHit& hit) {
    return hit.user ? 1 : static_cast<int>(std::count(hit.key.begin(), hit.key.end(), '.'));
}

} // namespace

void RulesSearch::load_glossary() const {
    if (m_glossary_loaded) {
        return;
    }
    // Both languages in one statement; the sections of a name are only ever looked up.
    for (const auto& g : m_repo.all_glossary_forms()) {
        auto& ids = m_glossary[normalized(g.form)];
        if (std::find(ids.begin(), ids.end(), g.section_id) == ids.end()) {
            ids.push_back(g.section_id);
        }
    }
    m_glossary_loaded = true;
}

void RulesSearch::load_indexes() const {
    auto state = m_repo.rulebooks_state();
    if (m_vocabulary_loaded && state == m_vocabulary_state) {
        return;
    }
    if (!m_ref_loaded) {
        m_ref_index.fr = load_reference_index(m_repo, "fr");
        m_ref_index.en = load_reference_index(m_repo, "en");
        for (auto& r : m_repo.index_rows(false)) {
            m_ref_row[r.key] = r.row;
            m_ref_index.rows[r.row] = std::move(r);
        }
        m_ref_loaded = true;
    }
    if (no_rulebook_indexes(state)) {
        m_user_index = Index{empty_user_index(), empty_user_index(), {}};
    } else {
        m_user_index = Index{load_user_index(m_repo, m_cache, "fr"), load_user_index(m_repo, m_cache, "en"), {}};
    }
    for (auto& r : m_repo.index_rows(true)) {
        m_user_index.rows[r.row] = std::move(r);
    }
    m_user_titles.clear();
    m_vocabulary_state = std::move(state);
    m_vocabulary_loaded = true;
}

bool RulesSearch::no_rulebook_indexes(const std::string& state) const {
    // rulebooks_state() is "<count>:<largest id>": "0:0" when the user has no rulebook. A cache
    // file left from deleted rulebooks goes through load_user_index, which empties it.
    const auto absent = [&](const std::string& lang) {
        const auto file = m_cache.file(lang);
        std::error_code ec;
        return file.empty() || (!std::filesystem::exists(std::filesystem::symlink_status(file, ec)) && !ec);
    };
    return state == "0:0" && absent("fr") && absent("en");
}

bool RulesSearch::indexed(std::string_view word, bool prefix) const {
    load_indexes();
    for (const auto* index : {&m_ref_index.fr, &m_ref_index.en, &m_user_index.fr, &m_user_index.en}) {
        if (index->has(word, prefix)) {
            return true;
        }
    }
    return false;
}

const std::pair<std::string, std::vector<RulesSearch::Word>>& RulesSearch::user_title(const RuleHit& hit) const {
    auto it = m_user_titles.find(hit.key);
    if (it == m_user_titles.end()) {
        it = m_user_titles.emplace(hit.key, std::make_pair(normalized(hit.title), stemmed_words(hit.title))).first;
    }
    return it->second;
}

std::vector<RuleHit> RulesSearch::memory_search(const std::vector<std::string>& words,
                                                 const RulesQuery& query, int fetch,
                                                 bool titles_only) const {
    std::vector<RuleHit> out;
    for (const std::string lang : {"fr", "en"}) {
        auto& stemmer = lang == "fr" ? m_stem_fr : m_stem_en;
        std::vector<QueryWord> q;
        for (const auto& w : words) {
            q.push_back({w, stemmer.stem(w)});
        }
        // The columns of the FTS5 filters: digest title 0, body 1, glossary names 2, names in
        // the other language 3 (only when a language is asked for); user title 0, body 1.
        const bool other_names = !query.lang.empty();
        const unsigned ref_columns = (titles_only ? 0b0101U : 0b0111U) | (other_names ? 0b1000U : 0U);
        const unsigned user_columns = titles_only ? 0b01U : 0b11U;
        for (const bool user : {false, true}) {
            const auto& index = user ? m_user_index : m_ref_index;
            const auto& rows = index.rows;
            const auto keep = [&](long long row) {
                if (query.system_id.empty()) {
                    return true;
                }
                const auto it = rows.find(row);
                return it != rows.end() && it->second.system_id == query.system_id;
            };
            for (const auto& m : (lang == "fr" ? index.fr : index.en).search(q, user ? user_columns : ref_columns, fetch, keep)) {
                const auto it = rows.find(m.row);
                if (it == rows.end()) {
                    continue;
                }
                RuleHit h;
                h.key = it->second.key;
                h.user = user;
                h.system_id = it->second.system_id;
                h.lang = lang;
                h.score = m.score;
                h.row = m.row;
                h.page = it->second.page;
                if (user) {
                    h.title = it->second.title;
                    h.rulebook_title = it->second.rulebook_title;
                    h.page = it->second.page;
                } else {
                    h.title = title(h.key, lang);
                }
                out.push_back(std::move(h));
            }
        }
    }
    return out;
}

void RulesSearch::memory_snippets(std::vector<RuleHit>& hits, const std::vector<std::string>& words,
                                   bool titles_only) const {
    for (const bool user : {false, true}) {
        for (const std::string lang : {"fr", "en"}) {
            std::vector<long long> rows;
            for (const auto& h : hits) {
                if (h.user == user && h.lang == lang && h.row != 0) {
                    rows.push_back(h.row);
                }
            }
            if (rows.empty()) {
                continue;
            }
            auto& stemmer = lang == "fr" ? m_stem_fr : m_stem_en;
            std::vector<QueryWord> q;
            for (const auto& w : words) {
                q.push_back({w, stemmer.stem(w)});
            }
            const auto& index = user ? m_user_index : m_ref_index;
            const auto& search = lang == "fr" ? index.fr : index.en;
            for (const auto& [row, body] : m_repo.index_bodies(lang, user, rows)) {
                // Titles only: the body did not take part in the match, so nothing is marked.
                const auto found = titles_only ? std::vector<std::pair<int, int>>{} : search.instances(q, row, 1);
                for (auto& h : hits) {
                    if (h.user == user && h.lang == lang && h.row == row) {
                        h.snippet = snippet_of(body, found, search.column_size(row, 1));
                    }
                }
            }
        }
    }
}

std::string RulesSearch::correct(const std::string& text, bool& changed) const {
    changed = false;
    std::string out;
    std::size_t from = 0;
    std::size_t copied = 0;
    WordSpan w;
    while (next_word(text, from, w)) {
        const auto word = fold(std::string_view(text).substr(w.begin, w.end - w.begin));
        const auto limit = max_edits(code_point_count(word));
        if (limit == 0) {
            continue;
        }
        // What the FTS query matches: a word starting with the typed one, or its stem exactly.
        if (indexed(word, true) || indexed(m_stem_fr.stem(word), false) || indexed(m_stem_en.stem(word), false)) {
            continue; // a real word: never corrected away from its matches
        }
        // The indexes' own sorted word lists, merged as they are walked (issue 26).
        if (const auto best = nearest_word({&m_ref_index.fr, &m_ref_index.en, &m_user_index.fr, &m_user_index.en},
                                           word, limit)) {
            out += text.substr(copied, w.begin - copied) + best->term;
            copied = w.end;
            changed = true;
        }
    }
    out += text.substr(copied);
    return out;
}

std::vector<RulesSearch::Word> RulesSearch::stemmed_words(std::string_view text) const {
    std::vector<Word> out;
    for (auto& w : folded_words(text)) {
        auto fr = m_stem_fr.stem(w);
        auto en = m_stem_en.stem(w);
        out.push_back({std::move(w), std::move(fr), std::move(en)});
    }
    return out;
}

int RulesSearch::tier(const RuleHit& hit, const std::string& folded_query,
                       const std::vector<Word>& words, const std::string& lang) const {
    // Same word by stem in either language.
    const auto full = [](const Word& q, const Word& t) { return q.fr == t.fr || q.en == t.en; };
    // Every query word is a title word (same stem in either language) or starts a word of the
    // title in the language searched (as you type).
    const auto all_in = [&](const std::vector<const std::vector<Word>*>& own,
                            const std::vector<Word>* other) {
        return std::all_of(words.begin(), words.end(), [&](const Word& q) {
            for (const auto* list : own) {
                for (const auto& t : *list) {
                    if (t.text.rfind(q.text, 0) == 0 || full(q, t)) {
                        return true;
                    }
                }
            }
            return other && std::any_of(other->begin(), other->end(),
                                        [&](const Word& t) { return full(q, t); });
        });
    };
    if (hit.user) {
        const auto& [folded_title, title_words] = user_title(hit);
        if (folded_title == folded_query) {
            return 0;
        }
        return all_in({&title_words}, nullptr) ? 1 : 2;
    }
    const auto* found = title_words(hit.key);
    if (!found) {
        return 2;
    }
    const auto& t = *found;
    if (t.folded_fr == folded_query || t.folded_en == folded_query) {
        return 0;
    }
    const auto g = m_glossary.find(folded_query);
    if (g != m_glossary.end() && std::find(g->second.begin(), g->second.end(), hit.key) != g->second.end()) {
        return 1;
    }
    if (lang.empty()) {
        return all_in({&t.words_fr, &t.words_en}, nullptr) ? 1 : 2;
    }
    const bool en = lang == "en";
    return all_in({en ? &t.words_en : &t.words_fr}, en ? &t.words_fr : &t.words_en) ? 1 : 2;
}

int RulesSearch::strength(const RuleHit& hit, const std::string& folded_query,
                           const std::vector<Word>& words) const {
    int out = 0;
    const auto g = m_glossary.find(folded_query);
    if (g != m_glossary.end() && std::find(g->second.begin(), g->second.end(), hit.key) != g->second.end()) {
        out += 2;
    }
    const auto it = m_title_words.find(hit.key);
    if (it == m_title_words.end()) {
        return out;
    }
    const auto in = [](const std::vector<Word>& title, const Word& w) {
        return std::any_of(title.begin(), title.end(), [&](const Word& t) { return t.text == w.text; });
    };
    const bool exact = std::all_of(words.begin(), words.end(), [&](const Word& w) {
        return in(it->second.words_fr, w) || in(it->second.words_en, w);
    });
    return out + (exact ? 1 : 0);
}

std::vector<std::string> RulesSearch::nearest_titles(const std::vector<Word>& words,
                                                      const std::string& system_id) const {
    // The fewest edits from each query word to its closest title word, summed; each distinct
    // title word is measured once per query word, never past the query word's length (what
    // a title without any close word counts).
    load_title_lists();
    std::vector<std::vector<std::size_t>> distance(words.size());
    std::vector<std::size_t> scratch;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const auto q = to_code_points(words[i].text);
        distance[i].reserve(m_title_code_points.size());
        for (const auto& w : m_title_code_points) {
            distance[i].push_back(osa_distance_within(q, w, q.size(), scratch));
        }
    }
    std::vector<std::pair<std::size_t, std::string>> near;
    for (const auto& [id, t] : m_title_words) {
        if (!system_id.empty() && m_titles.at(id).system_id != system_id) {
            continue;
        }
        std::size_t total = 0;
        for (std::size_t i = 0; i < words.size(); ++i) {
            std::size_t best = code_point_count(words[i].text);
            for (const auto at : t.vocabulary) {
                best = std::min(best, distance[i][at]);
            }
            total += best;
        }
        near.emplace_back(total, id);
    }
    std::stable_sort(near.begin(), near.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < near.size() && i < 3; ++i) {
        out.push_back(near[i].second);
    }
    return out;
}

RulesAnswer RulesSearch::answer(const RulesQuery& query) const {
    if (!query.lang.empty() && query.lang != "fr" && query.lang != "en") {
        throw InvalidInputError(TR_("Unknown language \"{0}\" (use fr or en).").arg(query.lang));
    }
    RulesAnswer result;
    result.searched = query.text;
    if (query.limit <= 0 || build_fts_query(query.text).empty()) {
        return result;
    }
    const auto read = m_repo.read_scope();
    load_indexes();
    result.searched = correct(query.text, result.corrected);
    const auto fts = build_fts_query(result.searched);
    const auto plain = plain_query_words(result.searched);
    load_titles();
    load_glossary();
    const auto words = stemmed_words(result.searched);
    const auto folded_query = normalized(result.searched);
    const int fetch = std::max(query.limit, 40);
    // As you type, one or two letters look at titles and glossary names only (issue 16): in
    // bodies they match nearly every section, and title hits rank first anyway.
    const bool titles_only = words.size() == 1 && code_point_count(words.front().text) <= 2;
    std::vector<RuleHit> all;
    if (plain) {
        all = memory_search(*plain, query, fetch, titles_only);
    }
    for (const std::string lang : {"fr", "en"}) {
        if (plain) {
            break; // answered from memory above
        }
        // Glossary names of the other language too when a language is asked for; with both
        // languages, each index answers with its own words (the best language wins).
        auto ref = m_repo.search_reference(fts, lang, query.system_id, fetch, !query.lang.empty(),
                                           titles_only);
        auto user = m_repo.search_user(fts, lang, query.system_id, fetch, titles_only);
        all.insert(all.end(), std::make_move_iterator(ref.begin()), std::make_move_iterator(ref.end()));
        all.insert(all.end(), std::make_move_iterator(user.begin()), std::make_move_iterator(user.end()));
    }
    // As you type: a one- or two-letter word also finds the titles with a word starting with it.
    if (words.size() == 1 && code_point_count(words.front().text) <= 2) {
        std::set<std::string> found;
        for (const auto& h : all) {
            found.insert(h.key);
        }
        load_title_lists();
        const auto& prefix = words.front().text;
        const auto& list = query.lang == "en" ? m_title_prefix_en : m_title_prefix_fr;
        std::vector<std::string> ids;
        for (auto it = std::lower_bound(list.begin(), list.end(), std::make_pair(prefix, std::string()));
             it != list.end() && it->first.compare(0, prefix.size(), prefix) == 0; ++it) {
            ids.push_back(it->second);
        }
        std::sort(ids.begin(), ids.end()); // section id order, as the titles are kept
        ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
        for (const auto& id : ids) {
            const auto& s = m_titles.at(id);
            if ((!query.system_id.empty() && s.system_id != query.system_id) || found.count(id)) {
                continue;
            }
            RuleHit h;
            h.key = id;
            h.system_id = s.system_id;
            h.lang = query.lang.empty() ? "fr" : query.lang;
            h.title = h.lang == "fr" ? s.title_fr : s.title_en;
            if (const auto row = m_ref_row.find(id); row != m_ref_row.end()) {
                h.page = m_ref_index.rows.at(row->second).page;
                h.row = plain ? row->second : 0;
            }
            all.push_back(std::move(h));
        }
    }
    struct Ranked {
        int tier;
        int level;
        int strength; ///< among equals: 2 for a glossary name of the section + 1 per word exactly in the title
        int other; ///< 1 when found in the other language than the one asked for
        RuleHit hit;
    };
    std::vector<Ranked> ranked;
    ranked.reserve(all.size());
    for (auto& h : all) {
        const int t = tier(h, folded_query, words, query.lang);
        const int other = !query.lang.empty() && h.lang != query.lang ? 1 : 0;
        const int strength = t < 2 ? this->strength(h, folded_query, words) : 0;
        ranked.push_back({t, t < 2 ? level(h) : 0, strength, other, std::move(h)});
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        return std::tie(a.tier, a.level, b.strength, a.other, a.hit.score) <
               std::tie(b.tier, b.level, a.strength, b.other, b.hit.score);
    });
    std::set<std::string> seen;
    for (auto& r : ranked) {
        if (!seen.insert(r.hit.key).second) {
            continue;
        }
        result.good_match = result.good_match || r.tier < 2;
        auto& h = r.hit;
        if (!query.lang.empty() && h.lang != query.lang && !h.user) {
            // Found through the other language: shown in the user's language.
            h.lang = query.lang;
            h.title = title(h.key, query.lang);
            if (!plain) {
                h.row = 0; // its snippet comes from the section in query.lang, below
            } // else the same row in the index of query.lang (rule_section.rowid)
        }
        result.hits.push_back(std::move(h));
        if (static_cast<int>(result.hits.size()) == query.limit) {
            break;
        }
    }
    // Snippets for the rows shown only (issue 16).
    std::vector<RuleHit*> shown;
    for (auto& h : result.hits) {
        shown.push_back(&h);
    }
    if (plain) {
        memory_snippets(result.hits, *plain, titles_only);
    } else {
        m_repo.fill_snippets(shown, fts, !query.lang.empty(), titles_only);
    }
    for (auto& h : result.hits) {
        if (h.snippet.empty() && !h.user) {
            if (const auto s = m_repo.section(h.key)) {
                const auto plain = body_plain(*s, h.lang);
                std::size_t cut = 0;
                for (int i = 0; i < 24 && cut != std::string::npos; ++i) {
                    cut = plain.find(' ', cut + 1);
                }
                h.snippet = cut == std::string::npos ? plain : plain.substr(0, cut) + "…";
            }
        }
    }
    if (!result.good_match) {
        result.nearest = nearest_titles(words, query.system_id);
    }
    return result;
}

std::optional<RuleSection> RulesSearch::section(const std::string& id) const {
    return m_repo.section(id);
}


std::optional<UserRuleSection> RulesSearch::user_section(const std::string& key) const {
    if (!is_user_key(key)) {
        return std::nullopt;
    }
    try {
        std::size_t used = 0;
        const auto id = std::stoll(key.substr(5), &used);
        if (used != key.size() - 5) {
            return std::nullopt;
        }
        return m_repo.user_section(id);
    } catch (const std::logic_error&) {
        return std::nullopt;
    }
}

std::vector<RuleSectionSummary> RulesSearch::sections(const std::string& system_id) const {
    return m_repo.sections(system_id);
}

void RulesSearch::load_titles() const {
    if (!m_titles_loaded) {
        for (auto& s : m_repo.section_titles()) {
            const std::string id = s.id;
            m_titles.emplace(id, std::move(s));
        }
        m_titles_loaded = true;
    }
}

RulesSearch::TitleWords& RulesSearch::folded_title(const std::string& id, const RuleSectionSummary& s) const {
    auto it = m_title_words.find(id);
    if (it == m_title_words.end()) {
        TitleWords t;
        for (auto& w : folded_words(s.title_fr)) {
            t.words_fr.push_back({std::move(w), {}, {}});
        }
        for (auto& w : folded_words(s.title_en)) {
            t.words_en.push_back({std::move(w), {}, {}});
        }
        t.folded_fr = normalized(s.title_fr);
        t.folded_en = normalized(s.title_en);
        it = m_title_words.emplace(id, std::move(t)).first;
    }
    return it->second;
}

void RulesSearch::load_title_lists() const {
    if (m_title_lists_loaded) {
        return;
    }
    load_titles();
    for (const auto& [id, s] : m_titles) {
        folded_title(id, s); // every title's words: the lists cover them all
    }
    for (const auto& [id, t] : m_title_words) {
        for (const auto* list : {&t.words_fr, &t.words_en}) {
            for (const auto& w : *list) {
                m_title_vocabulary.push_back(w.text);
            }
        }
    }
    std::sort(m_title_vocabulary.begin(), m_title_vocabulary.end());
    m_title_vocabulary.erase(std::unique(m_title_vocabulary.begin(), m_title_vocabulary.end()),
                             m_title_vocabulary.end());
    for (const auto& w : m_title_vocabulary) {
        m_title_code_points.push_back(to_code_points(w));
    }
    for (const auto& [id, t] : m_title_words) {
        for (const auto& w : t.words_fr) {
            m_title_prefix_fr.emplace_back(w.text, id);
        }
        for (const auto& w : t.words_en) {
            m_title_prefix_en.emplace_back(w.text, id);
        }
    }
    std::sort(m_title_prefix_fr.begin(), m_title_prefix_fr.end());
    std::sort(m_title_prefix_en.begin(), m_title_prefix_en.end());
    for (auto& [id, t] : m_title_words) {
        for (const auto* list : {&t.words_fr, &t.words_en}) {
            for (const auto& w : *list) {
                const auto at = std::lower_bound(m_title_vocabulary.begin(), m_title_vocabulary.end(), w.text);
                t.vocabulary.push_back(static_cast<std::size_t>(at - m_title_vocabulary.begin()));
            }
        }
    }
    m_title_lists_loaded = true;
}

const RulesSearch::TitleWords* RulesSearch::title_words(const std::string& id) const {
    load_titles();
    const auto found = m_titles.find(id);
    if (found == m_titles.end()) {
        return nullptr;
    }
    auto& t = folded_title(id, found->second);
    if (!t.stemmed) {
        for (auto* list : {&t.words_fr, &t.words_en}) {
            for (auto& w : *list) {
                w.fr = m_stem_fr.stem(w.text);
                w.en = m_stem_en.stem(w.text);
            }
        }
        t.stemmed = true;
    }
    return &t;
}

std::string RulesSearch::title(const std::string& id, const std::string& lang) const {
    load_titles();
    const auto it = m_titles.find(id);
    if (it == m_titles.end()) {
        return {};
    }
    return lang == "fr" ? it->second.title_fr : it->second.title_en;
}

std::string RulesSearch::body_html(const RuleSection& section, const std::string& lang) const {
    HtmlOptions options;
    options.title_of = [this, &lang](const std::string& id) { return title(id, lang); };
    options.current_section = section.id;
    for (auto& g : m_repo.glossary(section.system_id, lang)) {
        options.glossary.push_back({std::move(g.form), std::move(g.section_id)});
    }
    return markup_to_html(section.body(lang), options);
}

std::string RulesSearch::body_plain(const RuleSection& section, const std::string& lang) const {
    return markup_to_plain(section.body(lang),
                           [this, &lang](const std::string& id) { return title(id, lang); });
}

} // namespace ost::reference
