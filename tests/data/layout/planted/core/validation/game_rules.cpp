// Layout fixture: the shared validator sits below the games: it may not include a rule set of one.
#include "core/validation/roster_validator.h"
#include "core/systems/toy/toy_army_rules.h"
