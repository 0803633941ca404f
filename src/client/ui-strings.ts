// The few UI strings browser code needs, written by the layout into <script id="hd-ui" type="application/json">.
export interface UiStrings {
  crashTitle: string;
  crashRetry: string;
  copy: string;
  copied: string;
  copyLabel: string;
  /** The word-wrap toggle of code blocks. */
  wrap: string;
  close: string;
  /** "Expandir a categoria '{label}'" / "Recolher …", for the sidebar's summaries. */
  expand: string;
  collapse: string;
  backToTop: string;
  /** The loading bar of a page change. */
  loading: string;
}

const FALLBACK: UiStrings = {
  crashTitle: 'This page crashed',
  crashRetry: 'Try again',
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: 'Copy code to clipboard',
  wrap: 'Wrap lines',
  close: 'Close',
  expand: "Expand the '{label}' category",
  collapse: "Collapse the '{label}' category",
  backToTop: 'Scroll back to top',
  loading: 'Loading the page',
};

export function readUiStrings(): UiStrings {
  try {
    return {
      ...FALLBACK,
      ...(JSON.parse(document.getElementById('hd-ui')?.textContent ?? '{}') as Partial<UiStrings>),
    };
  } catch {
    return FALLBACK;
  }
}
