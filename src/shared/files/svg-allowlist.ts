// What an SVG logo may contain. Anything not listed here is refused, so a new or obscure feature
// (animation, fonts, foreign content) cannot slip through the way it did past a pattern list.

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Drawing, structure, paint servers, clipping, masking, text and filters with primitives that fetch nothing. */
// prettier-ignore
export const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  'svg', 'g', 'defs', 'desc', 'title', 'metadata', 'symbol', 'use', 'switch', 'a', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA',
  'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode',
  'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile',
  'feTurbulence',
]);

/** Elements that embed HTML or other documents: refused with their own message. */
// prettier-ignore
export const FOREIGN_ELEMENTS: ReadonlySet<string> = new Set([
  'foreignObject', 'iframe', 'embed', 'object', 'frame', 'frameset', 'applet',
]);

/** Elements whose href may be an inline raster image as well as a local #id. */
export const IMAGE_ELEMENTS: ReadonlySet<string> = new Set(['image', 'feImage']);

/**
 * Editor bookkeeping from Inkscape, Illustrator, Sketch and RDF/Dublin Core metadata. Browsers do not know
 * these namespaces, so their elements and attributes are inert (RDF links to licences are never fetched).
 */
export const METADATA_NAMESPACES: ReadonlySet<string> = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://inkscape.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/xap/1.0/',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.serif.com/',
]);

/** Unprefixed attributes: geometry, presentation, paint servers, filters, text and accessibility. */
// prettier-ignore
export const SVG_ATTRIBUTES: ReadonlySet<string> = new Set([
  // core and document
  'id', 'class', 'style', 'lang', 'tabindex', 'version', 'baseProfile', 'viewBox', 'preserveAspectRatio',
  'x', 'y', 'width', 'height', 'transform', 'role', 'focusable', 'overflow', 'zoomAndPan',
  'requiredFeatures', 'requiredExtensions', 'systemLanguage', 'enable-background', 'href',
  // shapes
  'd', 'pathLength', 'cx', 'cy', 'r', 'rx', 'ry', 'x1', 'y1', 'x2', 'y2', 'points',
  // presentation
  'alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule', 'color',
  'color-interpolation', 'color-interpolation-filters', 'color-profile', 'color-rendering', 'direction',
  'display', 'dominant-baseline', 'fill', 'fill-opacity', 'fill-rule', 'filter', 'flood-color',
  'flood-opacity', 'font', 'font-family', 'font-size', 'font-size-adjust', 'font-stretch', 'font-style',
  'font-variant', 'font-weight', 'glyph-orientation-horizontal', 'glyph-orientation-vertical',
  'image-rendering', 'isolation', 'kerning', 'letter-spacing', 'lighting-color', 'marker', 'marker-end',
  'marker-mid', 'marker-start', 'mask', 'mask-type', 'mix-blend-mode', 'opacity', 'paint-order',
  'shape-rendering', 'stop-color', 'stop-opacity', 'stroke', 'stroke-dasharray', 'stroke-dashoffset',
  'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-opacity', 'stroke-width',
  'text-anchor', 'text-decoration', 'text-rendering', 'transform-origin', 'unicode-bidi',
  'vector-effect', 'visibility', 'word-spacing', 'writing-mode',
  // text
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  // paint servers, clipping, masking, markers
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'fx', 'fy', 'fr', 'offset',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits',
  'maskContentUnits', 'markerUnits', 'markerWidth', 'markerHeight', 'refX', 'refY', 'orient',
  // filters
  'filterUnits', 'primitiveUnits', 'filterRes', 'in', 'in2', 'result', 'mode', 'type', 'values',
  'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'operator', 'k1', 'k2', 'k3', 'k4',
  'order', 'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'edgeMode', 'preserveAlpha',
  'kernelUnitLength', 'surfaceScale', 'diffuseConstant', 'specularConstant', 'specularExponent',
  'scale', 'xChannelSelector', 'yChannelSelector', 'stdDeviation', 'radius', 'azimuth', 'elevation',
  'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle', 'baseFrequency', 'numOctaves',
  'seed', 'stitchTiles',
  // style element
  'media',
]);

/** Attribute name prefixes that carry no behaviour. */
export const SVG_ATTRIBUTE_PREFIXES: readonly string[] = ['aria-', 'data-'];

/** xml:* and xlink:* attributes that are allowed; xml:base is not, since it can turn "#id" into another file. */
export const XML_ATTRIBUTES: ReadonlySet<string> = new Set(['space', 'lang']);
export const XLINK_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'title']);

/** The standard SVG DTDs: browsers never fetch them, and older Illustrator exports carry them. */
export const SVG_DTD_SYSTEM_IDS: ReadonlySet<string> = new Set([
  'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd',
  'http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd',
  'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11-basic.dtd',
  'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11-tiny.dtd',
]);
