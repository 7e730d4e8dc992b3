// The user's lists: the policies (rename keeps one copy, copies take a free id, an import never
// replaces a list without asking) over UserListRepository.
#include "core/services/user_lists.h"

#include "core/io/army_list_reader.h"
#include "core/io/xml_document.h"
#include "core/services/session.h"
#include "core/storage/army_list_repository.h"
#include "core/storage/edit_transaction.h"
#include "core/storage/user_database.h"
#include "core/storage/user_list_repository.h"
#include "core/support/error.h"
#include "core/support/file_lock.h"
#include "core/support/file_version.h"

namespace ost {

namespace {
storage::UserListRepository repository(Session& session) {
    return storage::UserListRepository(session.database().connection());
}
} // namespace

std::vector<ArmyListSummary> UserLists::all(const std::string& system_id) const {
    return repository(m_session).all(system_id);
}

std::optional<ArmyList> UserLists::load(const std::string& id) const { return repository(m_session).load(id); }

ArmyList UserLists::require(const std::string& id) const {
    auto list = load(id);
    if (!list) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" of yours.").arg(id));
    }
    return std::move(*list);
}

void UserLists::save(const ArmyList& list, const std::string& previous_id) {
    auto lists = repository(m_session);
    lists.save(list);
    if (!previous_id.empty() && previous_id != list.id) {
        lists.remove(previous_id);
    }
}

std::optional<std::uint64_t> UserLists::stored_version(const std::string& id) const {
    const auto document = repository(m_session).document(id);
    if (!document) {
        return std::nullopt;
    }
    return content_hash(*document);
}

std::uint64_t UserLists::save_checked(const ArmyList& list, const std::string& previous_id,
                                      const std::optional<std::uint64_t>& seen) {
    storage::EditTransaction transaction(m_session.database().connection(), m_session.user_db_path(), kEditLockWait);
    if (seen && !previous_id.empty()) {
        const auto now = stored_version(previous_id);
        if (now && *now != *seen) { // a list deleted meanwhile is no conflict: it is stored again
            throw InvalidInputError(TR_("Your army list \"{0}\" was changed by another program since you opened it; "
                                        "nothing was saved. Reopen it to see that change, then make yours again.")
                                        .arg(previous_id));
        }
    }
    save(list, previous_id);
    const auto written = stored_version(list.id);
    transaction.commit();
    return written.value_or(0);
}

bool UserLists::save_new(const ArmyList& list) {
    storage::EditTransaction transaction(m_session.database().connection(), m_session.user_db_path(), kEditLockWait);
    if (load(list.id)) {
        return false;
    }
    save(list);
    transaction.commit();
    return true;
}

ArmyList UserLists::edit(const std::string& id, const std::function<ArmyList(const ArmyList&)>& change) {
    storage::EditTransaction transaction(m_session.database().connection(), m_session.user_db_path(), kEditLockWait);
    const auto stored = require(id);
    auto changed = change(stored);
    save(changed, stored.id);
    transaction.commit();
    return changed;
}

std::string UserLists::unused_id(const std::string& base) const {
    const auto lists = repository(m_session);
    auto id = base;
    for (int n = 2; lists.document(id).has_value(); ++n) {
        id = base + "-" + std::to_string(n);
    }
    return id;
}

std::string UserLists::save_copy(const ArmyList& list) {
    auto copy = list;
    copy.id = unused_id(list.id);
    repository(m_session).save(copy);
    return copy.id;
}

ListImport UserLists::import_file(const std::filesystem::path& file, Prompter& prompter) {
    // Read and check it first (located errors), so nothing is replaced by a file that is bad.
    const auto doc = XmlDocument::load_file(file);
    const auto system_id = army_list_system_id(doc);
    const auto system = storage::ArmyListRepository(m_session.database().connection()).load_system(system_id);
    if (!system) {
        doc.fail(doc.root(), TR_("Unknown game system \"{0}\".").arg(system_id));
    }
    ListImport result{read_army_list(doc, *system), false};
    result.stored = store_imported(result.list, prompter);
    return result;
}

bool UserLists::store_imported(const ArmyList& list, Prompter& prompter) {
    // The question is asked without holding the database's write lock (the user may take a
    // while); the store then checks, under the lock, that what the question was about is still
    // what is stored. Two imports of one list at once (two ost-cli runs) thus never both store
    // it silently: the second finds the first's list and asks (ost-cli without --replace: an
    // error naming it), and an answer about a list changed meanwhile is asked again.
    for (int round = 0;; ++round) {
        const auto seen = stored_version(list.id);
        if (seen) {
            const auto existing = load(list.id);
            Question question;
            question.text = TR_("You already have a list with the id \"{0}\" ({1}). Replace it?")
                                .arg(list.id)
                                .arg(existing ? existing->name.text() : Text::verbatim(list.id));
            question.choices.resize(2);
            question.choices[kReplace] = TR_("Replace");
            question.choices[kKeepMine] = TR_("Keep mine");
            question.default_choice = kKeepMine;
            if (prompter.ask(question) != kReplace) {
                return false;
            }
        }
        storage::EditTransaction transaction(m_session.database().connection(), m_session.user_db_path(),
                                             kEditLockWait);
        if (stored_version(list.id) == seen) {
            save(list);
            transaction.commit();
            return true;
        }
        if (round >= 2) { // changed under every question: another program keeps importing it
            throw InvalidInputError(TR_("Your army list \"{0}\" was changed by another program while it was "
                                        "imported; nothing was imported. Try again once it has finished.")
                                        .arg(list.id));
        }
    }
}

void UserLists::export_file(const std::string& id, const std::filesystem::path& file) const {
    repository(m_session).export_file(id, file);
}

bool UserLists::remove(const std::string& id) { return repository(m_session).remove(id); }

} // namespace ost
