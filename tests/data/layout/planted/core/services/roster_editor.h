// Layout fixture: a service header handing out the validator's façade.
#pragma once
#include "core/validation/roster_validator.h"
