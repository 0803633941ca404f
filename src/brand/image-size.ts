// Intrinsic size of a logo, so its <img> carries width and height (no layout shift as it loads).

export interface Size {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk right after the signature holds width and height as 32-bit big-endian. */
function pngSize(bytes: Uint8Array): Size | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** SVG: width and height in pixels on the root element, else the viewBox's. */
function svgSize(text: string): Size | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const pixels = (value: string | undefined) => (value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? parseFloat(value) : undefined);
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return undefined;
}

/** The size of an SVG or PNG file; undefined for other formats or a file that does not say. */
export function imageSize(file: string, bytes: Uint8Array): Size | undefined {
  if (/\.svg$/i.test(file)) return svgSize(new TextDecoder().decode(bytes));
  if (/\.png$/i.test(file)) return pngSize(bytes);
  return undefined;
}
