#include "plural_rules.h"

#include <unicode/upluralrules.h>

pcsite_plural_rules *pcsite_plural_rules_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) {
        if (rules) uplrules_close(rules);
        return NULL;
    }
    return (pcsite_plural_rules *)rules;
}

int pcsite_plural_rules_select(const pcsite_plural_rules *rules, double count, char *out, int capacity) {
    UChar keyword[16];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uplrules_select((const UPluralRules *)rules, count, keyword, 16, &status);
    if (U_FAILURE(status) || length >= capacity) return -1;
    for (int32_t i = 0; i < length; i++) out[i] = (char)keyword[i];
    out[length] = 0;
    return length;
}

void pcsite_plural_rules_close(pcsite_plural_rules *rules) {
    uplrules_close((UPluralRules *)rules);
}
