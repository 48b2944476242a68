// Contest search for the list pages (pcsite). Progressive: the form stays hidden without JavaScript,
// and the lists work fully without it. search.json is fetched once, when the box first gets focus.
(function () {
  "use strict";
  var form = document.querySelector("form.contest-search");
  if (!form || !window.fetch) return;
  var input = form.querySelector("input");
  var status = form.querySelector(".search-status");
  var results = form.querySelector(".search-results");
  var limit = 20;
  var index = null, loading = null;

  function load() {
    if (!loading) {
      loading = fetch(form.getAttribute("data-index")).then(function (response) {
        if (!response.ok) throw new Error(response.status);
        return response.json();
      }).then(function (data) {
        var rows = data.contests, haystacks = new Array(rows.length);
        for (var i = 0; i < rows.length; i++) {
          var row = rows[i];
          haystacks[i] = (row[1] + "\n" + row[4] + "\n" + data.types[row[2]]).toLowerCase();
        }
        index = { data: data, haystacks: haystacks };
        return index;
      });
      loading.catch(function () { status.textContent = "Search is unavailable right now."; loading = null; });
    }
    return loading;
  }

  function item(data, row) {
    var li = document.createElement("li");
    var link = document.createElement("a");
    link.href = data.url.replace("{id}", row[0]);
    link.textContent = row[1];
    var meta = document.createElement("span");
    meta.className = "meta";
    meta.textContent = [data.types[row[2]], data.statuses[row[3]], row[4], row[6] + " entries", row[5]].join(" · ");
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
    var haystacks = index.haystacks, rows = index.data.contests, found = 0;
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
    status.textContent = found === 0 ? "No contests match."
      : found > limit ? found + " contests match; the first " + limit + " are shown."
      : found + (found === 1 ? " contest matches." : " contests match.");
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
