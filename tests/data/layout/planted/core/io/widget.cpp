// Layout fixture: core including wxWidgets.
#include <wx/string.h>
