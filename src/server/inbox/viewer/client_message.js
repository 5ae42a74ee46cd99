// The inbox viewer, in the browser: how one message's content is shown. Served before client.js in
// the same inline script, so these functions and client.js's share one scope (client.js calls them).
// deno-lint-ignore-file no-unused-vars

// ---- why the code and link are what they are (?explain=1); URLs are shown as text, never loaded ----

function explanation(candidates) {
  const score = (value) => (value === null ? "–" : String(value));
  const table = (id, head, rows) =>
    el(
      "table",
      { class: "headers explain", id },
      el("tr", {}, ...head.map((name) => el("th", { text: name }))),
      ...rows,
    );
  const codes = candidates.codes.map((c) =>
    el(
      "tr",
      { class: c.chosen ? "chosen" : "" },
      el("td", { text: c.chosen ? "✔" : "" }),
      el("td", {}, el("code", { text: c.code })),
      el("td", { text: c.where }),
      el("td", { text: c.keyword ? `${c.keyword} (${c.keyword_at})` : "" }),
      el("td", { text: score(c.score) }),
      el("td", { text: c.reason }),
    )
  );
  const links = candidates.links.map((l) =>
    el(
      "tr",
      { class: l.chosen ? "chosen" : "" },
      el("td", { text: l.chosen ? "✔" : "" }),
      el("td", { text: l.url }),
      el("td", { text: l.where.join(", ") }),
      el("td", { text: l.label }),
      el("td", { text: score(l.score) }),
      el("td", { text: l.reason }),
    )
  );
  return el(
    "div",
    { class: "explanation" },
    el("h3", { text: "Code" }),
    el("p", { id: "why-code", text: candidates.code }),
    codes.length
      ? table("explain-codes", ["", "code", "where", "keyword", "score", "why"], codes)
      : el("p", { class: "muted", text: "Nothing shaped like a code." }),
    el("h3", { text: "Link" }),
    el("p", { id: "why-link", text: candidates.link }),
    links.length
      ? table("explain-links", ["", "URL", "where", "text", "score", "why"], links)
      : el("p", { class: "muted", text: "No http(s) links." }),
  );
}

const REMOTE = /(?:\bsrc|\bbackground|\bposter)\s*=\s*["']?\s*(?:https?:)?\/\/|url\(\s*["']?\s*(?:https?:)?\/\//i;

async function render_html(message, panel) {
  let html = message.html;
  // Inline images (cid:) come from the message's own attachments, as data: URLs.
  for (const attachment of message.attachments) {
    if (!attachment.content_id || !html.includes(`cid:${attachment.content_id}`)) continue;
    const bytes =
      await (await api(inbox_path(`/messages/${encodeURIComponent(message.id)}/attachments/${attachment.index}`)))
        .blob();
    const url = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsDataURL(bytes);
    });
    html = html.split(`cid:${attachment.content_id}`).join(String(url));
  }
  if (state.tab !== "html" || state.selected !== message.id) return;
  const frame = el("iframe", { title: "Message HTML", sandbox: "allow-popups allow-popups-to-escape-sandbox" });
  frame.srcdoc = frame_document(html, state.remote);
  const parts = [];
  if (REMOTE.test(html) && !state.remote) {
    parts.push(el(
      "p",
      { class: "notice", id: "remote-notice" },
      "Remote images are blocked, so the sender cannot see that you opened this. ",
      el("button", {
        type: "button",
        id: "load-remote",
        text: "Load remote images",
        onclick: () => {
          state.remote = true;
          show_tab("html");
        },
      }),
    ));
  }
  panel.replaceChildren(...parts, frame);
}

/**
 * The iframe's document: the mail's HTML under a CSP of its own, links opening in a new tab.
 * The mail is parsed inert (DOMParser loads nothing) and loses what could fetch on its own
 * whatever the CSP lets through: link elements (prefetch, preload, stylesheets), meta elements
 * (refresh), base and script elements. So opening a mail requests none of its URLs; "Load
 * remote images" allows images and media, and still never a link.
 */
function frame_document(html, remote) {
  const images = remote ? "data: https: http:" : "data:";
  const csp = `default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src ${images}; media-src ${images}`;
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const node of doc.querySelectorAll("link, meta, base, script")) node.remove();
  const head = [
    el("meta", { "http-equiv": "Content-Security-Policy", content: csp }),
    el("meta", { charset: "utf-8" }),
    el("meta", { name: "referrer", content: "no-referrer" }),
    el("base", { target: "_blank" }),
  ];
  doc.head.prepend(...head.map((node) => doc.importNode(node, true)));
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

async function download(message, attachment) {
  const blob =
    await (await api(inbox_path(`/messages/${encodeURIComponent(message.id)}/attachments/${attachment.index}`)))
      .blob();
  const url = URL.createObjectURL(blob);
  const link = el("a", { href: url, download: attachment.filename ?? `attachment-${attachment.index}` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
