// Layout fixture: a front end naming a game's resolver instead of the scenario it publishes.
#include "core/engine/scenario.h"
#include "core/engine/adlg_resolver.h"
