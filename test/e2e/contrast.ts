// Runs in the page: every visible piece of text against the background it is painted on (WCAG 2
// contrast ratio). Returns the texts below AA: 4.5:1, or 3:1 for large text.
export interface ContrastFailure {
  text: string;
  ratio: number;
  color: string;
  background: string;
}

export function findLowContrast(): ContrastFailure[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | undefined => {
    const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:,?\s*\/?\s*([\d.]+))?\)/.exec(value);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : undefined;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  /** Background layers from the element up to the first opaque one; undefined under an image or gradient. */
  const backgroundOf = (element: Element): Rgba | undefined => {
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return undefined;
      const colour = parse(style.backgroundColor);
      if (colour && colour[3] > 0) {
        layers.push(colour);
        if (colour[3] === 1) break;
      }
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const opaque = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement)
      if (Number(getComputedStyle(node).opacity) < 1) return false;
    return true;
  };
  const failures: ContrastFailure[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const text = [...element.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!text || element.closest('script, style, noscript')) continue;
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (rect.width <= 1 || rect.height <= 1 || style.visibility !== 'visible' || !opaque(element)) continue;
    const background = backgroundOf(element);
    const colour = parse(style.color);
    if (!background || !colour) continue;
    const fg = over(colour, background);
    const [light, dark] = [luminance(fg), luminance(background)].sort((a, b) => b - a) as [number, number];
    const ratio = (light + 0.05) / (dark + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) {
      failures.push({
        text: text.slice(0, 40),
        ratio: Math.round(ratio * 100) / 100,
        color: style.color,
        background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
      });
    }
  }
  return failures;
}
