// The page's words for its scripts (pcsite, docs/CONTRACT.md §11), in the site's language: each script's tag
// carries them (data-words). pcsiteWords(script) gives that script's say(key, values): a counted phrase takes the
// form Intl.PluralRules chooses for values.count, and numbers are written as the page's language writes them.
window.pcsiteWords = function (script) {
  "use strict";
  var words = JSON.parse((script && script.getAttribute("data-words")) || "{}");
  var lang = document.documentElement.lang || "en";
  return function say(key, values) {
    var text = words[key] || "";
    if (typeof text === "object") text = text[new Intl.PluralRules(lang).select(values.count)] || text.other;
    return text.replace(/\{(\w+)\}/g, function (all, name) {
      var value = values && values[name];
      return value === undefined ? all : typeof value === "number" ? value.toLocaleString(lang) : value;
    });
  };
};
