// An SVG logo is drawn on our pages and served back from our origin, so anything that can run
// code or reach another server is refused: the user gets a message naming what to remove.
export type SvgProblem =
  | 'script'
  | 'event_handler'
  | 'javascript_url'
  | 'external_reference'
  | 'foreign_object'
  | 'entity'
  | 'not_svg';

export const SVG_PROBLEM_MESSAGES: Readonly<Record<SvgProblem, string>> = {
  script: 'The SVG logo contains a script. Remove the <script> element and try again.',
  event_handler: 'The SVG logo contains event handlers (on... attributes). Remove them and try again.',
  javascript_url: 'The SVG logo contains a javascript: link. Remove it and try again.',
  external_reference:
    'The SVG logo refers to files on other servers. Embed every image and font in the file and try again.',
  foreign_object: 'The SVG logo contains embedded HTML (<foreignObject>). Remove it and try again.',
  entity: 'The SVG logo declares XML entities, which are not allowed. Remove the DOCTYPE and try again.',
  not_svg: 'The logo is not a valid SVG file.',
};

/** Numeric character references turned back into characters, so "&#106;avascript:" is seen for what it is. */
function decodeReferences(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(parseInt(d, 10) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

const EXTERNAL = /^\s*(https?:|\/\/|ftp:|file:)/i;
// Raster images inlined as data URLs are normal in exported logos; other data: types
// (nested SVG or HTML) could carry scripts of their own.
const SAFE_DATA = /^\s*data:image\/(png|jpe?g|gif|webp);/i;

/** Returns the first problem found, or null when the SVG is safe to store and serve. */
export function checkSvgSafety(svgText: string): SvgProblem | null {
  const raw = svgText.replace(/<!--[\s\S]*?-->/g, '');
  if (!/<svg[\s>]/i.test(raw)) return 'not_svg';
  if (/<!ENTITY/i.test(raw) || /<!DOCTYPE[^>]*\[/i.test(raw)) return 'entity';
  const text = decodeReferences(raw);
  if (/<(\w+:)?script[\s>/]/i.test(text)) return 'script';
  if (/<(\w+:)?(foreignObject|iframe|embed|object)[\s>/]/i.test(text)) return 'foreign_object';
  // Attributes named on... (onload, onclick, onbegin, ...) anywhere inside a tag.
  if (/<[^>]*\s(\w+:)?on[a-z]+\s*=/i.test(text)) return 'event_handler';
  // javascript: with any whitespace or control characters in between, anywhere (href, values, to, style).
  if (/j[\s\0]*a[\s\0]*v[\s\0]*a[\s\0]*s[\s\0]*c[\s\0]*r[\s\0]*i[\s\0]*p[\s\0]*t[\s\0]*:/i.test(text))
    return 'javascript_url';
  if (/vbscript:/i.test(text)) return 'javascript_url';
  for (const m of text.matchAll(/\s(?:\w+:)?href\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const value = m[2] ?? m[3] ?? '';
    if (EXTERNAL.test(value)) return 'external_reference';
    if (/^\s*data:/i.test(value) && !SAFE_DATA.test(value)) return 'external_reference';
  }
  for (const m of text.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    const value = m[2] ?? '';
    if (EXTERNAL.test(value)) return 'external_reference';
    if (/^\s*data:/i.test(value) && !SAFE_DATA.test(value)) return 'external_reference';
  }
  if (/@import/i.test(text)) return 'external_reference';
  return null;
}
