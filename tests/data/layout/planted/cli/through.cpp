// Layout fixture: a front end reaching io through a services header (a fault), and the
// validator's façade through another (allowed).
#include "core/services/files.h"
#include "core/services/roster_editor.h"
