// Layout fixture: a front end naming the engine's hex-attack machinery instead of the scenario.
#include "core/engine/scenario.h"
#include "core/engine/hex_attack.h"
