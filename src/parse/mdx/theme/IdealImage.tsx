// Docusaurus's `@theme/IdealImage` (plugin-ideal-image), which serves an image in several sizes and
// loads it when it scrolls into view. helpdocs does not run the plugin: the file as one <img>, which
// the browser loads lazily, so it shows with JavaScript off too.
import type { ImgHTMLAttributes } from 'react';

/** What `img` may be: a URL, what require() gives for an image, or the plugin's `{ src: { src, width } }`. */
type ImageSource = string | { default?: ImageSource; src?: ImageSource; width?: number; height?: number } | undefined;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { img?: ImageSource };

interface ImageFile {
  src?: string;
  width?: number | undefined;
  height?: number | undefined;
}

function fileOf(img: ImageSource): ImageFile {
  if (typeof img === 'string') return { src: img };
  if (!img) return {};
  if (img.default !== undefined) return fileOf(img.default);
  const inner = fileOf(img.src);
  return { ...inner, width: inner.width ?? img.width, height: inner.height ?? img.height };
}

export function IdealImage({ img, alt = '', width, height, ...rest }: Props) {
  const file = fileOf(img);
  if (!file.src) return null;
  return (
    <img src={file.src} alt={alt} width={width ?? file.width} height={height ?? file.height} loading="lazy" {...rest} />
  );
}
