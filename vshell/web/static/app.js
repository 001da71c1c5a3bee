// The page of `vshell serve`: xterm.js over one WebSocket (the protocol is in vshell/web/protocol.py).
// Nothing here uses innerHTML: every text from the server goes in as textContent.
"use strict";

(function () {
  const MODES = {
    "review": "review: every change is shown here before it is written",
    "apply": "apply: changes that pass the checks are written",
    "dry-run": "dry run: changes are never written",
  };
  const $ = (id) => document.getElementById(id);
  const term = new window.Terminal({
    cursorBlink: true,
    fontFamily: '"DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", monospace',
    fontSize: 15,
    lineHeight: 1.15,
    scrollback: 5000,
    allowProposedApi: false,
    theme: {
      background: "#1b1d23", foreground: "#dcdfe4", cursor: "#f0f0f0", selectionBackground: "#3e4451",
      black: "#3b4048", red: "#e06c75", green: "#98c379", yellow: "#e5c07b", blue: "#61afef",
      magenta: "#c678dd", cyan: "#56b6c2", white: "#dcdfe4", brightBlack: "#7f848e", brightRed: "#f08a93",
      brightGreen: "#b5e08f", brightYellow: "#f2d58f", brightBlue: "#8cc8ff", brightMagenta: "#dd9cf0",
      brightCyan: "#7fd3dc", brightWhite: "#ffffff",
    },
    // Only the terminal's own OSC 8 links exist (output cannot forge one); each opens the file panel.
    linkHandler: { activate: (event, uri) => openLink(uri), allowNonHttpProtocols: true },
  });
  const fit = new window.FitAddon.FitAddon();
  term.loadAddon(fit);
  term.open($("terminal"));
  fit.fit();

  let ws = null;
  let sessionId = null;
  let card = null;
  let ended = false;

  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(`${scheme}//${location.host}/ws?cols=${term.cols}&rows=${term.rows}`);
    $("status").textContent = "connecting…";
    ws.onopen = () => { $("status").textContent = "connected"; };
    ws.onmessage = (event) => receive(JSON.parse(event.data));
    ws.onclose = (event) => {
      if (!ended) showEnd(event.reason || "the connection to the server was lost");
    };
  }

  function receive(msg) {
    switch (msg.type) {
      case "hello": {
        sessionId = msg.session;
        const mode = $("mode");
        mode.textContent = MODES[msg.mode] || msg.mode;
        mode.className = `mode ${msg.mode}`;
        $("where").textContent = msg.workspaces.join("  ");
        term.focus();
        break;
      }
      case "output":
        term.write(msg.data);
        break;
      case "review":
        showReview(msg);
        break;
      case "review-closed":
        if (card === msg.id) hideReview();
        break;
      case "commit":
        committed(msg);
        break;
      case "end":
        showEnd(msg.reason);
        break;
      default:
        break;
    }
  }

  function showEnd(reason) {
    ended = true;
    hideReview();
    const box = $("ended");
    box.textContent = `The session ended: ${reason}. Reload the page for a new one.`;
    box.hidden = false;
    $("status").textContent = "ended";
    term.options.disableStdin = true;
  }

  // ----- the review card

  function diffLine(text) {
    const span = document.createElement("span");
    if (text.startsWith("+++") || text.startsWith("---") || text.startsWith("diff --git")) span.className = "head";
    else if (text.startsWith("+")) span.className = "add";
    else if (text.startsWith("-")) span.className = "del";
    else if (text.startsWith("@@")) span.className = "hunk";
    span.textContent = text + "\n";
    return span;
  }

  function showReview(msg) {
    card = msg.id;
    $("refused").hidden = true;
    $("review-summary").textContent = msg.summary;
    const diff = $("review-diff");
    diff.replaceChildren(...msg.diff.split("\n").map(diffLine));
    $("review").hidden = false;
    $("review-keep").focus();
  }

  function hideReview() {
    card = null;
    $("review").hidden = true;
    term.focus();
  }

  function answer(apply) {
    if (card === null) return;
    send({ type: "review", id: card, apply: apply });
    hideReview();
  }

  // ----- what became of a change set: a refusal is a card with every reason

  function committed(msg) {
    $("status").textContent = msg.applied ? "changes applied" : "nothing applied";
    if (msg.applied || msg.refusals.length === 0) return;
    const list = $("refused-reasons");
    list.replaceChildren(...msg.refusals.map((r) => {
      const item = document.createElement("li");
      item.textContent = r.text;
      return item;
    }));
    $("refused").hidden = false;
  }

  $("refused-close").addEventListener("click", () => { $("refused").hidden = true; term.focus(); });
  $("review-keep").addEventListener("click", () => answer(true));
  $("review-undo").addEventListener("click", () => answer(false));

  // ----- the file panel

  function openLink(uri) {
    let url;
    try { url = new URL(uri); } catch (e) { return; }
    if (url.protocol !== "file:" || sessionId === null) return;
    const path = decodeURIComponent(url.pathname);
    const m = /^#L(\d+)(?:C\d+)?$/.exec(url.hash);
    showFile(path, m ? parseInt(m[1], 10) : null);
  }

  async function showFile(path, line) {
    const panel = $("panel");
    const body = $("panel-body");
    $("panel-path").textContent = line ? `${path}:${line}` : path;
    body.replaceChildren();
    panel.hidden = false;
    fit.fit();
    const q = new URLSearchParams({ session: sessionId, path: path });
    const resp = await fetch(`/file?${q}`, { credentials: "same-origin", cache: "no-store" });
    if (!resp.ok) {
      body.textContent = await resp.text();
      return;
    }
    const data = await resp.json();
    const lines = data.text.split("\n");
    if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
    let target = null;
    lines.forEach((text, i) => {
      const row = document.createElement("div");
      row.className = "line";
      const n = document.createElement("span");
      n.className = "n";
      n.textContent = String(i + 1);
      const t = document.createElement("span");
      t.textContent = text;
      row.append(n, t);
      if (line === i + 1) { row.classList.add("target"); target = row; }
      body.append(row);
    });
    if (data.truncated) {
      const more = document.createElement("div");
      more.className = "ro";
      more.textContent = "(only the first MiB is shown)";
      body.append(more);
    }
    if (target) target.scrollIntoView({ block: "center" });
  }

  function closePanel() {
    $("panel").hidden = true;
    fit.fit();
    term.focus();
  }

  $("panel-close").addEventListener("click", closePanel);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && !$("panel").hidden && document.activeElement !== term.textarea) closePanel();
  });

  // ----- size and input

  term.onData((data) => send({ type: "input", data: data }));
  term.onResize(({ cols, rows }) => send({ type: "resize", cols: cols, rows: rows }));
  new ResizeObserver(() => fit.fit()).observe($("terminal"));

  // For tests and tools driving the page: the terminal object and its screen as text.
  window.vshell = {
    term: term,
    // one string per logical line: a row the terminal wrapped is joined to the one before
    lines: () => {
      const buf = term.buffer.active;
      const out = [];
      for (let i = 0; i < buf.length; i++) {
        const line = buf.getLine(i);
        const text = line.translateToString(true);
        if (line.isWrapped && out.length) out[out.length - 1] += text;
        else out.push(text);
      }
      while (out.length && out[out.length - 1] === "") out.pop();
      return out;
    },
  };

  connect();
})();
