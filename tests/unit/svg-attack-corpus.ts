// Known SVG attack vectors (OWASP XSS cheat sheet, PortSwigger's XSS cheat sheet, DOMPurify's test
// suite, XXE write-ups), each with the problem it must be refused for.
import type { SvgProblem } from '#shared/files/svg-safety';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attrs = '') => `<svg ${NS} ${XLINK}${attrs}>${inner}</svg>`;

export const ATTACKS: readonly (readonly [string, string, SvgProblem])[] = [
  // The bypasses of the old pattern list.
  ['quoted ">" before onload', `<svg ${NS} data-x=">" onload="alert(1)"><rect/></svg>`, 'event_handler'],
  [
    '<set> of href to a web page',
    svg('<a><set attributeName="href" to="https://evil.example/"/><rect/></a>'),
    'not_allowed',
  ],
  [
    'CSS-escaped url(\\68ttps:)',
    svg('<rect style="fill:url(\\68ttps://evil.example/p)"/>'),
    'external_reference',
  ],
  ['external DTD', `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">${svg('<rect/>')}`, 'entity'],
  // Scripts and handlers.
  ['script element', svg('<script>alert(1)</script>'), 'script'],
  ['script in CDATA', svg('<script><![CDATA[alert(1)]]></script>'), 'script'],
  [
    'XHTML script by namespace',
    svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
    'script',
  ],
  ['upper-case SCRIPT', svg('<SCRIPT>alert(1)</SCRIPT>'), 'script'],
  ['onload on the root', svg('<rect/>', ' onload="alert(1)"'), 'event_handler'],
  ['ONLOAD in capitals', svg('<rect/>', ' ONLOAD="alert(1)"'), 'event_handler'],
  ['onbegin on animate', svg('<animate onbegin="alert(1)" attributeName="x" dur="1s"/>'), 'event_handler'],
  ['onerror on image', svg('<image href="#x" onerror="alert(1)"/>'), 'event_handler'],
  ['handler in a foreign namespace', svg('<rect xmlns:e="urn:x" e:onclick="alert(1)"/>'), 'event_handler'],
  ['onmouseover split by newlines', svg('<rect\nonmouseover\n=\n"alert(1)"/>'), 'event_handler'],
  // javascript: and friends.
  ['javascript: href', svg('<a href="javascript:alert(1)"><rect/></a>'), 'javascript_url'],
  ['xlink:href javascript:', svg('<a xlink:href="javascript:alert(1)"><rect/></a>'), 'javascript_url'],
  [
    'entity-encoded javascript:',
    svg('<a href="&#106;&#97;vascript&#x3a;alert(1)"><rect/></a>'),
    'javascript_url',
  ],
  [
    'upper case with tab and newline',
    svg('<a href="JaVa&#9;Scr&#10;ipt:alert(1)"><rect/></a>'),
    'javascript_url',
  ],
  [
    'leading spaces and control chars',
    svg('<a href=" &#1;javascript:alert(1)"><rect/></a>'),
    'javascript_url',
  ],
  ['vbscript:', svg('<a href="vbscript:msgbox(1)"><rect/></a>'), 'javascript_url'],
  [
    '<set> of href to javascript:',
    svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
    'javascript_url',
  ],
  [
    '<animate> of xlink:href',
    svg('<a><animate attributeName="xlink:href" values="#a;https://evil.example/"/></a>'),
    'not_allowed',
  ],
  [
    '<animate> of an event attribute',
    svg('<rect><animate attributeName="onclick" values="x"/></rect>'),
    'not_allowed',
  ],
  ['javascript: in CSS escapes', svg('<rect style="fill:url(\\6a avascript:alert(1))"/>'), 'javascript_url'],
  // Embedded documents.
  [
    'foreignObject with iframe',
    svg(
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>',
    ),
    'foreign_object',
  ],
  [
    'foreignObject with HTML body',
    svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x"/></body></foreignObject>'),
    'foreign_object',
  ],
  ['embed element', svg('<embed src="https://evil.example/x.swf"/>'), 'foreign_object'],
  [
    'XHTML img in the SVG tree',
    svg('<h:img xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example/t.png"/>'),
    'not_allowed',
  ],
  [
    'XInclude',
    svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>'),
    'not_allowed',
  ],
  // External references.
  ['<use> of a remote file', svg('<use href="https://evil.example/s.svg#a"/>'), 'external_reference'],
  ['protocol-relative xlink:href', svg('<use xlink:href="//evil.example/s.svg#a"/>'), 'external_reference'],
  ['relative path in <use>', svg('<use href="/api/projects/1/logo#a"/>'), 'external_reference'],
  ['remote <image>', svg('<image href="https://evil.example/track.png"/>'), 'external_reference'],
  ['nested SVG as data URL', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), 'external_reference'],
  [
    'HTML as data URL',
    svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>'),
    'external_reference',
  ],
  [
    'feImage of a remote file',
    svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'),
    'external_reference',
  ],
  [
    'url() in a presentation attribute',
    svg('<rect fill="url(https://evil.example/p#g)"/>'),
    'external_reference',
  ],
  [
    'url() with a comment inside the name',
    svg('<style>rect{fill:u/**/rl(https://evil.example/p)}</style>'),
    'external_reference',
  ],
  [
    '@import in a style block',
    svg('<style>@import "https://evil.example/a.css";</style>'),
    'external_reference',
  ],
  [
    'CSS-escaped @import',
    svg('<style>@\\69mport "https://evil.example/a.css";</style>'),
    'external_reference',
  ],
  [
    '@font-face from a server',
    svg('<style>@font-face{font-family:x;src:url("https://evil.example/f.woff")}</style>'),
    'external_reference',
  ],
  [
    'image-set() without url()',
    svg('<style>rect{fill:image-set("https://evil.example/a.png" 1x)}</style>'),
    'external_reference',
  ],
  [
    'xml-stylesheet instruction',
    `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/a.css"?>${svg('<rect/>')}`,
    'external_reference',
  ],
  ['xml:base that turns #id remote', svg('<use xml:base="https://evil.example/" href="#a"/>'), 'not_allowed'],
  // Old-browser CSS behaviours.
  ['style="behavior"', svg('<rect style="behavior:url(#default#time2)"/>'), 'not_allowed'],
  ['-moz-binding', svg('<style>rect{-moz-binding:url(#xbl)}</style>'), 'not_allowed'],
  ['CSS expression()', svg('<rect style="width:expression(alert(1))"/>'), 'not_allowed'],
  // XML tricks.
  [
    'billion laughs',
    `<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`,
    'entity',
  ],
  [
    'external entity (XXE)',
    `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`,
    'entity',
  ],
  [
    'parameter entity',
    `<!DOCTYPE svg [<!ENTITY % p SYSTEM "https://evil.example/p.dtd"> %p;]>${svg('<rect/>')}`,
    'entity',
  ],
  [
    'DOCTYPE with an ATTLIST default',
    `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>${svg('<rect/>')}`,
    'entity',
  ],
  [
    'animation elements',
    svg('<animateTransform attributeName="transform" type="rotate" dur="1s"/>'),
    'not_allowed',
  ],
  [
    'SVG font with remote glyphs',
    svg(
      '<font-face><font-face-src><font-face-uri href="https://evil.example/f.svg"/></font-face-src></font-face>',
    ),
    'not_allowed',
  ],
  ['unknown processing instruction', `<?php echo 1; ?>${svg('<rect/>')}`, 'not_allowed'],
  ['root without the SVG namespace', '<svg onload="alert(1)"><rect/></svg>', 'not_svg'],
  ['HTML page with an svg inside', '<html><body><svg onload="alert(1)"/></body></html>', 'not_svg'],
  ['malformed markup', `<svg ${NS}><rect></svg>`, 'not_svg'],
  ['two root elements', `${svg('<rect/>')}<svg ${NS}/>`, 'not_svg'],
];
