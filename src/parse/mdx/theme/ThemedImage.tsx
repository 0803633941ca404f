// Docusaurus's `@theme/ThemedImage`: one image per colour mode, the other hidden by the page's CSS
// (`.when-light`, `.when-dark`), so the right one shows with JavaScript off too.
import type { ImgHTMLAttributes } from 'react';

type Props = ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } };

export function ThemedImage({ sources, className, alt = '', ...rest }: Props) {
  const classes = (mode: string) => [`when-${mode}`, className].filter(Boolean).join(' ');
  return (
    <>
      <img src={sources.light} alt={alt} className={classes('light')} {...rest} />
      <img src={sources.dark} alt={alt} className={classes('dark')} {...rest} />
    </>
  );
}
