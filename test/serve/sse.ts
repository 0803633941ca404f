import { get, type ClientRequest } from 'node:http';

export interface ServerEvent {
  name: string;
  data: unknown;
}

/** Reads a server-sent-events stream; `next(name)` waits for the next event of that name. */
export function listenToEvents(url: string) {
  const seen: ServerEvent[] = [];
  const waiting: Array<{ name: string; resolve: (e: ServerEvent) => void }> = [];
  let buffer = '';
  let request: ClientRequest | undefined;
  const deliver = (event: ServerEvent) => {
    const at = waiting.findIndex((w) => w.name === event.name);
    if (at === -1) seen.push(event);
    else waiting.splice(at, 1)[0]!.resolve(event);
  };
  const opened = new Promise<void>((resolve, reject) => {
    request = get(url, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data !== undefined) deliver({ name, data: JSON.parse(data) });
        }
      });
      resolve();
    });
    request.on('error', reject);
  });
  return {
    opened,
    /** Events received and not yet taken. */
    seen,
    next(name: string, timeoutMs = 30_000): Promise<ServerEvent> {
      const at = seen.findIndex((e) => e.name === name);
      if (at !== -1) return Promise.resolve(seen.splice(at, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${name}" event within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({
          name,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => request?.destroy(),
  };
}
