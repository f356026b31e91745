// An SVG logo is drawn on our pages and served back from our origin, so it is read with a real XML
// parser and every element and attribute must be on an allowlist: a logo that would need cleaning is
// refused (never silently changed), with a message naming what to remove.
import { DOMParser, type Attr, type Element, type Node } from '@xmldom/xmldom';
import {
  FOREIGN_ELEMENTS,
  IMAGE_ELEMENTS,
  METADATA_NAMESPACES,
  SVG_ATTRIBUTES,
  SVG_ATTRIBUTE_PREFIXES,
  SVG_DTD_SYSTEM_IDS,
  SVG_ELEMENTS,
  SVG_NS,
  XLINK_ATTRIBUTES,
  XLINK_NS,
  XML_ATTRIBUTES,
  XML_NS,
  XMLNS_NS,
} from './svg-allowlist';
import { isScriptUrl, refusedCss, refusedReference } from './svg-css';

export type SvgProblem =
  | 'script'
  | 'event_handler'
  | 'javascript_url'
  | 'external_reference'
  | 'foreign_object'
  | 'entity'
  | 'not_allowed'
  | 'not_svg';

/** Why a logo was refused, and the element, attribute or value that caused it. */
export interface SvgRefusal {
  problem: SvgProblem;
  item: string;
}

export const SVG_PROBLEM_MESSAGES: Readonly<Record<SvgProblem, string>> = {
  script: 'The SVG logo contains a script. Remove the <script> element and try again.',
  event_handler: 'The SVG logo contains event handlers (on... attributes). Remove them and try again.',
  javascript_url: 'The SVG logo contains a javascript: link. Remove it and try again.',
  external_reference:
    'The SVG logo refers to files on other servers. Embed every image and font in the file and try again.',
  foreign_object: 'The SVG logo contains embedded HTML (<foreignObject>). Remove it and try again.',
  entity: 'The SVG logo declares XML entities, which are not allowed. Remove the DOCTYPE and try again.',
  not_allowed: 'The SVG logo contains {{item}}, which a logo may not contain. Remove it and try again.',
  not_svg: 'The logo is not a valid SVG file.',
};

/** The English message for a refusal (the server's answer; the client translates by problem code). */
export function svgRefusalMessage(refusal: SvgRefusal): string {
  return SVG_PROBLEM_MESSAGES[refusal.problem].replace('{{item}}', refusal.item);
}

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;
const COMMENT = 8;
const DOCTYPE = 10;

const refuse = (problem: SvgProblem, item: string): SvgRefusal => ({ problem, item });
const unquote = (s: string | null | undefined) => (s ?? '').replace(/^["']|["']$/g, '');

function refusedAttribute(el: Element, attr: Attr) {
  const ns = attr.namespaceURI;
  const name = attr.localName ?? attr.name;
  const images = IMAGE_ELEMENTS.has(el.localName ?? el.nodeName);
  if (ns === XMLNS_NS || (ns && METADATA_NAMESPACES.has(ns))) return null;
  if (ns === XML_NS) return XML_ATTRIBUTES.has(name) ? null : refuse('not_allowed', attr.name);
  if (ns === XLINK_NS) {
    if (!XLINK_ATTRIBUTES.has(name)) return refuse('not_allowed', attr.name);
    return name === 'href' ? refusedReference(attr.value, images) : null;
  }
  if (ns) return refuse('not_allowed', attr.name);
  if (name === 'href') return refusedReference(attr.value, images);
  const known = SVG_ATTRIBUTES.has(name) || SVG_ATTRIBUTE_PREFIXES.some((p) => name.startsWith(p));
  if (!known) return refuse('not_allowed', attr.name);
  // Presentation attributes take url(...) and style takes whole declarations: both are CSS.
  return refusedCss(attr.value);
}

function refusedElement(el: Element): SvgRefusal | null {
  const attrs = Array.from(el.attributes);
  // Handlers and script URLs are named as such wherever they appear, even on elements refused anyway.
  for (const a of attrs) {
    if (/^on/i.test(a.localName ?? a.name)) return refuse('event_handler', a.name);
    if (isScriptUrl(a.value)) return refuse('javascript_url', a.name);
  }
  const ns = el.namespaceURI;
  const local = el.localName ?? el.nodeName;
  if (ns && METADATA_NAMESPACES.has(ns)) return null;
  if (local.toLowerCase() === 'script') return refuse('script', el.nodeName);
  if (FOREIGN_ELEMENTS.has(local) || FOREIGN_ELEMENTS.has(local.toLowerCase()))
    return refuse('foreign_object', el.nodeName);
  if (ns !== SVG_NS || !SVG_ELEMENTS.has(local)) return refuse('not_allowed', `<${el.nodeName}>`);
  for (const a of attrs) {
    const refused = refusedAttribute(el, a);
    if (refused) return refused;
  }
  if (local === 'style') {
    const type = el.getAttribute('type');
    if (type && type.trim().toLowerCase() !== 'text/css')
      return refuse('not_allowed', `<style type="${type}">`);
    return refusedCss(el.textContent ?? '');
  }
  return null;
}

function refusedInstruction(node: Node, first: boolean): SvgRefusal | null {
  if (node.nodeName === 'xml' && first) return null;
  if (node.nodeName.toLowerCase() === 'xml-stylesheet')
    return refuse('external_reference', '<?xml-stylesheet?>');
  return refuse('not_allowed', `<?${node.nodeName}?>`);
}

/** Walks the whole tree without recursion, so deep nesting cannot exhaust the stack. */
function refusedTree(root: Element): SvgRefusal | null {
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType === TEXT || node.nodeType === CDATA || node.nodeType === COMMENT) continue;
    if (node.nodeType === PROCESSING_INSTRUCTION) return refusedInstruction(node, false);
    if (node.nodeType !== ELEMENT) return refuse('not_allowed', node.nodeName);
    const refused = refusedElement(node as Element);
    if (refused) return refused;
    for (let c = node.lastChild; c; c = c.previousSibling) stack.push(c);
  }
  return null;
}

/** A document that does not parse cleanly; a script in it is still named, so the message says what to remove. */
function unparsable(svgText: string): SvgRefusal {
  return /<(?:[\w.-]+:)?script[\s>/]/i.test(svgText)
    ? refuse('script', '<script>')
    : refuse('not_svg', 'XML');
}

/** The first reason to refuse this SVG, or null when it is safe to store and serve as it is. */
export function findSvgProblem(svgText: string): SvgRefusal | null {
  // Checked on the text too, so no parser ever sees an entity declaration (billion laughs).
  if (/<!ENTITY/i.test(svgText)) return refuse('entity', '<!ENTITY>');
  const errors: string[] = [];
  let doc;
  try {
    // Parsed as plain XML: xmldom's SVG mode would put an undeclared root in the SVG namespace,
    // which a browser does not do.
    const parser = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) });
    doc = parser.parseFromString(svgText, 'application/xml');
  } catch {
    return unparsable(svgText);
  }
  let root: Element | null = null;
  for (let n = doc.firstChild, i = 0; n; n = n.nextSibling, i++) {
    if (n.nodeType === DOCTYPE) {
      const dt = n as unknown as { internalSubset?: string; systemId?: string };
      if (dt.internalSubset?.trim()) return refuse('entity', '<!DOCTYPE [...]>');
      const system = unquote(dt.systemId);
      if (system && !SVG_DTD_SYSTEM_IDS.has(system)) return refuse('entity', '<!DOCTYPE>');
    } else if (n.nodeType === PROCESSING_INSTRUCTION) {
      const refused = refusedInstruction(n, i === 0);
      if (refused) return refused;
    } else if (n.nodeType === ELEMENT) root = n as Element;
  }
  // A document the browser's strict XML parser might read differently is not trusted at all.
  if (errors.length || !root) return unparsable(svgText);
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg')
    return refuse('not_svg', `<${root.nodeName}>`);
  return refusedTree(root);
}
