// Layout fixture: a service header exposing an io header (fine for services, not for front ends).
#pragma once
#include "core/io/roster_reader.h"
