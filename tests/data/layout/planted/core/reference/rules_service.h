// Layout fixture: the rules façade, including model and support only (allowed to the front ends).
#pragma once
#include "core/model/rule_hit.h"
#include "core/support/text.h"
