// A name the user gave (a project, a logo file, their own), on one line: laid out in its own script's
// direction, so a long Latin name in Hebrew (or the reverse) is cut at its own end and keeps its first
// letters, yet aligned with the page's lines around it.
import type { HTMLAttributes } from 'react';

interface Props extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'h3' | 'span';
  children: string;
}

export function NameLine({ as: Tag = 'p', className = '', ...rest }: Props) {
  return <Tag dir="auto" className={`truncate [text-align:match-parent] ${className}`} {...rest} />;
}
