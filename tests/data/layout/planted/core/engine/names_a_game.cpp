// Layout fixture: the shared engine sits below the games: it may not include a game's module.
#include "core/engine/scenario.h"
#include "core/systems/toy/toy_module.h"
