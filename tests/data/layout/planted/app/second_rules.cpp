// Layout fixture: a front end building a second RulesService and search worker instead of the session's.
#include "core/services/rules_companion.h"
auto second = std::make_unique<reference::RulesService>(session.database());
auto worker = std::make_unique<reference::SearchWorker>(user_db, reference_db, deliver);
