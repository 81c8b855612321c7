// The inbox's one script: keeps the pending drafts fresh without a reload. It polls /inbox/pending (the same section,
// rendered by the server) and swaps it in when the set of pending drafts changed, unless the owner is typing or has an
// edit open there. Without JavaScript nothing changes: the page is complete and a reload shows new drafts.

/** How often an open inbox asks for new drafts; a hidden tab asks a quarter as often. */
export const LIVE_EVERY_MS = 10_000;

export const LIVE_SCRIPT = `(() => {
  const me = document.currentScript;
  const every = Number(me && me.dataset.every) || ${LIVE_EVERY_MS};
  let shown = me && me.dataset.pending;
  const busy = (s) => s.contains(document.activeElement) || s.querySelector('details[open]') !== null;
  async function poll() {
    const section = document.getElementById('pending');
    try {
      const res = await fetch('/inbox/pending?known=' + encodeURIComponent(shown || ''), { credentials: 'same-origin' });
      const ids = res.headers.get('x-taploop-pending');
      if (section && res.status === 200 && ids !== null && ids !== shown && !busy(section)) {
        const html = new DOMParser().parseFromString(await res.text(), 'text/html');
        const fresh = html.getElementById('pending');
        if (fresh) {
          section.replaceChildren(...fresh.childNodes);
          document.title = res.headers.get('x-taploop-title') || document.title;
          shown = ids;
        }
      }
    } catch (err) {
      // offline for a moment: the next poll tries again
    }
    setTimeout(poll, document.hidden ? every * 4 : every);
  }
  setTimeout(poll, every);
})();
`;
