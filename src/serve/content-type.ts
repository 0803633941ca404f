const UTF8 = '; charset=utf-8';

const TYPES: Record<string, string> = {
  html: `text/html${UTF8}`,
  css: `text/css${UTF8}`,
  js: `text/javascript${UTF8}`,
  mjs: `text/javascript${UTF8}`,
  json: `application/json${UTF8}`,
  map: `application/json${UTF8}`,
  webmanifest: `application/manifest+json${UTF8}`,
  xml: `application/xml${UTF8}`,
  txt: `text/plain${UTF8}`,
  md: `text/markdown${UTF8}`,
  csv: `text/csv${UTF8}`,
  svg: `image/svg+xml${UTF8}`,
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  m4v: 'video/mp4',
  ogv: 'video/ogg',
  vtt: `text/vtt${UTF8}`,
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  wasm: 'application/wasm',
};

/** Content-Type by extension; text types carry their charset. Unknown files are plain bytes. */
export function contentTypeOf(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && TYPES[extension]) || 'application/octet-stream';
}

/** Worth compressing: text, and the few binary formats that are not compressed already. */
export function isCompressible(contentType: string): boolean {
  return (
    contentType.endsWith(UTF8) ||
    contentType === 'image/x-icon' ||
    contentType === 'font/ttf' ||
    contentType === 'font/otf' ||
    contentType === 'application/wasm'
  );
}
