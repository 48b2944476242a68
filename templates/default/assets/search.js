// Contest search for the list pages (pcsite). Progressive: the form stays hidden without JavaScript,
// and the lists work fully without it. search.json is fetched once, when the box first gets focus.
(function () {
  "use strict";
  // The page's words (words.js, loaded before this script).
  var say = window.pcsiteWords(document.currentScript);
  var form = document.querySelector("form.contest-search");
  if (!form || !window.fetch) return;
  var input = form.querySelector("input");
  var status = form.querySelector(".search-status");
  var results = form.querySelector(".search-results");
  var limit = 20;
  var index = null, loading = null;

  // Rows become [id, name, type, status, organizer, fee, entries]. A large site splits the cards into chunks
  // (search.json lists them); their rows carry the update time, so the index order is restored once here.
  function rowsOf(part) {
    var rows = part.contests, out = new Array(rows.length);
    for (var i = 0; i < rows.length; i++) {
      var row = rows[i];
      out[i] = [row[0], row[1], part.types[row[2]], part.statuses[row[3]], row[4], row[5], row[6], row[7]];
    }
    return out;
  }

  function fetchJSON(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(response.status);
      return response.json();
    });
  }

  function load() {
    if (!loading) {
      var url = new URL(form.getAttribute("data-index"), document.baseURI);
      loading = fetchJSON(url).then(function (data) {
        if (!data.chunks) return { url: data.url, rows: rowsOf(data) };
        return Promise.all(data.chunks.map(function (chunk) { return fetchJSON(new URL(chunk, url)); }))
          .then(function (parts) {
            var rows = [];
            for (var p = 0; p < parts.length; p++) rows = rows.concat(rowsOf(parts[p]));
            rows.sort(function (a, b) { return b[7] - a[7] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0); });
            return { url: data.url, rows: rows };
          });
      }).then(function (data) {
        var rows = data.rows, haystacks = new Array(rows.length);
        for (var i = 0; i < rows.length; i++) {
          var row = rows[i];
          haystacks[i] = (row[1] + "\n" + row[4] + "\n" + row[2]).toLowerCase();
        }
        index = { data: data, haystacks: haystacks };
        return index;
      });
      loading.catch(function () { status.textContent = say("search_unavailable"); loading = null; });
    }
    return loading;
  }

  function item(data, row) {
    var li = document.createElement("li");
    var link = document.createElement("a");
    link.href = data.url.replace("{id}", row[0]);
    link.textContent = row[1];
    link.dir = "auto";
    var meta = document.createElement("span");
    meta.className = "meta";
    meta.textContent = [row[2], row[3], row[4], say("summary_entries") + " " + row[6], row[5]].join(" · ");
    li.appendChild(link);
    li.appendChild(meta);
    return li;
  }

  function search() {
    var terms = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var fragment = document.createDocumentFragment();
    if (!terms.length || !index) {
      results.replaceChildren();
      status.textContent = "";
      return;
    }
    var haystacks = index.haystacks, rows = index.data.rows, found = 0;
    for (var i = 0; i < haystacks.length; i++) {
      var text = haystacks[i], hit = true;
      for (var t = 0; t < terms.length; t++) {
        if (text.indexOf(terms[t]) < 0) { hit = false; break; }
      }
      if (!hit) continue;
      if (found < limit) fragment.appendChild(item(index.data, rows[i]));
      found++;
    }
    results.replaceChildren(fragment);
    status.textContent = found === 0 ? say("no_contest_matches")
      : say(found > limit ? "contests_match_first" : "contests_match", { count: found, limit: limit });
  }

  form.hidden = false;
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  input.addEventListener("focus", load, { once: true });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { input.value = ""; search(); }
  });
  input.addEventListener("input", function () {
    if (index) return search();
    load().then(search);
  });
})();
