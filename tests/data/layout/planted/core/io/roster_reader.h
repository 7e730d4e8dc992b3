// Layout fixture: an io header, fine where it is.
#pragma once
#include "core/model/roster.h"
