import { currentMode, saveMode } from '../../src/client/colour-mode.js';

export interface ThemeToggleProps {
  /** Accessible names, one per active mode: "Alternar … (modo claro ativado)". */
  labels: { light: string; dark: string };
}

/**
 * The colour-mode button. Both names and both icons are in the markup and CSS shows the ones for
 * <html data-theme>, so the server render is right for either mode before hydration.
 */
export function ThemeToggle({ labels }: ThemeToggleProps) {
  return (
    <button
      type="button"
      className="theme-toggle"
      onClick={() => saveMode(currentMode() === 'dark' ? 'light' : 'dark')}
    >
      <span className="visually-hidden when-light">{labels.light}</span>
      <span className="visually-hidden when-dark">{labels.dark}</span>
      <svg className="when-light" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d={
            'M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8' +
            'M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8'
          }
        />
      </svg>
      <svg className="when-dark" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M20.7 14.6A8.6 8.6 0 0 1 9.4 3.3a.6.6 0 0 0-.8-.7 9.9 9.9 0 1 0 12.8 12.8.6.6 0 0 0-.7-.8Z"
        />
      </svg>
    </button>
  );
}
