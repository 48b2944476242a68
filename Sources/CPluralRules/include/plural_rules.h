#ifndef PCSITE_PLURAL_RULES_H
#define PCSITE_PLURAL_RULES_H

/// A language's CLDR plural rules, read from ICU (CONTRACT §11): "one", "few", "many"… for a count.
/// Foundation on Linux has no plural rules API. An open rule set may be shared between threads: selecting is const.
typedef struct pcsite_plural_rules pcsite_plural_rules;

/// The rules for a locale such as "pl" or "pt_BR"; NULL when ICU cannot open them.
pcsite_plural_rules *pcsite_plural_rules_open(const char *locale);

/// Writes the category of `count` ("zero", "one", "two", "few", "many" or "other") into `out`, NUL-terminated;
/// returns its length, or -1 when ICU fails.
int pcsite_plural_rules_select(const pcsite_plural_rules *rules, double count, char *out, int capacity);

void pcsite_plural_rules_close(pcsite_plural_rules *rules);

#endif
