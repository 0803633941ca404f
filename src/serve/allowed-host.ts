// `serve --watch` shows drafts and streams reloads: a page on another site could read them through
// DNS rebinding (its own name, later resolved to 127.0.0.1), which a browser sends with its own name
// in `Host`. As current dev servers do, only names that cannot be rebound are answered: localhost
// (and `*.localhost`), an IP address (the one it listens on, or any other: an address is not looked
// up), and the `--host` it was given.
import { isIP } from 'node:net';

/** The name of a `Host` header, without its port and brackets, in lower case. */
function hostnameOf(header: string): string {
  const name = header.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(name);
  if (bracketed) return bracketed[1] ?? '';
  return name.replace(/:\d*$/, '').replace(/\.$/, '');
}

/** Whether a request with this `Host` header is answered by a server started with `--host listenHost`. */
export function isAllowedHost(header: string | undefined, listenHost: string): boolean {
  if (header === undefined) return false;
  const name = hostnameOf(header);
  if (name === '') return false;
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    isIP(name) !== 0 ||
    name === listenHost.toLowerCase().replace(/^\[|\]$/g, '')
  );
}
