// Find an entrant, on every standings page (pcsite). Progressive: without JavaScript the form stays hidden
// and the A–Z entrant index does the job. Nothing is fetched until the box has focus; then entrants.json,
// and for a big contest only the chunks whose word range can hold what is typed (docs/CONTRACT.md).
// Also "This is me" (docs/CONTRACT.md §9), on standings pages and the entrant index: the reader's own entry,
// kept in localStorage for this contest only, highlighted, and found again through entrants.json.
(function () {
  "use strict";
  // The page's words (words.js, loaded before this script).
  var say = window.pcsiteWords(document.currentScript);

  // The entry a `#entry-…` link names, or "" for any other hash.
  function hashEntry() {
    var id = "";
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (error) { id = location.hash.slice(1); }
    return id.indexOf("entry-") === 0 ? id : "";
  }

  var gone = document.querySelector(".entry-gone");
  var form = document.querySelector("form.entrant-search");
  // The entrant index has no form: its script tag names the files.
  var source = form || document.currentScript;
  if (!source || !source.hasAttribute("data-index") || !window.fetch) {
    // Without fetch the listing cannot be asked: a row this page lacks is taken as gone.
    var hashChecked = function () { var id = hashEntry(); if (gone) gone.hidden = !(id && !document.getElementById(id)); };
    hashChecked();
    window.addEventListener("hashchange", hashChecked);
    return;
  }
  var contestURL = source.getAttribute("data-contest");
  var dataURL = source.getAttribute("data-index");
  var folder = dataURL.slice(0, dataURL.lastIndexOf("/") + 1);
  var limit = 20;
  // listing: null until loaded; {rows} for a small contest, {chunks: [[file, from, to]]} for a big one.
  var listing = null, listingLoad = null, chunks = {};

  // Mirrors EntrantWords in pcsite: "Zoë Lefèvre" → ["zoe", "lefevre"], "Øystein Straße" → ["oystein", "strasse"].
  // FOLDS is EntrantWords.letterFolds: letters with no accent to drop (change both).
  var FOLDS = { "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
    "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "ı": "i", "þ": "th", "Þ": "th" };
  var FOLDABLE = /[øØłŁßẞæÆœŒđĐðÐıþÞ]/g;
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(FOLDABLE, function (letter) { return FOLDS[letter]; });
  }
  function words(text) { return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean); }

  function prepare(rows) {
    var prepared = new Array(rows.length);
    for (var i = 0; i < rows.length; i++) prepared[i] = { row: rows[i], words: words(rows[i][0]) };
    return prepared;
  }

  // Revalidated (a 304 when unchanged): after new standings the listing must be theirs, not a cached one.
  function fetchJSON(url) {
    return fetch(url, { cache: "no-cache" }).then(function (response) {
      if (!response.ok) throw new Error(response.status);
      return response.json();
    });
  }

  function loadListing() {
    if (!listingLoad) {
      listingLoad = fetchJSON(dataURL).then(function (data) {
        listing = Array.isArray(data) ? { rows: prepare(data) } : { chunks: data.chunks, count: data.count };
        return listing;
      });
      listingLoad.catch(function () { if (status) status.textContent = say("search_unavailable"); listingLoad = null; });
    }
    return listingLoad;
  }

  // The chunks whose [from, to] word range can hold a word starting with `term`.
  function chunksFor(term) {
    var high = term + "\uffff";
    return listing.chunks.filter(function (chunk) { return chunk[2] >= term && chunk[1] <= high; });
  }

  function loadChunk(chunk) {
    var file = chunk[0];
    if (!chunks[file]) {
      chunks[file] = fetchJSON(folder + file).then(function (rows) { chunks[file] = { rows: prepare(rows) }; return chunks[file]; });
      chunks[file].catch(function () { delete chunks[file]; });
    }
    return Promise.resolve(chunks[file]);
  }

  function rowURL(row) {
    return (row[1] > 1 ? contestURL + "page/" + row[1] + "/" : contestURL) + "#" + row[2];
  }

  // A link to a row that is not on this page: the entry has moved (a shared `page/5/#entry-…` link once it is
  // on page 7), or it has left the standings. Look the anchor up in entrants.json (a big contest's chunks in
  // order until found) and go to its page; only when it is nowhere does this page say the entry is gone.
  // With the entry's name known (this is me), the chunks that can hold its first word come first.
  var lookedUp = "";
  function rowFor(id, name) {
    return loadListing().then(function () {
      if (listing.rows) return findRow(listing.rows, id);
      var first = name ? words(name)[0] : "", hinted = first ? chunksFor(first) : [];
      var order = hinted.concat(listing.chunks.filter(function (chunk) { return hinted.indexOf(chunk) < 0; }));
      var next = 0;
      function scan() {
        if (next >= order.length) return null;
        return loadChunk(order[next++]).then(function (set) { return findRow(set.rows, id) || scan(); });
      }
      return scan();
    });
  }
  function findRow(rows, id) {
    for (var i = 0; i < rows.length; i++) if (rows[i].row[2] === id) return rows[i].row;
    return null;
  }
  function checkHash() {
    var id = hashEntry();
    if (gone) gone.hidden = true;
    if (!id || document.getElementById(id)) return;
    lookedUp = id;
    rowFor(id).then(function (row) {
      if (lookedUp !== id) return;  // the hash changed meanwhile
      var url = row ? rowURL(row) : null;
      // The listing placing it on this very page while the page lacks it (files from two builds): gone.
      if (url && new URL(url, location.href).pathname !== location.pathname) return location.replace(url);
      if (gone) gone.hidden = false;
    }, function () { if (lookedUp === id && gone) gone.hidden = false; });
  }

  function item(row) {
    var li = document.createElement("li");
    var link = document.createElement("a");
    link.href = rowURL(row);
    link.textContent = row[0];
    link.dir = "auto";
    var meta = document.createElement("span");
    meta.className = "meta";
    meta.textContent = row[3] + (row[1] > 1 ? " · " + say("on_standings_page", { page: row[1] }) : "");
    li.appendChild(link);
    li.appendChild(meta);
    li.appendChild(pickButton({ anchor: row[2], name: row[0] }));
    return li;
  }

  // This is me: { anchor, name } of the reader's entry, under a key of this contest's own.
  var MINE = "pcsite-mine " + contestURL;
  var mine = readMine(), choosing = false;
  function readMine() {
    try { return JSON.parse(localStorage.getItem(MINE)); } catch (error) { return null; }
  }
  function keepMine(entry) {
    mine = entry;
    try { if (entry) localStorage.setItem(MINE, JSON.stringify(entry)); else localStorage.removeItem(MINE); } catch (error) { /* not kept */ }
    choose(false);
    showMine(true);
  }
  function control(tag, text, className, action) {
    var element = document.createElement(tag);
    element.textContent = text;
    if (className) element.className = className;
    if (tag === "button") element.type = "button";
    if (action) element.addEventListener("click", action);
    return element;
  }
  function pickButton(entry) {
    return control("button", say("this_is_me"), "mine-pick", function () { keepMine(entry); });
  }

  // What this page lists that a reader can mark: standings rows, or the entrant index's names.
  function markable() {
    var found = [];
    document.querySelectorAll("table.standings tbody tr[id]").forEach(function (row) {
      var cell = row.querySelector("th") || row.cells[0];
      found.push({ element: row, cell: cell, anchor: row.id, name: cell.textContent.trim() });
    });
    document.querySelectorAll(".entrant-list li").forEach(function (item) {
      var link = item.querySelector("a");
      found.push({ element: item, cell: item, anchor: decodeURIComponent(link.hash.slice(1)), name: link.textContent });
    });
    return found;
  }

  function choose(on) {
    choosing = on;
    markable().forEach(function (item) {
      var button = item.cell.querySelector(".mine-pick");
      if (button) button.remove();
      if (on) item.cell.appendChild(pickButton({ anchor: item.anchor, name: item.name }));
    });
  }

  // The line above the table (or the index's letters), and the marked row. `focus`: after the reader's own
  // choice, focus goes to the line's first control, whose old place is gone.
  var shownFor = 0;
  function showMine(focus) {
    var place = document.querySelector(".standings-scroll") || document.querySelector("nav.letters");
    if (!place) return;
    var line = document.querySelector(".mine-line") || control("p", "", "mine-line");
    if (line.nextElementSibling !== place) place.parentNode.insertBefore(line, place);
    markable().forEach(function (item) {
      var marked = !!mine && item.anchor === mine.anchor, note = item.cell.querySelector(".mine-note");
      item.element.classList.toggle("mine", marked);
      if (marked && !note) item.cell.appendChild(control("span", " " + say("your_entry_note"), "mine-note visually-hidden"));
      if (!marked && note) note.remove();
    });
    var ticket = ++shownFor;
    function fill(parts) {
      if (ticket !== shownFor) return;
      line.replaceChildren.apply(line, parts);
      if (focus) parts.filter(function (part) { return part.tagName === "A" || part.tagName === "BUTTON"; })[0].focus({ preventScroll: true });
    }
    if (!mine) {
      var toggle = control("button", say(choosing ? "cancel" : "mark_your_entry"), "mine-choose", function () {
        choose(!choosing);
        showMine(true);
      });
      toggle.setAttribute("aria-expanded", String(choosing));
      return fill([toggle]);
    }
    var notMe = control("button", say("not_me"), "mine-clear", function () { keepMine(null); });
    rowFor(mine.anchor, mine.name).then(function (row) {
      if (!row) return fill([say("your_entry_missing", { name: mine.name }) + " ", notMe]);
      var show = control("a", say("your_entry_show"));
      show.href = rowURL(row);
      show.setAttribute("aria-label", say("your_entry_show_label", { rank: row[3] }));
      fill([say("your_entry") + " ", control("strong", row[3]), " — ", show, " ", notMe]);
    }, function () { fill([say("your_entry") + " " + mine.name + " ", notMe]); });
  }

  window.addEventListener("storage", function (event) {
    if (event.key === MINE) { mine = readMine(); showMine(false); }
  });
  // New standings swapped in by live.js: the listing is theirs now, and the line and mark are drawn again.
  document.addEventListener("pcsite:standings", function () {
    listing = null; listingLoad = null; chunks = {}; last = null;
    choosing = false;
    showMine(false);
  });
  showMine(false);

  // Every term starts some word of the name.
  function matches(entry, terms) {
    for (var t = 0; t < terms.length; t++) {
      var hit = false;
      for (var w = 0; w < entry.words.length; w++) {
        if (entry.words[w].lastIndexOf(terms[t], 0) === 0) { hit = true; break; }
      }
      if (!hit) return false;
    }
    return true;
  }

  // What the last search found: typing on narrows it, so the next keystroke scans only those entries.
  var last = null;

  function show(sets, key, terms) {
    var text = input.value, candidates = null;
    if (last && last.key === key && text.lastIndexOf(last.text, 0) === 0) candidates = last.matches;
    var matched = [], seen = new Set();
    if (candidates) {
      for (var c = 0; c < candidates.length; c++) if (matches(candidates[c], terms)) matched.push(candidates[c]);
    } else {
      for (var s = 0; s < sets.length; s++) {
        var rows = sets[s].rows;
        for (var i = 0; i < rows.length; i++) {
          var entry = rows[i];
          if (seen.has(entry.row[2]) || !matches(entry, terms)) continue;
          seen.add(entry.row[2]);
          matched.push(entry);
        }
      }
    }
    last = { text: text, key: key, matches: matched };
    var fragment = document.createDocumentFragment();
    for (var m = 0; m < matched.length && m < limit; m++) fragment.appendChild(item(matched[m].row));
    results.replaceChildren(fragment);
    form.firstMatch = matched.length ? matched[0].row : null;
    var found = matched.length;
    status.textContent = found === 0 ? say("no_entrant_matches")
      : say(found > limit ? "entrants_match_first" : "entrants_match", { count: found, limit: limit });
  }

  var asked = 0;
  function search() {
    var terms = words(input.value), ticket = ++asked;
    if (!terms.length) {
      results.replaceChildren();
      status.textContent = "";
      form.firstMatch = null;
      last = null;
      return;
    }
    if (listing.rows) return show([listing], "all", terms);
    var longest = terms.reduce(function (a, b) { return b.length > a.length ? b : a; });
    var needed = chunksFor(longest), key = needed.map(function (chunk) { return chunk[0]; }).join(" ");
    var loaded = needed.map(function (chunk) { return chunks[chunk[0]]; });
    if (loaded.every(function (set) { return set && set.rows; })) return show(loaded, key, terms);
    Promise.all(needed.map(loadChunk)).then(function (sets) { if (ticket === asked) show(sets, key, terms); },
      function () { status.textContent = say("search_unavailable"); });
  }

  checkHash();
  window.addEventListener("hashchange", checkHash);
  if (!form) return;
  var input = form.querySelector("input");
  var status = form.querySelector(".search-status");
  var results = form.querySelector(".search-results");
  form.hidden = false;
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (form.firstMatch) location.href = rowURL(form.firstMatch);
  });
  input.addEventListener("focus", loadListing, { once: true });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { input.value = ""; search(); }
  });
  input.addEventListener("input", function () {
    if (listing) return search();
    loadListing().then(search);
  });
})();
