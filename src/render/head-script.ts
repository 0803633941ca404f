/**
 * The inline script in <head>: applies the saved colour mode and a dismissed announcement before
 * first paint (no flash). Kept tiny and dependency-free; its hash goes into the CSP.
 */
export function headScript(
  announcementId: string | undefined,
  colorMode: { respectPrefersColorScheme: boolean; disableSwitch?: boolean } = { respectPrefersColorScheme: false },
): string {
  const announcement = announcementId
    ? `if(s.getItem(${JSON.stringify(`announcement-dismissed:${announcementId}`)})==='1')` +
      `d.setAttribute('data-announcement-dismissed','');`
    : '';
  // colorMode.respectPrefersColorScheme: with no saved choice, the system's mode, now and as it changes;
  // read again at each change, so a choice made with the toggle on this page wins from then on.
  // disableSwitch: no saved choice counts (the page has no switch to change it back).
  const savedNow = colorMode.disableSwitch ? 'null' : "s.getItem('theme')";
  const saved = `t=${savedNow}`;
  const system = colorMode.respectPrefersColorScheme
    ? `else{var m=matchMedia('(prefers-color-scheme: dark)'),f=function(){if(!${savedNow})` +
      "d.setAttribute('data-theme',m.matches?'dark':'light')};f();m.addEventListener('change',f)}"
    : '';
  const script =
    `(function(){var d=document.documentElement;try{var ` +
    `s=localStorage,${saved};if(t==='dark'||t==='light')d.setAttribute('data-theme',t)` +
    `;${system}${announcement}}catch(e){}})();`;
  // `<` only inside the announcement's id, where `</script>` would end the element: escaped in its string.
  // The search keys ride in the same element: one hash and one element less on every page (≤ 9 KB of HTML).
  return `${script.replace(/</g, '\\u003c')}${SEARCH_KEYS_SCRIPT}`;
}

/**
 * Redirect stubs: go on at once, keeping the query and the hash. The target is read from the
 * script's `data-to`, so every stub runs the same text and the CSP carries one hash for all.
 */
export const REDIRECT_SCRIPT = 'location.replace(document.currentScript.dataset.to+location.search+location.hash);';

/**
 * The search box's keys before any module has run: `/` and Ctrl/⌘+K (the box's `data-hotkeys`)
 * focus the server-rendered box, so letters typed at once land in it even while every script is
 * still on its way; the island reads them when it hydrates. Once the entry has started
 * (`data-enhanced`), its own handler (src/client/lazy-islands.ts) and then the widget's take over.
 * A classic script, so it runs where it stands, before the modules; one text on every page, one hash.
 */
export const SEARCH_KEYS_SCRIPT =
  "document.addEventListener('keydown',e=>{let d=document,b=d.querySelector('[data-hotkeys]'),t=e.target," +
  "k=(e.ctrlKey?'ctrl+':'')+(e.metaKey?'meta+':'')+(e.altKey?'alt+':'')+(e.key||'').toLowerCase()," +
  "f=b&&b.querySelector('input:not([type=hidden])');" +
  'if(f&&d.documentElement.dataset.enhanced==null&&!e.defaultPrevented&&' +
  "(' '+b.dataset.hotkeys+' ').includes(' '+k+' ')" +
  '&&(e.ctrlKey||e.metaKey||!t.isContentEditable&&!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))){' +
  'f.focus();if(d.activeElement==f){e.preventDefault();f.select()}}})';
