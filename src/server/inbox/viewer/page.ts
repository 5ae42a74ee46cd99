/** The viewer's HTML: a shell the script fills; it holds no data. @module */

/** The page at `/view`, with its `script` and `style` inlined. */
export function viewer_page(script: string, style: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Inbox viewer</title>
<style>
${style}</style>
</head>
<body>
<header class="bar">
  <h1>Inbox viewer</h1>
  <div id="inbox" hidden>
    <span id="address" class="address"></span>
    <button type="button" class="copy" data-copy-from="address" title="Copy the address">Copy</button>
    <span id="expires" class="muted"></span>
    <span id="live" class="live" title="Live updates">offline</span>
    <button type="button" id="forget">Forget token</button>
  </div>
</header>
<main>
  <form id="login" class="login" autocomplete="off">
    <label for="token">Inbox token, or the catch-all's operator token</label>
    <input id="token" name="token" type="password" placeholder="ibx_… or cat_…" spellcheck="false" required>
    <label class="keep"><input id="keep" type="checkbox"> Keep it in this browser</label>
    <button type="submit">Open inbox</button>
    <p class="muted">The token stays in this page: it is sent only in the Authorization header, never in a URL.</p>
    <p id="error" class="error" role="alert"></p>
  </form>
  <div id="viewer" class="viewer" hidden>
    <nav aria-label="Messages"><ul id="messages" class="messages"></ul><p id="empty" class="muted">No mail yet. It appears here as it arrives.</p></nav>
    <article id="message" class="message" hidden>
      <h2 id="subject"></h2>
      <dl class="meta">
        <dt>From</dt><dd id="from"></dd>
        <dt>To</dt><dd id="to"></dd>
        <dt>Received</dt><dd id="received"></dd>
      </dl>
      <div id="extracted" class="extracted"></div>
      <div role="tablist" class="tabs" id="tabs"></div>
      <section id="panel" class="panel" role="tabpanel"></section>
      <ul id="attachments" class="attachments"></ul>
    </article>
  </div>
</main>
<script type="module">${script}</script>
</body>
</html>
`;
}
