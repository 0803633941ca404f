// Loaded on the first intent on any island: React, the crash boundary and hydrateRoot.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CrashBoundary, type CrashStrings } from './CrashBoundary.js';

/** Resolves once React has committed the hydrated tree (so a replayed click finds its handlers). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * `?island-crash=<name>` makes that island throw until "Tente novamente" is pressed, so the crash
 * boundary can be seen and tested on the real site.
 */
function crashRequested(name: string): { armed: boolean } {
  return { armed: new URLSearchParams(location.search).getAll('island-crash').includes(name) };
}

function CrashOnRequest({
  request,
  name,
  children,
}: {
  request: { armed: boolean };
  name: string;
  children: ReactNode;
}) {
  if (request.armed) throw new Error(`Falha simulada no widget "${name}" (island-crash)`);
  return children;
}

export function hydrateIsland(
  element: HTMLElement,
  name: string,
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props, from checked JSON
  Widget: ComponentType<any>,
  props: unknown,
  strings: CrashStrings,
): Promise<() => void> {
  const request = crashRequested(name);
  return new Promise((resolve) => {
    // Resolves with the unmount, for a page change that takes the island away (navigation/).
    const ready = () => resolve(() => root.unmount());
    const root = hydrateRoot(
      element,
      <Ready onReady={ready}>
        <CrashBoundary strings={strings} onReset={() => (request.armed = false)}>
          <CrashOnRequest request={request} name={name}>
            <Widget {...(props as object)} />
          </CrashOnRequest>
        </CrashBoundary>
      </Ready>,
    );
  });
}
