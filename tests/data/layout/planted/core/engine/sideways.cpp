// Layout fixture: the engine may see model and support only, not validation.
#include "core/model/roster.h"
#include "core/validation/roster_validator.h"
