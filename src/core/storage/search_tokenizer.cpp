// FTS5 custom tokenizer glue: fts5_api lookup through `SELECT fts5(?1)` with a pointer bind,
// and the xCreate/xTokenize callbacks built on core/support folding and stemming.
#include "core/storage/search_tokenizer.h"

#include "core/support/stemmer.h"
#include "core/support/text_fold.h"
#include "core/support/error.h"

#include <sqlite3.h>

#include <new>
#include <string>

namespace ost::storage {

namespace {
struct Tokenizer {
    explicit Tokenizer(std::string_view lang) : stemmer(lang) {}
    ost::Stemmer stemmer;
};

int create(void*, const char** args, int count, Fts5Tokenizer** out) {
    try {
        const std::string_view lang = count > 0 ? std::string_view(args[0]) : "en";
        *out = reinterpret_cast<Fts5Tokenizer*>(new Tokenizer(lang));
        return SQLITE_OK;
    } catch (...) {
        return SQLITE_ERROR;
    }
}

void destroy(Fts5Tokenizer* tokenizer) { delete reinterpret_cast<Tokenizer*>(tokenizer); }

int tokenize(Fts5Tokenizer* raw, void* context, int flags, const char* text, int size,
             int (*emit)(void*, int, const char*, int, int, int)) {
    auto* tokenizer = reinterpret_cast<Tokenizer*>(raw);
    if (!text || size <= 0) {
        return SQLITE_OK;
    }
    try {
        const std::string_view all(text, static_cast<std::size_t>(size));
        const bool prefix = (flags & FTS5_TOKENIZE_PREFIX) != 0;
        const bool query = (flags & FTS5_TOKENIZE_QUERY) != 0;
        std::size_t from = 0;
        ost::WordSpan word;
        if ((flags & FTS5_TOKENIZE_AUX) != 0) {
            // snippet() and highlight() only need each token's place and byte range (they take
            // the matches from the index), so the words are passed as they are: no folding or
            // stemming, which keeps snippets of long sections cheap.
            while (ost::next_word(all, from, word)) {
                const int begin = static_cast<int>(word.begin);
                const int end = static_cast<int>(word.end);
                if (const int rc = emit(context, 0, text + begin, end - begin, begin, end);
                    rc != SQLITE_OK) {
                    return rc;
                }
            }
            return SQLITE_OK;
        }
        while (ost::next_word(all, from, word)) {
            const auto folded = ost::fold(all.substr(word.begin, word.end - word.begin));
            const int begin = static_cast<int>(word.begin);
            const int end = static_cast<int>(word.end);
            if (prefix) {
                // A prefix term is matched against the folded forms as typed.
                if (const int rc = emit(context, 0, folded.data(), static_cast<int>(folded.size()),
                                        begin, end);
                    rc != SQLITE_OK) {
                    return rc;
                }
                continue;
            }
            const auto stem = tokenizer->stemmer.stem(folded);
            if (const int rc =
                    emit(context, 0, stem.data(), static_cast<int>(stem.size()), begin, end);
                rc != SQLITE_OK) {
                return rc;
            }
            if (!query && stem != folded) {
                if (const int rc = emit(context, FTS5_TOKEN_COLOCATED, folded.data(),
                                        static_cast<int>(folded.size()), begin, end);
                    rc != SQLITE_OK) {
                    return rc;
                }
            }
        }
        return SQLITE_OK;
    } catch (const std::bad_alloc&) {
        return SQLITE_NOMEM;
    } catch (...) {
        return SQLITE_ERROR;
    }
}

fts5_tokenizer kTokenizer{&create, &destroy, &tokenize};
} // namespace

void register_search_tokenizer(SQLite::Database& db) {
    fts5_api* api = nullptr;
    sqlite3_stmt* q = nullptr;
    // SQL fts5: the documented way to reach fts5_api (a pointer bind, sqlite >= 3.20).
    int rc = sqlite3_prepare_v2(db.getHandle(), "SELECT fts5(?1)", -1, &q, nullptr);
    if (rc == SQLITE_OK) {
        sqlite3_bind_pointer(q, 1, static_cast<void*>(&api), "fts5_api_ptr", nullptr);
        rc = sqlite3_step(q);
    }
    sqlite3_finalize(q);
    if (rc != SQLITE_ROW) {
        throw StorageError(TR_("This SQLite has no full-text search (FTS5)."),
                           sqlite3_errmsg(db.getHandle()));
    }
    if (!api || api->iVersion < 2) {
        throw StorageError(TR_("This SQLite has no full-text search (FTS5)."));
    }
    if (api->xCreateTokenizer(api, "ost", nullptr, &kTokenizer, nullptr) != SQLITE_OK) {
        throw StorageError(TR_("Cannot register the search tokenizer."),
                           sqlite3_errmsg(db.getHandle()));
    }
}

} // namespace ost::storage
