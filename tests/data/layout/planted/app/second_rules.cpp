// Layout fixture: a front end building a second RulesService instead of using the session's.
#include "core/services/rules_companion.h"
auto second = std::make_unique<reference::RulesService>(session.database());
