// Layout fixture: the rules façade reached through its services header, as allowed (no fault).
#include "core/services/rules_companion.h"
#include "core/engine/scenario.h"
