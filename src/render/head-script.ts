/**
 * The inline script in <head>: applies the saved colour mode and a dismissed announcement before
 * first paint (no flash). Kept tiny and dependency-free; its hash goes into the CSP.
 */
export function headScript(announcementId: string | undefined, followSystem = false): string {
  const announcement = announcementId
    ? `if(s.getItem(${JSON.stringify(`announcement-dismissed:${announcementId}`)})==='1')` +
      `d.setAttribute('data-announcement-dismissed','');`
    : '';
  // colorMode.respectPrefersColorScheme: with no saved choice, the system's mode, now and as it changes.
  const system = followSystem
    ? "else{var m=matchMedia('(prefers-color-scheme: dark)'),f=function(){if(!s.getItem('theme'))" +
      "d.setAttribute('data-theme',m.matches?'dark':'light')};f();m.addEventListener('change',f)}"
    : '';
  const script =
    `(function(){var d=document.documentElement;try{var ` +
    `s=localStorage,t=s.getItem('theme');if(t==='dark'||t==='light')d.setAttribute('data-theme',t)` +
    `;${system}${announcement}}catch(e){}})();`;
  // `<` only inside the announcement's id, where `</script>` would end the element: escaped in its string.
  return script.replace(/</g, '\\u003c');
}

/**
 * Redirect stubs: go on at once, keeping the query and the hash. The target is read from the
 * script's `data-to`, so every stub runs the same text and the CSP carries one hash for all.
 */
export const REDIRECT_SCRIPT = 'location.replace(document.currentScript.dataset.to+location.search+location.hash);';
