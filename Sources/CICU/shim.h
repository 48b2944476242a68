// ICU's plural rules (CLDR): Swift never calls these directly, because ICU renames every function by its version
// (uplrules_open_72) in macros Swift cannot import; CPluralRules wraps them.
#include <unicode/upluralrules.h>
