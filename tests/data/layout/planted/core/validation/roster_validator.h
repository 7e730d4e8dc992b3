// Layout fixture: the validator's façade, including model and support only (front ends reach it).
#pragma once
#include "core/model/roster.h"
#include "core/support/diagnostic.h"
