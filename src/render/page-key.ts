// A doc page's key (render.tsx), apart from React: the one-doc rebuild (src/lane/) keys the page it splices too.
import { hashText } from '../core/hash-text.js';

/** The key before it is hashed: the page's frame (everything it shows but the doc) and what the doc parsed to. */
export const pageKeyOf = (frame: string, docKey: string) => JSON.stringify([frame, docKey]);

/** The key a page is written under (render.tsx keyedFile). */
export const hashedPageKey = (frame: string, docKey: string) => hashText(pageKeyOf(frame, docKey));
