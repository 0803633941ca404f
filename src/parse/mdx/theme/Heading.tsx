// Docusaurus's `@theme/Heading`: a heading of the level asked (`as="h2"`) with its id, drawn static.
import { createElement, type HTMLAttributes } from 'react';

type Props = HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' };

export function Heading({ as = 'h2', ...props }: Props) {
  return createElement(as, props);
}
