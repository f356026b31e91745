// CSS inside an SVG logo (<style> blocks, style="" and presentation attributes) may only point at
// local #ids and inline raster images. Escapes and comments are undone first, as a browser would,
// so "url(\68ttps://...)" or "@im/**/port" are seen for what they are.
import type { SvgRefusal } from './svg-safety';

/** data: URLs of raster images, which cannot carry scripts; nested SVG or HTML could. */
export const SAFE_DATA_URL = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const LOCAL_REF = /^#[^\s"'()\\]*$/;
// Control characters and whitespace are dropped by URL parsers inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** True for javascript:, vbscript: and livescript: however they are split or cased. */
export function isScriptUrl(value: string): boolean {
  return /(?:java|vb|live)script:/i.test(value.replace(IGNORED_IN_SCHEME, ''));
}

/** A reference that a logo may hold: a local #id, or an inline raster image where `images` allows it. */
export function refusedReference(value: string, images: boolean): SvgRefusal | null {
  const v = value.trim();
  if (LOCAL_REF.test(v)) return null;
  if (images && SAFE_DATA_URL.test(v)) return null;
  if (isScriptUrl(v)) return { problem: 'javascript_url', item: v.slice(0, 40) };
  return { problem: 'external_reference', item: v.slice(0, 80) };
}

/** CSS as the browser reads it: comments removed, escapes turned into the characters they stand for. */
export function decodeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-f]{1,6})[ \t\n\f]?|\r\n|[\n\r\f]|([\s\S]))/gi, (_, hex?: string, ch?: string) => {
      if (hex === undefined) return ch ?? '';
      const cp = parseInt(hex, 16);
      return cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(cp);
    });
}

// Functions and properties that fetch or run something and have no place in a logo.
const FETCHING = /(?:^|[^a-z0-9_-])(?:-webkit-)?(?:image-set|image|cross-fade|src|element)\s*\(/i;
const BEHAVIOUR = /(?:^|[^a-z0-9_-])(behavior\s*:|-moz-binding|expression\s*\()/i;
const URL_ARG = /^\s*(?:"([^"]*)"|'([^']*)'|([^'"()\s]*))\s*\)/;

/** The first thing in this CSS (a declaration list, a value or a whole sheet) that a logo may not hold. */
export function refusedCss(css: string): SvgRefusal | null {
  const text = decodeCss(css);
  if (/@import/i.test(text)) return { problem: 'external_reference', item: '@import' };
  if (isScriptUrl(text)) return { problem: 'javascript_url', item: 'javascript:' };
  const behaviour = BEHAVIOUR.exec(text);
  if (behaviour) return { problem: 'not_allowed', item: behaviour[1]!.replace(/[\s:(]/g, '') };
  if (FETCHING.test(text)) return { problem: 'external_reference', item: text.trim().slice(0, 80) };
  for (const m of text.matchAll(/url\s*\(/gi)) {
    const arg = URL_ARG.exec(text.slice(m.index + m[0].length));
    if (!arg) return { problem: 'external_reference', item: 'url(' };
    const refused = refusedReference(arg[1] ?? arg[2] ?? arg[3] ?? '', true);
    if (refused) return refused;
  }
  return null;
}
