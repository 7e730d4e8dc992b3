// Layout fixture: a game's folder sees the engine and the validator, never storage.
#include "core/engine/scenario.h"
#include "core/validation/army_rule_set.h"
#include "core/storage/user_database.h"
