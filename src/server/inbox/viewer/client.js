// The inbox viewer, in the browser. The token lives in sessionStorage (localStorage when "keep"
// is ticked) and goes out only as an Authorization header. Mail content is put in the page with
// textContent, and mail HTML only into a sandboxed iframe (no scripts, no same-origin) under a CSP
// that blocks remote content until the reader asks for it.

const KEY = "service-mail.viewer.token";
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

const state = {
  token: sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY),
  address: "",
  cursor: "0",
  /** @type {Map<string, any>} */ messages: new Map(),
  selected: "",
  tab: "",
  remote: false,
  /** @type {AbortController | null} */ stop: null,
};

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function api(path, init = {}) {
  const headers = { authorization: `Bearer ${state.token}`, ...init.headers };
  const response = await fetch(path, { ...init, headers, cache: "no-store", referrerPolicy: "no-referrer" });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new HttpError(response.status, body?.error?.message ?? `HTTP ${response.status}`);
  }
  return response;
}

const inbox_path = (suffix = "") => `/v1/inboxes/${encodeURIComponent(state.address)}${suffix}`;

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

function copy_button(value, label = "Copy") {
  const button = el("button", { type: "button", class: "copy", title: `Copy ${value}`, text: label });
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(value);
      button.textContent = "Copied";
    } catch {
      button.textContent = "Copy failed";
    }
    setTimeout(() => button.textContent = label, 1500);
  });
  return button;
}

// ---- signing in and out ----

async function sign_in(event) {
  event.preventDefault();
  const input = /** @type {HTMLInputElement} */ ($("token"));
  state.token = input.value.trim();
  input.value = "";
  const keep = /** @type {HTMLInputElement} */ ($("keep")).checked;
  (keep ? localStorage : sessionStorage).setItem(KEY, state.token);
  await open_inbox();
}

function sign_out(message = "") {
  state.stop?.abort();
  sessionStorage.removeItem(KEY);
  localStorage.removeItem(KEY);
  Object.assign(state, { token: null, address: "", cursor: "0", selected: "", stop: null });
  state.messages.clear();
  $("messages").replaceChildren();
  $("inbox").hidden = true;
  $("viewer").hidden = true;
  $("message").hidden = true;
  $("login").hidden = false;
  $("error").textContent = message;
}

async function open_inbox() {
  let info;
  try {
    info = await (await api("/v1/inbox")).json();
  } catch (error) {
    sign_out(error.status === 401 ? "That token opens no inbox: wrong, expired or deleted." : String(error.message));
    return;
  }
  state.address = info.address;
  // The operator token opens the catch-all (`*`): all caught mail, to any address; it never expires.
  const everything = info.address === "*";
  $("address").textContent = everything ? "All caught mail (catch-all)" : info.address;
  /** @type {HTMLElement} */ (document.querySelector("[data-copy-from=address]")).hidden = everything;
  $("expires").textContent = everything ? "" : `expires ${new Date(info.expires).toLocaleString()}`;
  $("login").hidden = true;
  $("inbox").hidden = false;
  $("viewer").hidden = false;
  const { messages, cursor } = await (await api(inbox_path("/messages"))).json();
  for (const message of messages) add(message);
  state.cursor = cursor;
  state.stop = new AbortController();
  void live(state.stop.signal);
}

// ---- live updates: SSE over fetch, since EventSource cannot send the Authorization header ----

async function* sse(body, signal) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  signal.addEventListener("abort", () => reader.cancel().catch(() => {}), { once: true });
  let buffer = "";
  let event = { event: "message", data: "", id: "" };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let at;
    while ((at = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + (buffer[at] === "\r" ? 2 : 1));
      if (line === "") {
        if (event.data) yield event;
        event = { event: "message", data: "", id: "" };
      } else if (!line.startsWith(":")) {
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "data") event.data += event.data ? `\n${value}` : value;
        else if (field === "event" || field === "id") event[field] = value;
      }
    }
  }
}

function set_live(text, on) {
  $("live").textContent = text;
  $("live").classList.toggle("on", on);
}

async function live(signal) {
  while (!signal.aborted) {
    try {
      const response = await api(inbox_path(`/stream?after=${encodeURIComponent(state.cursor)}`), {
        headers: { accept: "text/event-stream" },
        signal,
      });
      set_live("live", true);
      for await (const event of sse(response.body, signal)) {
        if (event.event === "gone") {
          set_live("gone", false);
          return;
        }
        if (event.event !== "message") continue;
        const message = JSON.parse(event.data);
        state.cursor = message.cursor;
        add(message, true);
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error.status === 401) return sign_out("The inbox is gone: it expired or was deleted.");
    }
    set_live("reconnecting", false);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

// ---- the list ----

function add(message, fresh = false) {
  if (state.messages.has(message.id)) return;
  state.messages.set(message.id, message);
  const item = el(
    "li",
    { class: fresh ? "fresh" : "", "data-id": message.id },
    el(
      "button",
      { type: "button", onclick: () => select(message.id) },
      el("span", {
        class: "from",
        // In the catch-all, who it was for tells the mails apart more than who sent them.
        text: state.address === "*" ? `to ${message.to.join(", ")}` : message.name ?? message.from,
      }),
      el("time", { text: new Date(message.received).toLocaleTimeString() }),
      el("span", { class: "subject", text: message.subject || "(no subject)" }),
      message.code ? el("span", { class: "badge", text: message.code }) : null,
    ),
  );
  $("messages").prepend(item);
  $("empty").hidden = true;
  if (!state.selected) select(message.id);
}

// ---- one message ----

const TABS = [
  ["html", "HTML"],
  ["text", "Text"],
  ["headers", "Headers"],
  ["auth", "Auth"],
  ["explain", "Extraction"],
  ["raw", "Raw"],
];

function select(id) {
  const message = state.messages.get(id);
  if (!message) return;
  state.selected = id;
  state.remote = false;
  for (const li of $("messages").children) li.classList.toggle("selected", li.getAttribute("data-id") === id);
  $("message").hidden = false;
  $("subject").textContent = message.subject || "(no subject)";
  $("from").textContent = message.name ? `${message.name} <${message.from}>` : message.from;
  $("to").textContent = message.to.join(", ");
  $("received").textContent = new Date(message.received).toLocaleString();
  const extracted = [];
  if (message.code) {
    extracted.push(
      el("div", { class: "chip" }, "Code ", el("code", { id: "code", text: message.code }), copy_button(message.code)),
    );
  }
  if (message.link) {
    extracted.push(el(
      "div",
      { class: "chip" },
      "Link ",
      el("a", { id: "link", href: message.link, target: "_blank", rel: "noopener noreferrer", text: message.link }),
      copy_button(message.link),
    ));
  }
  $("extracted").replaceChildren(...extracted);
  $("attachments").replaceChildren(...message.attachments.map((a) =>
    el(
      "li",
      {},
      el("button", { type: "button", onclick: () => download(message, a) }, `${a.filename ?? `attachment ${a.index}`}`),
      el("span", { class: "muted", text: ` ${a.type}, ${a.size} bytes` }),
    )
  ));
  show_tab(message.html ? "html" : "text");
}

function show_tab(tab) {
  state.tab = tab;
  const message = state.messages.get(state.selected);
  $("tabs").replaceChildren(
    ...TABS.filter(([key]) => key !== "html" || message.html).map(([key, label]) =>
      el("button", {
        type: "button",
        role: "tab",
        id: `tab-${key}`,
        "aria-selected": String(key === tab),
        onclick: () => show_tab(key),
        text: label,
      })
    ),
  );
  const panel = $("panel");
  if (tab === "html") void render_html(message, panel);
  else if (tab === "text") panel.replaceChildren(el("pre", { text: message.text ?? "(no text part)" }));
  else if (tab === "headers") {
    panel.replaceChildren(el(
      "table",
      { class: "headers" },
      ...Object.entries(message.headers).map(([name, value]) =>
        el("tr", {}, el("th", { text: name }), el("td", { text: value }))
      ),
    ));
  } else if (tab === "auth") {
    panel.replaceChildren(el(
      "dl",
      { class: "auth" },
      ...Object.entries(message.auth).flatMap(([name, result]) => [
        el("dt", { text: name.toUpperCase() }),
        el("dd", {}, el("span", { class: `result ${result}`, text: result })),
      ]),
    ));
  } else if (tab === "explain") {
    panel.replaceChildren(el("p", { class: "muted", text: "loading…" }));
    api(inbox_path(`/messages/${encodeURIComponent(message.id)}?explain=1`))
      .then((response) => response.json())
      .then(({ candidates }) => {
        if (state.tab === "explain" && state.selected === message.id) panel.replaceChildren(explanation(candidates));
      });
  } else if (tab === "raw") {
    panel.replaceChildren(el("pre", { text: "loading…" }));
    api(inbox_path(`/messages/${encodeURIComponent(message.id)}/raw`))
      .then((response) => response.text())
      .then((raw) => {
        if (state.tab === "raw" && state.selected === message.id) {
          panel.replaceChildren(el("pre", { id: "raw", text: raw }));
        }
      });
  }
}

// ---- start ----

$("login").addEventListener("submit", (event) => void sign_in(event));
$("forget").addEventListener("click", () => sign_out());
document.querySelector("[data-copy-from=address]")?.addEventListener("click", () => {
  void navigator.clipboard.writeText(state.address).catch(() => {});
});
if (state.token) void open_inbox();
